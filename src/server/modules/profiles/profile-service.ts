import type { Database } from '@server/db/client'
import {
  account,
  contactMessage,
  documentTemplate,
  notificationDigest,
  notificationPreference,
  outboxEmail,
  profile,
  projectPhoto,
  quoteMessageAttachment,
  review,
  supportTicket,
  user,
  verification,
} from '@server/db/schema/index'
import { creditBalance } from '@server/modules/credits/credit-ledger'
import type { StoredFileRef } from '@server/modules/files/file-store'
import { imageFiles } from '@server/modules/files/stored-image'
import { UNNAMED_REVIEWER } from '@server/modules/providers/review-queries'
import type { Profile, ProfileFields } from '@shared/accounts/account-schemas'
import { isProfileComplete } from '@shared/accounts/profile-completeness'
import { normalizeUserType, roleOf } from '@shared/accounts/user-types'
import { isUiLanguage } from '@shared/i18n/languages'
import { and, eq, or } from 'drizzle-orm'

type ProfileRow = typeof profile.$inferSelect

async function profileRow(db: Database, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profile).where(eq(profile.userId, userId)).limit(1)
  if (row) return row
  // Accounts created outside sign-up (admin tools) get their profile on first read.
  const [created] = await db.insert(profile).values({ userId }).onConflictDoNothing().returning()
  if (created) return created
  const [again] = await db.select().from(profile).where(eq(profile.userId, userId)).limit(1)
  if (!again) throw new Error('profile could not be created')
  return again
}

/** The product §3 profile as the API returns it: user, profile row, derived role, completeness, credits. */
export async function loadProfile(db: Database, userId: string): Promise<Profile | null> {
  const [u] = await db.select().from(user).where(eq(user.id, userId)).limit(1)
  if (!u) return null
  const p = await profileRow(db, userId)
  const type = normalizeUserType(u.type) ?? 'individual'
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    type,
    role: roleOf(type),
    verified: p.verified,
    credits: await creditBalance(db, userId),
    profileComplete: isProfileComplete({ type, location: p.location, phoneNumber: p.phoneNumber }),
    status: p.status,
    firstName: p.firstName,
    lastName: p.lastName,
    phoneNumber: p.phoneNumber,
    address: p.address,
    location: p.location,
    city: p.city,
    postal_code: p.postalCode,
    country: p.country,
    coordinates: p.lat !== null && p.lon !== null ? { lat: p.lat, lon: p.lon } : null,
    language: isUiLanguage(u.language) ? u.language : 'en',
    currency: (p.currency as Profile['currency']) ?? 'EUR',
    interests: p.interests,
    roleInCompany: p.roleInCompany,
    businessName: p.businessName,
    businessCategory: (p.businessCategory as Profile['businessCategory']) ?? null,
    businessDescription: p.businessDescription,
    services: p.services,
    website: p.website,
    createdAt: u.createdAt.toISOString(),
    twoFactorEnabled: u.twoFactorEnabled,
  }
}

/** '' clears a field (null); undefined leaves it as it is. */
const blankToNull = <T>(value: T | '' | undefined | null): T | null | undefined =>
  value === '' ? null : value

