import type { Database } from '@server/db/client'
import { provider, providerService, review } from '@server/db/schema/index'
import { weeklySlotsOf } from '@server/modules/workspace/availability'
import { portfolioGalleries } from '@server/modules/workspace/portfolio'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { ReviewedDocument, VerificationFacts } from '@shared/providers/trust-claims'
import type { Availability } from '@shared/workspace/workspace-schemas'
import { and, asc, count, eq, getTableColumns, gt, inArray, isNull, sql } from 'drizzle-orm'
import { logoUrlSql } from './provider-logo'
import { emptyReviewPage, getReviewPages, type ReviewPageRequest } from './review-queries'
import { reviewedDocumentsJson, vatCheckJson } from './verification-facts'

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

/** A listing's count of shown reviews per star, one to five, before any is counted. */
const noRatings = () => [0, 0, 0, 0, 0]

/** Each listing's count of shown reviews per star, one to five. */
async function ratingBreakdowns(db: Database, providerIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ providerId: review.providerId, rating: review.rating, n: count() })
    .from(review)
    .where(and(inArray(review.providerId, providerIds), isNull(review.hiddenAt)))
    .groupBy(review.providerId, review.rating)
  const breakdowns = new Map<number, number[]>()
  for (const { providerId, rating, n } of rows) {
    const breakdown = breakdowns.get(providerId) ?? noRatings()
    breakdown[rating - 1] = n
    breakdowns.set(providerId, breakdown)
  }
  return breakdowns
}

async function servicesOf(db: Database, providerIds: number[]) {
  const rows = await db
    .select()
    .from(providerService)
    .where(inArray(providerService.providerId, providerIds))
    .orderBy(asc(providerService.category), asc(providerService.priceFrom), asc(providerService.id))
  const services = new Map<number, ProviderProfile['services']>()
  for (const s of rows) {
    const service = {
      id: s.id,
      category: s.category,
      name: s.name,
      description: s.description ?? null,
      priceFrom: s.priceFrom,
      priceTo: s.priceTo,
      unit: s.unit,
    }
    const list = services.get(s.providerId)
    if (list) list.push(service)
    else services.set(s.providerId, [service])
  }
  return services
}

const parsedJson = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value)

/** A listing's row as its profile needs it: its columns, logo address and the facts behind its trust claims. */
const PROFILE_SELECTION = {
  ...PROFILE_COLUMNS,
  logoUrl: sql<string | null>`${logoUrlSql('provider')}`,
  documents: sql<ReviewedDocument[] | string>`${reviewedDocumentsJson(sql`${provider.id}`)}`,
  vatAnswer: sql<VerificationFacts['vatCheck'] | string>`${vatCheckJson('provider')}`,
}
type ProfileRow = ProviderRow & {
  logoUrl: string | null
  documents: ReviewedDocument[] | string
  vatAnswer: VerificationFacts['vatCheck'] | string
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

/** The public profile of an active provider with this page of its reviews, or null. */
export async function getProviderProfile(
  db: Database,
  slug: string,
  reviews: ReviewPageRequest,
): Promise<ProviderProfile | null> {
  const [row] = await db
    .select(PROFILE_SELECTION)
    .from(provider)
    .where(and(eq(provider.slug, slug), eq(provider.status, 'active')))
    .limit(1)
  if (!row) return null
  const [profile] = await profilesOf(db, [row], reviews)
  return profile ?? null
}

/**
 * Up to `limit` active providers' public profiles with this page of their reviews, in id order after
 * `afterId`: the same statements as one profile, whatever the number.
 */
export async function readActiveProfiles(
  db: Database,
  { afterId, limit }: { afterId: number; limit: number },
  reviews: ReviewPageRequest,
): Promise<ProviderProfile[]> {
  const rows = await db
    .select(PROFILE_SELECTION)
    .from(provider)
    .where(and(gt(provider.id, afterId), eq(provider.status, 'active')))
    .orderBy(asc(provider.id))
    .limit(limit)
  return profilesOf(db, rows, reviews)
}

async function profilesOf(
  db: Database,
  rows: ProfileRow[],
  reviews: ReviewPageRequest,
): Promise<ProviderProfile[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [services, breakdowns, reviewPages, galleries, weeks] = await Promise.all([
    servicesOf(db, ids),
    ratingBreakdowns(db, ids),
    getReviewPages(db, ids, reviews),
    portfolioGalleries(db, rows),
    weeklySlotsOf(db, ids),
  ])
  return rows.map((row) => ({
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
    ratingBreakdown: breakdowns.get(row.id) ?? noRatings(),
    awards: row.awards,
    certifications: row.certifications,
    licences: row.licences,
    logoUrl: row.logoUrl,
    // The business's own photos first, then the listing's drawn illustrations (demo listings).
    gallery: [...(galleries.get(row.id) ?? []), ...row.gallery],
    yearsExperience: row.yearsExperience,
    projectsCompleted: row.projectsCompleted,
    verified: row.verified,
    insured: row.insured,
    premium: row.premium,
    verification: {
      vatNumber: row.vatNumber,
      vatCheck: row.vatAnswer ? parsedJson(row.vatAnswer) : null,
      documents: parsedJson(row.documents),
    },
    vatNumber: row.vatNumber,
    rcsNumber: row.rcsNumber,
    permitNumber: row.permitNumber,
    serviceRadiusKm: row.serviceRadiusKm,
    languages: row.languages,
    openingHours: openingHoursOf(weeks.get(row.id) ?? []),
    medianResponseMinutes: row.medianResponseMinutes,
    subscriptionTier: row.subscriptionTier,
    services: services.get(row.id) ?? [],
    reviews: reviewPages.get(row.id) ?? emptyReviewPage(reviews),
    memberSince: row.createdAt.toISOString(),
  }))
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
