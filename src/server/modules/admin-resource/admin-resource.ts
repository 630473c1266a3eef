import type { Database } from '@server/db/client'
import { type AdminOperation, type AdminRoute, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import {
  type CsvColumn,
  csvStream,
  delimiterOf,
  exportFileName,
  keysetBatches,
} from '@server/modules/csv/csv-stream'
import type { AdminResource, AdminResourceDeclaration } from '@shared/api/admin-resource'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'

type Output<S> = S extends z.ZodType ? z.output<S> : never
type Declared<D extends AdminResourceDeclaration, Part extends 'export' | 'detail' | 'bulk'> = NonNullable<
  D[Part]
>

/** The list's filters as an export reads them: its query without the delimiter. */
type Filters<D extends AdminResourceDeclaration> = Omit<
  z.output<Declared<D, 'export'>['filters']>,
  'delimiter'
>

/** How the server exports the rows of a table's CSV: streamed in key order, and audited. */
export interface CsvExport<Filter, Row, Key> {
  columns: readonly CsvColumn<Row>[]
  /** Rows after a key, `limit` at a time, in key order (keyset paging). */
  batch: (db: Database, filters: Filter) => (after: Key | null, limit: number) => Promise<Row[]>
  keyOf: (row: Row) => Key
  /** luxpro-<fileName>-<day>.csv */
  fileName: string
  /** The audit entry an export writes: who took which rows out. */
  audit: { action: string; targetType: string }
}

/**
 * What the server does for each part an admin table declares in the contract: a part declared has
 * its handler, and only those (the compiler says which are missing).
 */
export type AdminResourceHandlers<D extends AdminResourceDeclaration, Row = never, Key = never> = {
  list: (db: Database, query: Output<D['list']['query']>) => Promise<z.input<D['list']['response']>>
} & (D extends { export: object } ? { export: CsvExport<Filters<D>, Row, Key> } : unknown) &
  (D extends { detail: object }
    ? {
        /** The request too, for what depends on the caller (the language a detail is told in). */
        detail: (
          db: Database,
          id: z.output<Declared<D, 'detail'>['params']>['id'],
          request: FastifyRequest,
        ) => Promise<z.input<Declared<D, 'detail'>['response']> | null>
      }
    : unknown) &
  (D extends { bulk: object }
    ? {
        /** Runs the action in one transaction, auditing each change in it (ADR 017); returns the rows changed. */
        bulk: (request: FastifyRequest, input: z.output<Declared<D, 'bulk'>['body']>) => Promise<number>
      }
    : unknown)

const dbOf = (request: FastifyRequest) => request.server.deps.database.db

interface AnyHandlers {
  list: (db: Database, query: unknown) => Promise<unknown>
  export?: CsvExport<Record<string, unknown>, unknown, unknown>
  detail?: (db: Database, id: unknown, request: FastifyRequest) => Promise<unknown>
  bulk?: (request: FastifyRequest, input: unknown) => Promise<number>
}

/**
 * The routes of an admin table declared in the contract (ADR 076, 078): its list, its CSV export
 * (streamed, audited), its detail and its batch actions, each from its operation.
 */
export function serveAdminResource<D extends AdminResourceDeclaration, Row = never, Key = never>(
  resource: AdminResource<D>,
  handlers: AdminResourceHandlers<D, Row, Key>,
): AdminRoute[] {
  // One table, four shapes: the types above tie each handler to its operation; here they meet as one.
  const operations = resource as unknown as { list: AdminOperation } & Partial<
    Record<'export' | 'detail' | 'bulk', AdminOperation>
  >
  const { list, export: csv, detail, bulk } = handlers as unknown as AnyHandlers
  const routes: AdminRoute[] = [
    adminRoute(operations.list, async (request) => list(dbOf(request), request.query)),
  ]
  if (operations.export && csv)
    routes.push(
      adminRoute(operations.export, async (request, reply) => {
        const { delimiter, ...filters } = request.query as { delimiter: 'comma' | 'semicolon' }
        const db = dbOf(request)
        await recordAudit(db, actorOf(request), { ...csv.audit, details: { filters } })
        const stream = csvStream(
          csv.columns,
          keysetBatches(csv.batch(db, filters), csv.keyOf),
          delimiterOf(delimiter),
        )
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(csv.fileName)}"`)
          .send(stream)
      }),
    )
  if (operations.bulk && bulk)
    routes.push(
      adminRoute(operations.bulk, async (request) => ({
        ok: true as const,
        affected: await bulk(request, request.body),
      })),
    )
  if (operations.detail && detail)
    routes.push(
      adminRoute(operations.detail, async (request) => {
        const found = await detail(dbOf(request), (request.params as { id: unknown }).id, request)
        if (!found) throw new DomainError('not_found', 404)
        return found
      }),
    )
  return routes
}
