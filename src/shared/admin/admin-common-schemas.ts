import { multiLineText } from '@shared/text/text-input'
import { z } from 'zod'

/** Rows per page of every admin table; a page asks for at most ADMIN_PAGE_SIZE_MAX. */
export const ADMIN_PAGE_SIZE = 25
export const ADMIN_PAGE_SIZE_MAX = 100

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX, `Ask for at most ${ADMIN_PAGE_SIZE_MAX} rows per page.`)
    .default(ADMIN_PAGE_SIZE),
})

export const SortDirectionSchema = z.enum(['asc', 'desc']).default('desc')

/**
 * A day as the date filters take it (YYYY-MM-DD): a real calendar day of a year the database takes
 * (0000-00-00 or 2026-02-30 reached PostgreSQL and failed there).
 */
export const DaySchema = z.iso
  .date('Use a date such as 2026-11-25.')
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', 'Use a date such as 2026-11-25.')

/** A query-string boolean: "true" or "false". */
export const QueryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true')

/** Why an admin acts on someone else's data: kept in the audit log, and told to the people concerned. */
export const AdminReasonSchema = multiLineText({
  min: 3,
  max: 500,
  tooShort: 'Give a reason of at least 3 characters.',
  tooLong: 'Keep the reason under 500 characters.',
})

/** An admin action whose whole input is its reason (reject, deactivate, hide a review…). */
export const AdminReasonInputSchema = z.object({ reason: AdminReasonSchema })
export type AdminReasonInput = z.input<typeof AdminReasonInputSchema>

/** CSV exports: comma (default) or semicolon, which Excel expects in French and German locales. */
export const CsvExportQuerySchema = z.object({
  delimiter: z.enum(['comma', 'semicolon']).default('comma'),
})

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })

/** The answer of an admin action: done, and how many rows it touched. */
export const AdminActionResultSchema = z.object({ ok: z.literal(true), affected: z.number().int() })
export type AdminActionResult = z.infer<typeof AdminActionResultSchema>
