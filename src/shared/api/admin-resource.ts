import { AdminActionResultSchema, CsvExportQuerySchema } from '@shared/admin/admin-common-schemas'
import type { z } from 'zod'
import { defineOperation } from './operation'
import { errorResponses, fileResponse } from './responses'

export type AdminPath = `/api/admin/${string}`

/**
 * What an admin table declares (ADR 076): its list, and optionally the CSV export of the same
 * filters, the detail of one row and the batch actions on the selected rows. Each part is one
 * operation at a fixed place under the list's path.
 */
export interface AdminResourceDeclaration {
  /** `/api/admin/<name>`: the list; `/export`, `/:id` and `/bulk` hang below it. */
  path: AdminPath
  tags?: readonly string[]
  list: { summary: string; query: z.ZodType; response: z.ZodType }
  /** The list's filters without page and sort: an export holds every matching row. */
  export?: { summary: string; file: string; filters: z.ZodObject }
  detail?: { summary: string; params: z.ZodObject<{ id: z.ZodType }>; response: z.ZodType }
  bulk?: { summary: string; body: z.ZodType }
}

type Tags = readonly string[]
type ErrorsOf<S extends Parameters<typeof errorResponses>[0]> = ReturnType<typeof errorResponses<S>>

type ListOperation<D extends AdminResourceDeclaration> = {
  method: 'GET'
  path: D['path']
  access: 'admin'
  tags: Tags
  summary: string
  query: D['list']['query']
  responses: { 200: D['list']['response'] } & ErrorsOf<400>
}

type ExportOperation<D extends AdminResourceDeclaration, E extends NonNullable<D['export']>> = {
  method: 'GET'
  path: `${D['path']}/export`
  access: 'admin'
  tags: Tags
  summary: string
  query: z.ZodObject<E['filters']['shape'] & (typeof CsvExportQuerySchema)['shape']>
  responses: { 200: ReturnType<typeof fileResponse> } & ErrorsOf<400>
}

type DetailOperation<D extends AdminResourceDeclaration, E extends NonNullable<D['detail']>> = {
  method: 'GET'
  path: `${D['path']}/:id`
  access: 'admin'
  tags: Tags
  summary: string
  params: E['params']
  responses: { 200: E['response'] } & ErrorsOf<400 | 404>
}

type BulkOperation<D extends AdminResourceDeclaration, E extends NonNullable<D['bulk']>> = {
  method: 'POST'
  path: `${D['path']}/bulk`
  access: 'admin'
  tags: Tags
  summary: string
  body: E['body']
  responses: { 200: typeof AdminActionResultSchema } & ErrorsOf<400 | 404 | 413 | 415>
}

/** Only a type: lets the server's handlers be checked against the declaration they serve. */
declare const declared: unique symbol

/** The operations of an admin table: `list` always, the others when the declaration has them. */
export type AdminResource<D extends AdminResourceDeclaration> = { readonly [declared]?: D } & {
  list: ListOperation<D>
} & (D extends {
    export: infer E extends NonNullable<D['export']>
  }
    ? { export: ExportOperation<D, E> }
    : unknown) &
  (D extends { detail: infer E extends NonNullable<D['detail']> }
    ? { detail: DetailOperation<D, E> }
    : unknown) &
  (D extends { bulk: infer E extends NonNullable<D['bulk']> } ? { bulk: BulkOperation<D, E> } : unknown)

/**
 * The operations of an admin table from its declaration: the server serves them with
 * `serveAdminResource`, the web calls them and links to the export with `operationUrl`.
 */
export function defineAdminResource<const D extends AdminResourceDeclaration>(
  declaration: D,
): AdminResource<D> {
  const { path, list, export: csv, detail, bulk } = declaration
  const tags = declaration.tags ?? ['admin']
  const common = { access: 'admin', tags } as const
  return {
    list: defineOperation({
      method: 'GET',
      path,
      ...common,
      summary: list.summary,
      query: list.query,
      responses: { 200: list.response, ...errorResponses(400) },
    }),
    ...(csv && {
      export: defineOperation({
        method: 'GET',
        path: `${path}/export`,
        ...common,
        summary: csv.summary,
        query: csv.filters.extend(CsvExportQuerySchema.shape),
        responses: { 200: fileResponse(csv.file, ['text/csv']), ...errorResponses(400) },
      }),
    }),
    ...(detail && {
      detail: defineOperation({
        method: 'GET',
        path: `${path}/:id`,
        ...common,
        summary: detail.summary,
        params: detail.params,
        responses: { 200: detail.response, ...errorResponses(400, 404) },
      }),
    }),
    ...(bulk && {
      bulk: defineOperation({
        method: 'POST',
        path: `${path}/bulk`,
        ...common,
        summary: bulk.summary,
        body: bulk.body,
        responses: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 413, 415) },
      }),
    }),
  } as AdminResource<D>
}
