import type { Database } from '@server/db/client'
import { type AdminRoute, type AdminUrl, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import {
  type CsvColumn,
  csvFileResponse,
  csvStream,
  delimiterOf,
  exportFileName,
  keysetBatches,
} from '@server/modules/csv/csv-stream'
import { AdminActionResultSchema, CsvExportQuerySchema } from '@shared/admin/admin-common-schemas'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'

type Filters<Schema extends z.ZodObject> = Omit<z.output<Schema>, 'delimiter'>

/**
 * An admin table as a declaration (ADR 076): its list, its CSV export, its detail and its batch
 * actions. Each part becomes one `/api/admin` route whose rule, OpenAPI entry and export
 * (streamed, audited) are written once here.
 */
export interface AdminResource<
  ListQuery extends z.ZodType,
  FilterQuery extends z.ZodObject,
  CsvRow,
  CsvKey,
  IdParams extends z.ZodObject<{ id: z.ZodType }>,
  Batch extends z.ZodType,
> {
  /** `/api/admin/<name>`: the list; the export, detail and batch routes hang below it. */
  path: AdminUrl
  tags?: string[]
  list: {
    summary: string
    /** The page, filters and sort the table's URL holds (shared with the web). */
    querySchema: ListQuery
    response: z.ZodType
    load: (db: Database, query: z.output<ListQuery>) => Promise<unknown>
  }
  csv?: {
    summary: string
    /** What the OpenAPI document calls the file. */
    file: string
    /** The list's filters without page and sort: an export holds every matching row. */
    filterSchema: FilterQuery
    columns: readonly CsvColumn<CsvRow>[]
    /** Rows after a key, `limit` at a time, in key order (keyset paging). */
    batch: (
      db: Database,
      filters: Filters<FilterQuery>,
    ) => (after: CsvKey | null, limit: number) => Promise<CsvRow[]>
    keyOf: (row: CsvRow) => CsvKey
    /** luxpro-<fileName>-<day>.csv */
    fileName: string
    /** The audit entry an export writes: who took which rows out. */
    audit: { action: string; targetType: string }
  }
  detail?: {
    summary: string
    params: IdParams
    response: z.ZodType
    /** The request too, for what depends on the caller (the language a detail is told in). */
    load: (db: Database, id: z.output<IdParams>['id'], request: FastifyRequest) => Promise<unknown | null>
  }
  batchActions?: {
    summary: string
    body: Batch
    /** Runs the action in one transaction, auditing each change in it (ADR 017); returns the rows changed. */
    run: (request: FastifyRequest, input: z.output<Batch>) => Promise<number>
  }
}

const dbOf = (request: FastifyRequest) => request.server.deps.database.db

export function defineAdminResource<
  ListQuery extends z.ZodType,
  FilterQuery extends z.ZodObject,
  CsvRow,
  CsvKey,
  IdParams extends z.ZodObject<{ id: z.ZodType }>,
  Batch extends z.ZodType,
>(resource: AdminResource<ListQuery, FilterQuery, CsvRow, CsvKey, IdParams, Batch>): AdminRoute[] {
  const { path, list, csv, detail, batchActions } = resource
  const tags = resource.tags ?? ['admin']
  const routes: AdminRoute[] = [
    adminRoute({
      method: 'GET',
      url: path,
      schema: {
        tags,
        summary: list.summary,
        querystring: list.querySchema,
        response: { 200: list.response, ...errorResponses(400) },
      },
      handler: async (request) => list.load(dbOf(request), request.query as z.output<ListQuery>),
    }),
  ]
  if (csv) {
    routes.push(
      adminRoute({
        method: 'GET',
        url: `${path}/export`,
        schema: {
          tags,
          summary: csv.summary,
          querystring: csv.filterSchema.extend(CsvExportQuerySchema.shape),
          response: { 200: csvFileResponse(csv.file), ...errorResponses(400) },
        },
        handler: async (request, reply) => {
          const { delimiter, ...filters } = request.query as z.output<FilterQuery> & {
            delimiter: z.output<typeof CsvExportQuerySchema>['delimiter']
          }
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
        },
      }),
    )
  }
  if (batchActions) {
    routes.push(
      adminRoute({
        method: 'POST',
        url: `${path}/bulk`,
        schema: {
          tags,
          summary: batchActions.summary,
          body: batchActions.body,
          response: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 413, 415) },
        },
        handler: async (request) => ({
          ok: true as const,
          affected: await batchActions.run(request, request.body as z.output<Batch>),
        }),
      }),
    )
  }
  if (detail) {
    routes.push(
      adminRoute({
        method: 'GET',
        url: `${path}/:id`,
        schema: {
          tags,
          summary: detail.summary,
          params: detail.params,
          response: { 200: detail.response, ...errorResponses(400, 404) },
        },
        handler: async (request) => {
          const found = await detail.load(dbOf(request), (request.params as z.output<IdParams>).id, request)
          if (!found) throw new DomainError('not_found', 404)
          return found
        },
      }),
    )
  }
  return routes
}
