import { useSearchParams } from 'react-router'
import type { z } from 'zod'

export type QueryValue = string | number | boolean | undefined

/**
 * What every admin list's query may hold beside its filters: the shared `PageQuerySchema`, a search
 * and a sort. Every value is one an address can carry.
 */
export type AdminListQuery = {
  /** Lists short enough to come whole (the access codes) have no pages. */
  page?: number
  /** Lists whose server takes a page size; the others answer with their own. */
  pageSize?: number
  q?: string
  /** Lists that sort on the server say by what. */
  sort?: string
  dir?: 'asc' | 'desc'
  [filter: string]: QueryValue
}

/**
 * What an address's query says, read by the list's own shared schema (the one the server checks):
 * a value the schema refuses (a hand-edited `?role=owner`) is left out, the rest stands.
 */
export function parseListQuery<Schema extends z.ZodType>(
  schema: Schema,
  params: URLSearchParams,
): z.output<Schema> {
  const raw: Record<string, string> = Object.fromEntries(params)
  const first = schema.safeParse(raw)
  if (first.success) return first.data
  for (const issue of first.error.issues) delete raw[String(issue.path[0])]
  const second = schema.safeParse(raw)
  return second.success ? second.data : schema.parse({})
}

/**
 * A table's filters, sort and page in the URL (shareable, the back button works), typed by its list
 * schema. Changing a filter goes back to page 1; `lang` and anything else in the URL stays.
 */
export function useSchemaQuery<Schema extends z.ZodType<AdminListQuery>>(schema: Schema) {
  const [params, setParams] = useSearchParams()
  const query = parseListQuery(schema, params)
  // Keys are checked where they are declared (a list's filters name keys of its schema).
  const update = (changes: Readonly<Record<string, QueryValue>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
        else next.set(key, String(value))
      }
      if (!('page' in changes)) next.delete('page')
      return next
    })
  return { query, update }
}
