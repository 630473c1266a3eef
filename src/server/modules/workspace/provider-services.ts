import type { Database } from '@server/db/client'
import { refreshProviderSearchText } from '@server/db/provider-search-text'
import { type LocalizedText, providerService } from '@server/db/schema/index'
import { recognizeJob } from '@server/modules/pricing/jobs/recognize-job'
import type { UiLanguage } from '@shared/i18n/languages'
import type { Service, ServiceInputSchema } from '@shared/workspace/workspace-schemas'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'

type Row = typeof providerService.$inferSelect
type Input = z.output<typeof ServiceInputSchema>

/** The provider writes in one language; the profile shows the same words in en, fr and de. */
const everyLanguage = (text: string): LocalizedText => ({ en: text, fr: text, de: text })

const toService = (row: Row, language: UiLanguage): Service => ({
  id: row.id,
  name: row.name[language] || row.name.en,
  description: row.description?.[language] || row.description?.en || '',
  price: row.priceFrom ?? row.priceTo,
  unit: row.unit,
  category: row.category,
})

/**
 * Whole euros, as the profile shows them; no price means "on request". The catalogue job the
 * service is comes from its name and category (the assistant compares its estimates with it).
 */
const columnsOf = (input: Input) => ({
  job: recognizeJob(input.name, input.category)?.slug ?? null,
  name: everyLanguage(input.name),
  description: input.description ? everyLanguage(input.description) : null,
  priceFrom: input.price === null ? null : Math.round(input.price),
  priceTo: null,
  unit: input.unit,
  category: input.category,
})

export async function listServices(db: Database, providerId: number, language: UiLanguage) {
  const rows = await db
    .select()
    .from(providerService)
    .where(eq(providerService.providerId, providerId))
    .orderBy(asc(providerService.category), asc(providerService.id))
  return rows.map((row) => toService(row, language))
}

export async function createService(db: Database, providerId: number, input: Input, language: UiLanguage) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(providerService)
      .values({ providerId, ...columnsOf(input) })
      .returning()
    await refreshProviderSearchText(tx, [providerId])
    return created
  })
  if (!row) throw new Error('service insert returned nothing')
  return toService(row, language)
}

/** Null when the service is not this provider's (ownership is part of the WHERE clause). */
export async function updateService(
  db: Database,
  providerId: number,
  id: number,
  input: Input,
  language: UiLanguage,
): Promise<Service | null> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(providerService)
      .set(columnsOf(input))
      .where(and(eq(providerService.id, id), eq(providerService.providerId, providerId)))
      .returning()
    if (updated) await refreshProviderSearchText(tx, [providerId])
    return updated
  })
  return row ? toService(row, language) : null
}

export async function deleteService(db: Database, providerId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(providerService)
      .where(and(eq(providerService.id, id), eq(providerService.providerId, providerId)))
      .returning({ id: providerService.id })
    if (deleted) await refreshProviderSearchText(tx, [providerId])
    return deleted !== undefined
  })
}
