import type { Database } from '@server/db/client'
import { provider, user } from '@server/db/schema/index'
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import { eq } from 'drizzle-orm'

const asUiLanguage = (value: string | null | undefined): UiLanguage | null =>
  (UI_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as UiLanguage) : null

/** A provider reads our emails in its owner's language, else the first it speaks of fr/de/en, else French. */
export function providerLanguage(ownerLanguage: string | null, spoken: string[]): UiLanguage {
  const owner = asUiLanguage(ownerLanguage)
  if (owner) return owner
  for (const language of ['fr', 'de', 'en'] as const) if (spoken.includes(language)) return language
  return 'fr'
}

export async function userContact(db: Database, userId: string | null) {
  if (!userId) return null
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
  return row ? { ...row, language: asUiLanguage(row.language) ?? 'en' } : null
}

/**
 * Who reads LuxPro's emails about a listing: the owner's account (its address and name) when there is
 * one, else the listing's own address; in the language `providerLanguage` picks.
 */
export async function listingContact(db: Database, providerId: number) {
  const [row] = await db
    .select({
      company: provider.name,
      listingEmail: provider.email,
      ownerUserId: provider.ownerUserId,
      languages: provider.languages,
      ownerEmail: user.email,
      ownerName: user.name,
      ownerLanguage: user.language,
    })
    .from(provider)
    .leftJoin(user, eq(user.id, provider.ownerUserId))
    .where(eq(provider.id, providerId))
  if (!row) return null
  return {
    company: row.company,
    listingEmail: row.listingEmail,
    ownerUserId: row.ownerUserId,
    ownerEmail: row.ownerEmail,
    ownerName: row.ownerName,
    language: providerLanguage(row.ownerLanguage, row.languages),
  }
}

/**
 * "Anne S.": what a provider sees of a customer before a quote is accepted. The initial is the
 * first character (code point) of the last name: "Carl 𝕏𝕏" gives "Carl 𝕏.", never half of 𝕏.
 */
export function shortCustomerName(name: string): string {
  const parts = name.trim().split(/\s+/)
  const first = parts[0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1] ?? '') : ''
  const [initial] = last
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}
