import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import type { LandingVersion } from '@shared/landing/landing-versions'
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query'
import { type PageQuery, pageHead, pageQueries, shellQueries } from '@web/app/page-data'
import { AppProviders, createQueryClient, i18nView } from '@web/app/providers'
import { AppRoutes } from '@web/app/router'
import { BANNER_DISMISSED_KEY } from '@web/app/shell/launch-banner-dismissal'
import { LANDING_VERSION_KEY } from '@web/hooks/use-landing-version'
import { i18n, initI18n } from '@web/i18n/i18n'
import { ApiRequestError } from '@web/lib/api/request-error'
import type { i18n as I18n } from 'i18next'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { criticalCssFor } from './critical-css'
import { documentTemplate } from './document'

/** Answers a GET on one of the API's public routes, as the browser would have asked it. */
export type ApiFetch = (path: string) => Promise<{ status: number; body: unknown }>

export interface RenderRequest {
  /** Path and query string, as requested. */
  url: string
  language: UiLanguage
  fetchApi: ApiFetch
  /** The server knows the path is no page of the app (the routes' catch-all renders the not-found page): a 404. */
  notFound?: boolean
  /** The landing version the server gave this visitor (the landing page only). */
  landingVersion?: LandingVersion
  /** The launch banner version the visitor closed (their cookie's value): the one thing of theirs a page shows. */
  bannerDismissed?: string | null
}

export interface RenderResult {
  status: 200 | 404
  html: string
  /** Every query the page ran was answered (a rate limit or an outage shows in the page, which is then not kept). */
  complete: boolean
  /** Milliseconds spent answering the page's queries, rendering it, and writing the document (Server-Timing). */
  timings: { data: number; render: number; document: number }
}

// Every message namespace, known from the bundled files: the server loads them all once.
const NAMESPACES = Object.keys(
  import.meta.glob([
    '../../shared/i18n/locales/en/*.json',
    '!../../shared/i18n/locales/en/errors.json',
    '!../../shared/i18n/locales/en/emails.json',
    '!../../shared/i18n/locales/en/push.json',
    '!../../shared/i18n/locales/en/billing.json',
    '!../../shared/i18n/locales/en/pages.json',
    '!../../shared/i18n/locales/en/demo.json',
    '!../../shared/i18n/locales/en/shared.json',
  ]),
).map((file) => /([\w-]+)\.json$/.exec(file)?.[1] as string)

/** The namespaces react-i18next saw the page ask for (it records them on the instance). */
const usedNamespaces = (instance: I18n): string[] =>
  (
    instance as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }
  ).reportNamespaces?.getUsedNamespaces() ?? ['common']

/** Whether the page's subject is unknown (a defining query answered 404), and whether any query failed otherwise. */
async function prefetch(queryClient: QueryClient, queries: PageQuery[], fetchApi: ApiFetch) {
  let notFound = false
  let failed = false
  await Promise.all(
    queries.map(async (query) => {
      await queryClient.prefetchQuery({
        queryKey: query.queryKey,
        retry: false,
        queryFn:
          'load' in query
            ? async () => {
                try {
                  return await query.load()
                } catch (error) {
                  failed = true
                  throw error
                }
              }
            : async () => {
                const { status, body } = await fetchApi(query.path)
                if (status === 200) return body
                if (status === 404 && query.defines) notFound = true
                else failed = true
                const message = (body as { error?: { message?: string } } | null)?.error?.message
                throw new ApiRequestError(
                  message ?? `Request failed with status ${status}`,
                  status,
                  body,
                  query.path,
                )
              },
      })
    }),
  )
  return { notFound, failed }
}

/**
 * Server rendering of the web app (ADR 021), loaded by the API server from dist/ssr at start. It
 * renders a page with React's own server renderer from the same routes and components as the
 * browser, after answering the queries the page runs (app/page-data.ts) through the server's own
 * public routes; the answers travel with the HTML so the browser hydrates without fetching again.
 */
export async function createRenderer({ webRoot }: { webRoot: string }) {
  await initI18n('en', NAMESPACES)
  await i18n.loadLanguages([...UI_LANGUAGES])
  // One instance per language over the shared messages: renders in other languages, running at the
  // same time, cannot change a render's language.
  const languages = new Map(
    UI_LANGUAGES.map((language) => [language, i18n.cloneInstance({ lng: language, initAsync: false })]),
  )
  const template = documentTemplate(readFileSync(join(webRoot, 'index.html'), 'utf8'), {
    iconSvg: readFileSync(join(webRoot, 'favicon.svg'), 'utf8'),
  })
  const criticalCss = criticalCssFor(readFileSync(join(webRoot, template.stylesheet), 'utf8'))

  return async function render({
    url,
    language,
    fetchApi,
    notFound = false,
    landingVersion,
    bannerDismissed = null,
  }: RenderRequest): Promise<RenderResult> {
    const started = performance.now()
    const location = new URL(url, 'http://localhost')
    const queryClient = createQueryClient()
    // A view of the language's instance for this request only: it records the namespaces used.
    const t18n = Object.create(languages.get(language) ?? i18n) as I18n
    const queries = notFound
      ? shellQueries()
      : pageQueries(location.pathname, location.searchParams, language)
    const answers = await prefetch(queryClient, queries, fetchApi)
    const missing = answers.notFound || notFound
    if (landingVersion) queryClient.setQueryData(LANDING_VERSION_KEY, { version: landingVersion })
    queryClient.setQueryData(BANNER_DISMISSED_KEY, bannerDismissed)
    const fetched = performance.now()

    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={t18n}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // One complete document: no out-of-order boundaries, which would need inline scripts (CSP).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    let body = ''
    for await (const chunk of prelude) body += chunk
    const rendered = performance.now()

    const head = pageHead(location.pathname, {
      search: location.searchParams,
      language,
      t: t18n.t.bind(t18n),
      queryClient,
      notFound: missing,
    })
    const state = {
      queries: dehydrate(queryClient, {
        // A page about something the API does not know renders its not-found state from the error.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
      }),
      namespaces: usedNamespaces(i18nView(t18n)),
    }
    const html = template.render({ language, ...head, criticalCss: criticalCss(body), body, state })
    return {
      status: missing ? 404 : 200,
      complete: !answers.failed,
      html,
      timings: {
        data: fetched - started,
        render: rendered - fetched,
        document: performance.now() - rendered,
      },
    }
  }
}
