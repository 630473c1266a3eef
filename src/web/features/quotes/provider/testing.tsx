import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { i18n } from '@web/i18n/i18n'
import type { SessionUser } from '@web/lib/auth/auth-context'
import { AuthProvider } from '@web/lib/auth/auth-context'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'

/** Test support for the provider pages: a detail to vary, a scripted API and the app's providers. */

export function requestDetail(overrides: Partial<QuoteRequestDetail> = {}): QuoteRequestDetail {
  return {
    id: 42,
    viewer: 'provider',
    status: 'pending',
    project: {
      id: 7,
      name: 'Bathroom tap replacement',
      category: 'plumbing',
      description: 'The kitchen tap drips.\nPlease bring a new cartridge.',
      locality: 'Bertrange',
      commune: 'Bertrange',
      postalCode: '8050',
      budgetLow: 150,
      budgetHigh: 300,
      timeline: 'within_week',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    customer: { name: 'Anne Schmit', email: null, phone: null },
    provider: {
      id: 3,
      slug: 'sanitaire-weber',
      name: 'Sanitaire Weber',
      rating: 4.6,
      reviewCount: 12,
      locality: 'Strassen',
      distanceKm: 3.2,
    },
    quote: null,
    declined: null,
    rejectReason: null,
    messages: [],
    actions: ['quote', 'decline', 'message'],
    createdAt: '2026-11-20T09:00:00.000Z',
    firstResponseAt: null,
    overdue: false,
    language: 'en',
    ...overrides,
  }
}

export function sessionUser(type: SessionUser['type']): SessionUser {
  return {
    id: 'u1',
    email: 'pro@example.lu',
    type,
    role: type === 'business' ? 'provider' : type === 'admin' ? 'admin' : 'customer',
    verified: true,
    credits: 3,
    profileComplete: true,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
  } as SessionUser
}

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

/** Shows where a navigation led, for routes the test does not render. */
export function Where() {
  const location = useLocation()
  return <p>{`at ${location.pathname}${location.search}`}</p>
}

export function renderRoutes(
  routes: RouteObject[],
  { at, user = null }: { at: string; user?: SessionUser | null },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], { initialEntries: [at] })
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider check={async () => user}>
          <Suspense fallback={<p>Loading…</p>}>
            <RouterProvider router={router} />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}
