import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { i18n as appI18n } from '@web/i18n/i18n'
import { AuthProvider } from '@web/lib/auth/auth-context'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ErrorBoundary } from './errors/error-boundary'
import { LazyLiveUpdates } from './lazy-live-updates'
import { LazyToaster } from './lazy-toaster'

/** The app's query defaults; the server renders with a client of its own per request (ssr/). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  })
}

const browserQueryClient = createQueryClient()

const views = new WeakMap<I18n, I18n>()

/**
 * The i18next instance as components see it. react-i18next copies every own property of the
 * instance it is given, once for each component that asks for translations: some forty bound
 * methods, tens of microseconds, a few hundred times per page (measured as a third of a directory
 * page's server render, and as much of its hydration). An object whose prototype is the instance
 * has no own property to copy and reads everything, the current language included, through to it.
 */
export function i18nView(instance: I18n): I18n {
  let view = views.get(instance)
  if (!view) {
    view = Object.create(instance) as I18n
    views.set(instance, view)
  }
  return view
}

/**
 * Everything a page needs around it. The browser passes nothing (or the client it hydrated from the
 * server's answers); the server passes its request's own query client and language instance.
 */
export function AppProviders({
  children,
  queryClient = browserQueryClient,
  i18n = appI18n,
}: {
  children: ReactNode
  queryClient?: QueryClient
  i18n?: I18n
}) {
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18nView(i18n)}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {children}
            <LazyLiveUpdates />
            <LazyToaster />
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  )
}
