import './styles/app.css'
import type { UiLanguage } from '@shared/i18n/languages'
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders, createQueryClient } from './app/providers'
import { AppRoutes } from './app/router'
import { accessStatusQuery } from './hooks/use-access-status'
import { applyDemoModeFromUrl } from './hooks/use-demo-mode'
import { i18n, initI18n } from './i18n/i18n'
import { detectLanguage, LANGUAGE_CHANGE_EVENT } from './i18n/language'
import { ApiRequestError } from './lib/api/request-error'
import { STATE_ELEMENT_ID } from './ssr/document'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element #root not found')

/** What the server rendered the page with (ssr/entry-server.tsx): its query answers and message files. */
interface ServerState {
  queries: DehydratedState
  namespaces: string[]
}

function serverState(): ServerState | null {
  const element = document.getElementById(STATE_ELEMENT_ID)
  if (!element?.textContent) return null
  try {
    const state = JSON.parse(element.textContent) as ServerState
    for (const query of state.queries.queries) query.state.error = revivedError(query.state.error)
    return state
  } catch {
    return null
  }
}

/** An API error the page was rendered with arrives as plain data: it is an ApiRequestError again. */
function revivedError(error: Error | null): Error | null {
  if (typeof error !== 'object' || error === null) return error
  const { status, data, path, message } = error as Partial<ApiRequestError>
  if (typeof status !== 'number') return error
  return new ApiRequestError(message ?? `Request failed with status ${status}`, status, data, path ?? '')
}

/** The server renders in the language the browser will pick: the stored choice travels as a cookie. */
function rememberLanguage(language: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is missing from some browsers
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`
}

/**
 * The service worker (public/sw.js, ADR 022) keeps the app's files for repeat visits and shows the
 * offline page in the visitor's language. It registers once the page has loaded, never competing
 * with it, and in the production build only (the dev server's modules change under it).
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const tellLanguage = () =>
    navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage({ type: 'language', language: i18n.language }))
      .catch(() => undefined)
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(tellLanguage, () => undefined)
    addEventListener(LANGUAGE_CHANGE_EVENT, tellLanguage)
  }
  if (document.readyState === 'complete') setTimeout(register, 0)
  else addEventListener('load', () => setTimeout(register, 0), { once: true })
}

const app = (queryClient: QueryClient) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
)

applyDemoModeFromUrl(location.search)
const language: UiLanguage = detectLanguage()
const state = serverState()
const queryClient = createQueryClient()
if (state) hydrate(queryClient, state.queries)
addEventListener(LANGUAGE_CHANGE_EVENT, () => rememberLanguage(i18n.language))

// A page the server rendered in this language is hydrated: the same tree, from the same answers
// and messages, takes over its HTML. Any other page (signed-in pages, or a language chosen here
// that the server could not know yet) renders in the browser.
if (state && rootElement.dataset.ssr === language && rootElement.firstElementChild) {
  // Asked now rather than by the first components that read it: a query that starts when its
  // component subscribes makes React re-render that component at once, in the task that runs the
  // effects of the hydrated page (one long task more).
  void queryClient.prefetchQuery(accessStatusQuery)
  await initI18n(language, state.namespaces)
  // A transition, so React hydrates in slices of a few milliseconds between which the browser
  // answers the visitor (a click on a part not yet hydrated hydrates that part first), instead of
  // one long task that blocks the page while it is already on screen (it would count as Total Blocking Time).
  startTransition(() => {
    hydrateRoot(rootElement, app(queryClient))
  })
} else {
  await initI18n(language)
  createRoot(rootElement).render(app(queryClient))
}
rememberLanguage(i18n.language)
registerServiceWorker()
