import type { Database } from '@server/db/client'
import { quoteTemplate } from '@server/db/schema/index'
import type { QuoteTemplate, QuoteTemplateInputSchema } from '@shared/workspace/workspace-schemas'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'

type Row = typeof quoteTemplate.$inferSelect

/** Cents in the database, euros on the wire. */
const toCents = (euros: number) => Math.round(euros * 100)

const toQuoteTemplate = (row: Row): QuoteTemplate => ({
  id: row.id,
  name: row.name,
  materialsCost: row.materialsCents / 100,
  laborCost: row.laborCents / 100,
  durationDays: row.durationDays,
  validityDays: row.validityDays,
  message: row.message,
})

export async function listQuoteTemplates(db: Database, providerId: number): Promise<QuoteTemplate[]> {
  const rows = await db
    .select()
    .from(quoteTemplate)
    .where(eq(quoteTemplate.providerId, providerId))
    .orderBy(asc(quoteTemplate.name), asc(quoteTemplate.id))
  return rows.map(toQuoteTemplate)
}

export async function createQuoteTemplate(
  db: Database,
  providerId: number,
  input: z.output<typeof QuoteTemplateInputSchema>,
): Promise<QuoteTemplate> {
  const [row] = await db
    .insert(quoteTemplate)
    .values({
      providerId,
      name: input.name,
      materialsCents: toCents(input.materialsCost),
      laborCents: toCents(input.laborCost),
      durationDays: input.durationDays,
      validityDays: input.validityDays,
      message: input.message,
    })
    .returning()
  if (!row) throw new Error('quote template insert returned nothing')
  return toQuoteTemplate(row)
}

/** False when the template is not this provider's (ownership is part of the WHERE clause). */
export async function deleteQuoteTemplate(db: Database, providerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(quoteTemplate)
    .where(and(eq(quoteTemplate.id, id), eq(quoteTemplate.providerId, providerId)))
    .returning({ id: quoteTemplate.id })
  return deleted.length > 0
}
