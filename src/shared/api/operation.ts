import type { z } from 'zod'

/**
 * Who may call an operation (product §6): anyone; any account; that role (admins pass all). The
 * server enforces it from the declaration (`server/http/access.ts`) and the API document shows it.
 */
export type Access = 'public' | 'signedIn' | 'customer' | 'provider' | 'admin'

/** Where the server serves the API document built from the contract (OpenAPI, with its UI). */
export const API_DOCS_PATH = '/api/docs'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One API operation, declared once (ADR 078): the server registers its route from it
 * (`server/http/operation-route.ts`), the API document describes it, the web calls it
 * (`web/lib/api/call.ts`). `responses` is the route's answer per status, as Fastify's
 * `schema.response` reads it: the zod schema of the success, the documented refusals.
 */
export interface Operation {
  method: HttpMethod
  path: `/${string}`
  access: Access
  tags: readonly string[]
  summary: string
  description?: string
  /** The body's media types when it is not JSON (a file upload: `multipart/form-data`). */
  consumes?: readonly string[]
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  responses: Readonly<Record<number, unknown>>
}

/** Declares an operation, keeping its literal path and its schemas' types. */
export const defineOperation = <const O extends Operation>(operation: O): O => operation

type SuccessStatus = 200 | 201 | 202 | 204
type SuccessSchema<O extends Operation> = O['responses'][Extract<keyof O['responses'], SuccessStatus>]

/** What the web reads from a successful answer: the JSON of the success schema (null for a 204). */
export type ResponseOf<O extends Operation> =
  SuccessSchema<O> extends z.ZodType ? z.output<SuccessSchema<O>> : unknown

type InputOf<S> = S extends z.ZodType ? z.input<S> : never

/** The body a call of the operation sends, as its schema takes it. */
export type BodyOf<O extends Operation> = InputOf<O['body']>

/**
 * A query as its schema takes it, or as a page holds it after reading its own URL with the same
 * schema (a list's filters): both write the same query string (`true`, `25`, `2026-11-25`).
 */
type QueryOf<S> = S extends z.ZodType ? z.input<S> | Partial<z.output<S>> : never

/** What a call of the operation sends: its path parameters, its query and its body, as the schemas take them. */
export type OperationInput<O extends Operation> = (O['params'] extends z.ZodType
  ? { params: InputOf<O['params']> }
  : { params?: never }) &
  (O['query'] extends z.ZodType ? { query?: QueryOf<O['query']> } : { query?: never }) &
  (O['body'] extends z.ZodType ? { body: InputOf<O['body']> } : { body?: never })

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

/** A query string from the values given: absent, null and empty values are left out; arrays repeat the key. */
export function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The operation's URL for these inputs: each `:name` of its path replaced by the encoded parameter,
 * then the query. A missing parameter is a programming error, not a request to send.
 */
export function operationUrl<O extends Operation>(
  operation: O,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>
  const path = operation.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`${operation.path}: missing parameter ${name}`)
    return encodeURIComponent(String(value))
  })
  return `${path}${queryString(input.query as Record<string, QueryValue> | undefined)}`
}
