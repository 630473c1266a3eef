import {
  IMPORT_MAX_BYTES,
  ImportParamsSchema,
  ImportQuerySchema,
  ImportReportSchema,
} from '@shared/admin/import-schemas'
import { z } from 'zod'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** The import's answer while it writes: one JSON line per step, then the report (NDJSON). */
const ProgressStreamSchema = z.custom<NodeJS.ReadableStream>().meta({ type: 'string', format: 'binary' })

/** The CSV import of users or providers (ADR 076, 078). */
export const adminImportContract = {
  import: defineOperation({
    method: 'POST',
    path: '/api/admin/import/:kind',
    access: 'admin',
    tags: ['admin'],
    summary:
      'Import users or providers from CSV: dry run (report), or apply (all or nothing, progress streamed)',
    params: ImportParamsSchema,
    query: ImportQuerySchema,
    body: z.string().max(IMPORT_MAX_BYTES),
    responses: {
      200: z.union([ImportReportSchema, ProgressStreamSchema]),
      ...errorResponses(400, 413, 415),
    },
  }),
}
