import { vi } from 'vitest'

/** A scripted API for web tests: fetch answers from a list of routes and records every call. */

export interface ApiRoute {
  method?: string
  /** Matched against the path with its query string. */
  path: RegExp
  status?: number
  body: unknown
}

export interface ApiCall {
  method: string
  url: string
  body: unknown
}

/** Answers fetch from the routes (first match wins); anything else is a 404 not_found. */
export function scriptApi(routes: ApiRoute[]): ApiCall[] {
  const calls: ApiCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined })
      const route = routes.find((r) => (r.method ?? 'GET') === method && r.path.test(url))
      if (!route) {
        return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), {
          status: 404,
        })
      }
      return new Response(JSON.stringify(route.body), { status: route.status ?? 200 })
    }),
  )
  return calls
}
