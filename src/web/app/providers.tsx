import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { i18n } from '@web/i18n/i18n'
import { AuthProvider } from '@web/lib/auth/auth-context'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ErrorBoundary } from './errors/error-boundary'
import { LazyToaster } from './lazy-toaster'

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
})

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {children}
            <LazyToaster />
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  )
}
