import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { i18n } from '@web/i18n/i18n'
import { AuthProvider, type SessionUser } from '@web/lib/auth/auth-context'
import { type ReactNode, Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router'

/**
 * The one renderer of web tests: the app's providers (i18n, a query client that never retries, the
 * auth context and a memory router), as `app/providers.tsx` wires them for the real app.
 */
export interface RenderOptions {
  /** The URL the router starts at. */
  at?: string
  /** Who is signed in; nobody by default. Ignored when `check` is given. */
  user?: SessionUser | null
  /** The session check, for tests that answer the profile (profileContract.me) through their fetch stub. Keep it stable. */
  check?: () => Promise<SessionUser | null>
}

/** Shows where a navigation led, for the routes a test does not render. */
export function Where() {
  const location = useLocation()
  return <p>{`at ${location.pathname}${location.search}`}</p>
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** Renders routes inside the app's providers; paths no route matches render `<Where />`. */
export function renderRoutes(routes: RouteObject[], { at = '/', user = null, check }: RenderOptions = {}) {
  const queryClient = createTestQueryClient()
  const catchAll = routes.some((route) => route.path === '*') ? [] : [{ path: '*', element: <Where /> }]
  const router = createMemoryRouter([...routes, ...catchAll], { initialEntries: [at] })
  const session = check ?? (async () => user)
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider check={session}>
          <Suspense fallback={<p>Loading...</p>}>
            <RouterProvider router={router} />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { ...result, router, queryClient }
}

/** Renders one element at `at` (every path shows it) inside the app's providers. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options)
}
