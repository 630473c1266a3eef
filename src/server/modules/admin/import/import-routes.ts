import { isUtf8 } from 'node:buffer'
import { PassThrough } from 'node:stream'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { localizedError } from '@server/http/errors'
import { actorOf } from '@server/modules/audit/audit-log'
import {
  IMPORT_MAX_BYTES,
  type ImportKind,
  type ImportProgress,
  type ImportReport,
  type ImportRowError,
} from '@shared/admin/import-schemas'
import { adminImportContract } from '@shared/api/admin-import-contract'
import type { FastifyRequest } from 'fastify'
import { readCsvRows } from './csv-rows'
import { applyProviders, validateProviders } from './import-providers'
import { applyUsers, validateUsers } from './import-users'

const MAX_ERRORS = 500

function report(
  kind: ImportKind,
  mode: 'dry-run' | 'apply',
  rows: number,
  checked: { valid: unknown[]; errors: ImportRowError[]; duplicates: number },
  created: number,
  preview: Array<Record<string, string>>,
): ImportReport {
  const errors = [...checked.errors].sort((a, b) => a.line - b.line)
  return {
    kind,
    mode,
    rows,
    valid: checked.valid.length,
    duplicates: checked.duplicates,
    errorCount: errors.length,
    errors: errors.slice(0, MAX_ERRORS),
    created,
    preview,
  }
}

/**
 * POST /api/admin/import/:kind: a CSV of users or providers. A dry run validates every
 * row with the API's own schemas and answers the report (row errors with their line numbers,
 * duplicates). Applying re-checks, refuses a file with any error (400, nothing written), then writes
 * everything in one transaction and streams its progress as NDJSON, the report last.
 */
export const importAdminRoutes: AdminRoutes = (app) => {
  // Read as bytes: a file that is not UTF-8 (Latin-1 from an old spreadsheet, say) must be told
  // apart from one that really holds U+FFFD, which decoding would otherwise turn its bytes into.
  const notUtf8 = new WeakSet<FastifyRequest>()
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (request, body, done) => {
      const bytes = body as Buffer
      if (!isUtf8(bytes)) notUtf8.add(request)
      done(null, bytes.toString('utf8'))
    },
  )
  const db = () => app.deps.database.db

  return [
    adminRoute(
      adminImportContract.import,
      async (request, reply) => {
        const { kind } = request.params
        const { mode } = request.query
        const { rows, errors: parseErrors } = readCsvRows(request.body, kind, {
          notUtf8: notUtf8.has(request),
        })
        const checked =
          kind === 'users' ? await validateUsers(db(), rows) : await validateProviders(db(), rows)
        checked.errors.push(...parseErrors)
        const preview = rows.slice(0, 5).map((row) => row.values)
        if (mode === 'dry-run') return report(kind, mode, rows.length, checked, 0, preview)
        if (checked.errors.length > 0)
          throw new DomainError(
            'import_invalid',
            400,
            [...checked.errors]
              .sort((a, b) => a.line - b.line)
              .slice(0, MAX_ERRORS)
              .map((error) => ({
                path: `line ${error.line}${error.field ? ` ${error.field}` : ''}`,
                message: error.message,
              })),
          )
        const stream = new PassThrough()
        const write = (line: ImportProgress) => stream.write(`${JSON.stringify(line)}\n`)
        const total = checked.valid.length
        const actor = actorOf(request)
        const onProgress = (done: number) => write({ phase: 'write', done, total })
        const applying =
          kind === 'users'
            ? applyUsers(db(), actor, checked.valid as Parameters<typeof applyUsers>[2], onProgress)
            : applyProviders(db(), actor, checked.valid as Parameters<typeof applyProviders>[2], onProgress)
        applying.then(
          (created) => {
            if (kind === 'providers') app.searchCache.clear()
            write({ report: report(kind, mode, rows.length, checked, created, preview) })
            stream.end()
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'import failed; nothing was written')
            const code = error instanceof DomainError ? error.code : 'internal_error'
            stream.end(`${JSON.stringify(localizedError(request, code))}\n`)
          },
        )
        write({ phase: 'write', done: 0, total })
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(stream)
      },
      { bodyLimit: IMPORT_MAX_BYTES },
    ),
  ]
}
