import type { Database } from '@server/db/client'
import { provider, providerService } from '@server/db/schema/index'
import { getAvailability } from '@server/modules/workspace/availability'
import { portfolioGallery } from '@server/modules/workspace/portfolio'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { Availability } from '@shared/workspace/workspace-schemas'
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm'
import { findLogoUrl } from './provider-logo'
import { getReviewPage, type ReviewPageRequest } from './review-queries'
import { verificationFactsOf } from './verification-facts'

// The search columns (about 7 KB a row, two of them tsvectors PostgreSQL writes out as text) are the
// directory index's, read when it is built: a profile never needs them.
const {
  searchNames: _searchNames,
  searchDocument: _searchDocument,
  searchVector: _searchVector,
  searchKeys: _searchKeys,
  searchKeyVector: _searchKeyVector,
  ...PROFILE_COLUMNS
} = getTableColumns(provider)

export type ProviderRow = Omit<
  typeof provider.$inferSelect,
  'searchNames' | 'searchDocument' | 'searchVector' | 'searchKeys' | 'searchKeyVector'
>

export async function findActiveProvider(db: Database, slug: string): Promise<ProviderRow | null> {
  const [row] = await db
    .select(PROFILE_COLUMNS)
    .from(provider)
    .where(and(eq(provider.slug, slug), eq(provider.status, 'active')))
    .limit(1)
  return row ?? null
}

async function ratingBreakdown(db: Database, providerId: number): Promise<number[]> {
  const result = await db.execute<{ rating: number; n: number | string }>(
    sql`select rating, count(*) as n from review where provider_id = ${providerId} and hidden_at is null group by rating`,
  )
  const breakdown = [0, 0, 0, 0, 0]
  for (const row of result.rows) breakdown[Number(row.rating) - 1] = Number(row.n)
  return breakdown
}

/**
 * The weekly availability the provider edits in their dashboard, as the profile's opening hours
 * (0 = Monday, [] when closed), or null before they set any: one source for both.
 */
export function openingHoursOf(slots: Availability['slots']): ProviderProfile['openingHours'] {
  if (slots.length === 0) return null
  const week: Array<Array<[string, string]>> = [[], [], [], [], [], [], []]
  for (const slot of slots) week[slot.day]?.push([slot.startTime, slot.endTime])
  return week
}

/** The public profile of an active provider with the first page of its reviews, or null. */
export async function getProviderProfile(
  db: Database,
  slug: string,
  reviews: ReviewPageRequest,
): Promise<ProviderProfile | null> {
  const row = await findActiveProvider(db, slug)
  if (!row) return null
  const [services, breakdown, reviewPage, portfolio, hours, verification, logoUrl] = await Promise.all([
    db
      .select()
      .from(providerService)
      .where(eq(providerService.providerId, row.id))
      .orderBy(asc(providerService.category), asc(providerService.priceFrom), asc(providerService.id)),
    ratingBreakdown(db, row.id),
    getReviewPage(db, row.id, reviews),
    portfolioGallery(db, row.id, row.name),
    getAvailability(db, row.id),
    verificationFactsOf(db, row),
    findLogoUrl(db, row.id, row.slug),
  ])
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    companyName: row.companyName,
    categories: row.categories,
    specialties: row.specialties,
    descriptions: row.descriptions ?? { en: row.description, fr: row.description, de: row.description },
    address: row.address,
    postalCode: row.postalCode,
    locality: row.locality,
    commune: row.commune,
    lat: row.lat,
    lon: row.lon,
    phone: row.phone,
    email: row.email,
    website: row.website,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    ratingBreakdown: breakdown,
    awards: row.awards,
    certifications: row.certifications,
    licences: row.licences,
    logoUrl,
    // The business's own photos first, then the listing's drawn illustrations (demo listings).
    gallery: [...portfolio, ...row.gallery],
    yearsExperience: row.yearsExperience,
    projectsCompleted: row.projectsCompleted,
    verified: row.verified,
    insured: row.insured,
    premium: row.premium,
    verification,
    vatNumber: row.vatNumber,
    rcsNumber: row.rcsNumber,
    permitNumber: row.permitNumber,
    serviceRadiusKm: row.serviceRadiusKm,
    languages: row.languages,
    openingHours: openingHoursOf(hours.slots),
    medianResponseMinutes: row.medianResponseMinutes,
    subscriptionTier: row.subscriptionTier,
    services: services.map((s) => ({
      id: s.id,
      category: s.category,
      name: s.name,
      description: s.description ?? null,
      priceFrom: s.priceFrom,
      priceTo: s.priceTo,
      unit: s.unit,
    })),
    reviews: reviewPage,
    memberSince: row.createdAt.toISOString(),
  }
}

/** Active providers' slugs in a stable order, a slice at a time, for the sitemaps. */
export async function listProviderSlugs(
  db: Database,
  { offset, limit }: { offset: number; limit: number },
): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db
    .select({ slug: provider.slug, updatedAt: provider.createdAt })
    .from(provider)
    .where(eq(provider.status, 'active'))
    .orderBy(asc(provider.id))
    .offset(offset)
    .limit(limit)
}

export async function countActiveProviders(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(provider).where(eq(provider.status, 'active'))
  return row?.n ?? 0
}
