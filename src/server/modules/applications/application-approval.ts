import { randomUUID } from 'node:crypto'
import type { Database } from '@server/db/client'
import { refreshProviderSearchText } from '@server/db/provider-search-text'
import {
  account,
  locality,
  partnerApplication,
  profile,
  provider,
  providerOnboarding,
  user,
  verification,
} from '@server/db/schema/index'
import { initialOf, slugify } from '@server/db/seed/provider-text'
import { startSubscription } from '@server/modules/billing/subscriptions'
import { YEARS_FLOOR } from '@shared/applications/application-options'
import { areaName, CANTON_COMMUNES, type Canton } from '@shared/applications/service-areas'
import { PLANS } from '@shared/billing/plans'
import { and, desc, eq, isNotNull, like, sql } from 'drizzle-orm'
import { placeOfAddress } from './application-address'
import { applicationById, auditApplication, move, type Reviewer, reviewState } from './application-review'
import { type ApplicationRow, type Executor, languageOf, recordEvent } from './application-rows'
import { newLinkToken } from './application-tokens'

/** The one-time link to choose a password works for 7 days. */
export const SET_PASSWORD_DAYS = 7

/** Where the listing sits: the first commune named, or the largest commune of the first canton. */
async function placeOf(tx: Executor, areas: string[]) {
  const first = areas.find((a) => a.startsWith('commune:')) ?? areas[0] ?? 'commune:Luxembourg'
  const communes = first.startsWith('canton:')
    ? [...(CANTON_COMMUNES[areaName(first) as Canton] ?? ['Luxembourg'])]
    : [areaName(first)]
  const [place] = await tx
    .select({ name: locality.name, commune: locality.commune, lat: locality.lat, lon: locality.lon })
    .from(locality)
    .where(sql`${locality.commune} = any(${`{${communes.map((c) => `"${c}"`).join(',')}}`}::text[])`)
    .orderBy(desc(locality.population), sql`${locality.name} = ${locality.commune} desc`)
    .limit(1)
  return place ?? { name: 'Luxembourg', commune: 'Luxembourg', lat: 49.6116, lon: 6.1319 }
}

async function freeSlug(tx: Executor, base: string): Promise<string> {
  const taken = await tx
    .select({ slug: provider.slug })
    .from(provider)
    .where(like(provider.slug, `${base}%`))
  const used = new Set(taken.map((t) => t.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * The applicant's account: their existing one becomes a business account (an admin stays an admin),
 * or a new one is created, verified (the set-password link goes to this address). Returns whether it
 * can already sign in with a password.
 */
async function businessAccount(tx: Executor, row: ApplicationRow, place: { commune: string }) {
  const [existing] = await tx.select().from(user).where(eq(user.email, row.email))
  let userId: string
  if (existing) {
    userId = existing.id
    if (existing.type !== 'admin')
      await tx.update(user).set({ type: 'business', updatedAt: new Date() }).where(eq(user.id, userId))
  } else {
    userId = randomUUID()
    await tx.insert(user).values({
      id: userId,
      name: row.contactPerson,
      email: row.email,
      emailVerified: true,
      type: 'business',
      role: 'user',
      language: languageOf(row),
    })
  }
  await tx
    .insert(profile)
    .values({
      userId,
      phoneNumber: row.phone,
      businessName: row.companyName,
      businessCategory: row.primaryCategory,
      location: place.commune,
      city: place.commune,
    })
    .onConflictDoUpdate({
      target: profile.userId,
      set: {
        phoneNumber: sql`coalesce(${profile.phoneNumber}, excluded.phone_number)`,
        location: sql`coalesce(${profile.location}, excluded.location)`,
        businessName: row.companyName,
        businessCategory: row.primaryCategory,
        updatedAt: new Date(),
      },
    })
  const [credential] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
  return { userId, hasPassword: Boolean(credential), isNew: !existing }
}

/**
 * The one-time set-password link: a password-reset token of the auth library (same table, same
 * form at /auth?tab=reset), valid 7 days instead of one hour.
 */
async function setPasswordToken(tx: Executor, userId: string, now: Date) {
  const token = newLinkToken()
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_DAYS * 86_400_000),
  })
  return token
}

export interface Approval {
  row: ApplicationRow
  providerSlug: string
  /** Set when the account has no password yet: the token of the set-password link. */
  setPasswordToken: string | null
}

/**
 * Approves an application in one transaction: the decision, the business account (created or
 * upgraded), an unpublished listing made from the application, its onboarding checklist and its
 * plan. Either all of it happens or none.
 */
export async function approveApplication(
  db: Database,
  id: number,
  reviewer: Reviewer,
  now = new Date(),
): Promise<Approval> {
  return db.transaction(async (tx) => {
    const before = await applicationById(tx, id)
    const row = await move(tx, id, 'approve', { decidedAt: now, decidedByUserId: reviewer.userId }, now)
    // The registered address places the listing; an application made before it was asked, its first area.
    const place =
      (row.postalCode && row.locality && (await placeOfAddress(tx, row.postalCode, row.locality))) ||
      (await placeOf(tx, row.serviceAreas))
    const owner = await businessAccount(tx, row, place)
    const plan = PLANS[row.tier]
    const slug = await freeSlug(tx, slugify(`${row.companyName} ${place.commune}`) || 'partner')
    const [listing] = await tx
      .insert(provider)
      .values({
        slug,
        name: row.companyName,
        companyName: row.companyName,
        categories: [row.primaryCategory],
        specialties: [],
        description: row.specificServices ?? '',
        locality: place.name,
        commune: place.commune,
        lat: place.lat,
        lon: place.lon,
        address: row.street,
        postalCode: row.postalCode,
        yearsExperience: row.yearsInBusiness ? YEARS_FLOOR[row.yearsInBusiness] : 0,
        premium: plan.badge,
        // 0: not chosen yet (an onboarding item); an unpublished listing is never matched.
        serviceRadiusKm: 0,
        // Unpublished until the onboarding checklist is done.
        status: 'inactive',
        ownerUserId: owner.userId,
        phone: row.phone,
        email: row.email,
        languages: [languageOf(row)],
        vatNumber: row.vatNumber,
        rcsNumber: row.rcsNumber,
        permitNumber: row.permitNumber,
        subscriptionTier: row.tier,
        initial: initialOf(row.companyName),
        createdAt: now,
      })
      .returning({ id: provider.id, slug: provider.slug })
    if (!listing) throw new Error('listing not written')
    await refreshProviderSearchText(tx, [listing.id])
    await tx
      .insert(providerOnboarding)
      .values({ providerId: listing.id, applicationId: row.id, createdAt: now })
    await startSubscription(tx, listing.id, row.tier, now)
    const token = owner.hasPassword ? null : await setPasswordToken(tx, owner.userId, now)
    const [approved] = await tx
      .update(partnerApplication)
      .set({ userId: owner.userId, providerId: listing.id })
      .where(eq(partnerApplication.id, row.id))
      .returning()
    await recordEvent(tx, row.id, 'approved', reviewer, `/providers/${listing.slug}`)
    await auditApplication(
      tx,
      reviewer,
      'approve',
      before,
      { ...reviewState(approved ?? row), userId: owner.userId, tier: row.tier },
      { providerSlug: listing.slug, newAccount: owner.isNew },
    )
    return { row: approved ?? row, providerSlug: listing.slug, setPasswordToken: token }
  })
}