/** Merges changes into the caller's own profile (product §4 profile update); absent fields stay as they are. */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: Partial<ProfileFields>,
): Promise<void> {
  await profileRow(db, userId)
  await db.transaction(async (tx) => {
    const userChanges: Partial<typeof user.$inferInsert> = { updatedAt: new Date() }
    if (changes.name !== undefined) userChanges.name = changes.name
    if (changes.language) userChanges.language = changes.language
    await tx.update(user).set(userChanges).where(eq(user.id, userId))

    const set: Partial<typeof profile.$inferInsert> = { updatedAt: new Date() }
    const assign = <K extends keyof typeof set>(key: K, value: (typeof set)[K] | undefined) => {
      if (value !== undefined) set[key] = value
    }
    assign('firstName', blankToNull(changes.firstName))
    assign('lastName', blankToNull(changes.lastName))
    assign('phoneNumber', blankToNull(changes.phoneNumber))
    assign('address', blankToNull(changes.address))
    assign('location', blankToNull(changes.location))
    assign('city', blankToNull(changes.city))
    const postalCode = blankToNull(changes.postal_code)
    assign('postalCode', typeof postalCode === 'string' ? postalCode.replace(/^L-?/i, '') : postalCode)
    assign('country', changes.country)
    if (changes.coordinates !== undefined) {
      set.lat = changes.coordinates?.lat ?? null
      set.lon = changes.coordinates?.lon ?? null
    }
    assign('currency', blankToNull(changes.currency))
    assign('interests', blankToNull(changes.interests))
    assign('roleInCompany', blankToNull(changes.roleInCompany))
    assign('businessName', blankToNull(changes.businessName))
    assign('businessCategory', blankToNull(changes.businessCategory))
    assign('businessDescription', blankToNull(changes.businessDescription))
    assign('services', blankToNull(changes.services))
    assign('website', blankToNull(changes.website))
    await tx.update(profile).set(set).where(eq(profile.userId, userId))
  })
}

export async function verifyOwnPassword(
  passwordHasher: { verify: (input: { hash: string; password: string }) => Promise<boolean> },
  db: Database,
  userId: string,
  password: string,
): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1)
  if (!credential?.hash) return false
  return passwordHasher.verify({ hash: credential.hash, password })
}

/**
 * Erases an account (GDPR art. 17): the user, profile, sessions, credentials (with the two-step
 * sign-in secret and backup codes), emails, contact
 * messages, assistant conversations, notifications, the photos they uploaded (with projects or
 * messages), the PDFs they sent in messages and their document templates go; credit ledger entries, the requests they sent (for the businesses that received them)
 * and their reviews (unnamed: pages sign them in their reader's language) stay but lose the link to the person. Returns the
 * files whose bytes go once this has committed (FileStore.removeAll).
 */
export async function eraseAccount(db: Database, userId: string): Promise<StoredFileRef[]> {
  return db.transaction(async (tx) => {
    const [u] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1)
    if (!u) return []
    const photos = await tx
      .select({ storedName: projectPhoto.storedName, variants: projectPhoto.variants })
      .from(projectPhoto)
      .where(eq(projectPhoto.uploaderUserId, userId))
    const attachments = await tx
      .select({ storedName: quoteMessageAttachment.storedName, variants: quoteMessageAttachment.variants })
      .from(quoteMessageAttachment)
      .where(eq(quoteMessageAttachment.uploaderUserId, userId))
    const templates = await tx
      .select({ storedName: documentTemplate.storedName })
      .from(documentTemplate)
      .where(eq(documentTemplate.ownerUserId, userId))
    // Reviews stay part of the businesses' ratings, no longer signed with the person's name.
    await tx.update(review).set({ authorName: UNNAMED_REVIEWER }).where(eq(review.authorUserId, userId))
    await tx.delete(contactMessage).where(eq(contactMessage.email, u.email))
    // The cases they opened at the support desk go too, with their thread (as their contact messages do).
    await tx
      .delete(supportTicket)
      .where(or(eq(supportTicket.senderUserId, userId), eq(supportTicket.email, u.email)))
    await tx.delete(outboxEmail).where(eq(outboxEmail.to, u.email))
    // The address's notification choices and the digests it was sent (held items go with the user).
    await tx.delete(notificationPreference).where(eq(notificationPreference.email, u.email))
    await tx.delete(notificationDigest).where(eq(notificationDigest.email, u.email))
    // Links and trusted browsers the auth library keeps under the account's id.
    await tx.delete(verification).where(eq(verification.value, userId))
    // Photos, message files, templates, saved providers and the two-step sign-in secret go with the user (ON DELETE CASCADE).
    await tx.delete(user).where(eq(user.id, userId))
    return [
      ...photos.flatMap((photo) => imageFiles('project-photos', photo)),
      ...attachments.flatMap((file) => imageFiles('message-attachments', file)),
      ...templates.map(({ storedName }) => ({ kind: 'templates' as const, storedName })),
    ]
  })
}
