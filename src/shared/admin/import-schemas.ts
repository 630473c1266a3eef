import { z } from 'zod'

export const IMPORT_KINDS = ['users', 'providers'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]
/** /admin/import?kind=: what the page imports (accounts by default). */
export const ImportPageQuerySchema = z.object({ kind: z.enum(IMPORT_KINDS).default('users') })
/** The largest CSV an import takes (about 100,000 rows of providers). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024
export const IMPORT_MAX_ROWS = 50_000

/** The columns each kind of file needs (more are ignored), in the export's names. */
export const IMPORT_COLUMNS: Record<ImportKind, { required: string[]; optional: string[] }> = {
  users: { required: ['name', 'email', 'role'], optional: ['language', 'location', 'phone'] },
  providers: {
    required: ['name', 'categories', 'locality'],
    optional: ['company_name', 'email', 'phone', 'website', 'vat_number', 'description'],
  },
}

export const ImportParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS) })
export const ImportQuerySchema = z.object({ mode: z.enum(['dry-run', 'apply']).default('dry-run') })

/** A refused row: its line in the file (the header is line 1), the column and why. */
export const ImportRowErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
})
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>

/** What a dry run found, or what an import did. */
export const ImportReportSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  mode: z.enum(['dry-run', 'apply']),
  rows: z.number().int(),
  valid: z.number().int(),
  /** Rows whose email or VAT number is already taken, in the file or in LuxPro. */
  duplicates: z.number().int(),
  errorCount: z.number().int(),
  /** The first 500 errors. */
  errors: z.array(ImportRowErrorSchema),
  created: z.number().int(),
  /** A sample of what would be (or was) created. */
  preview: z.array(z.record(z.string(), z.string())),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

/** One line of an applying import's progress stream (NDJSON), then the report. */
export const ImportProgressSchema = z.union([
  z.object({ phase: z.literal('write'), done: z.number().int(), total: z.number().int() }),
  z.object({ report: ImportReportSchema }),
])
export type ImportProgress = z.infer<typeof ImportProgressSchema>
