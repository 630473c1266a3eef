import type { UiLanguage } from '@shared/i18n/languages'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { pageTitle } from '@shared/routes/page-title'
import type { QueryClient } from '@tanstack/react-query'
import { directorySearchRequest } from '@web/features/directory/api/search-providers'
import { readDirectoryParams } from '@web/features/directory/lib/directory-params'
import { directoryTitle } from '@web/features/directory/lib/directory-title'
import { recentProjectsRequest } from '@web/features/landing/api/get-recent-projects'
import { recentWorkRequest } from '@web/features/landing/api/get-recent-work'
import { siteFiguresRequest } from '@web/features/landing/api/get-site-figures'
import { topProvidersRequest } from '@web/features/landing/api/top-providers-request'
import { type LoadedLegalDocument, legalDocumentRequest } from '@web/features/legal/api/get-legal-document'
import { LEGAL_DOCUMENTS, type LegalDocumentId } from '@web/features/legal/api/legal-document-schema'
import { providerProfileRequest } from '@web/features/providers/api/get-provider-profile'
import { reviewPolicyRequest } from '@web/features/providers/api/get-review-policy'
import { providerQueryKeys } from '@web/features/providers/api/provider-query-keys'
import { profileMeta } from '@web/features/providers/hooks/use-profile-meta'
import type { ReviewPolicy } from '@web/features/providers/lib/review-policy-schema'
import { publicSettingsRequest } from '@web/hooks/use-public-settings'
import type { TFunction } from 'i18next'
import { matchPath } from 'react-router'

type QueryKey = readonly unknown[]

/** A query answered by one of the API's public GET routes. */
export interface ApiPageQuery {
  queryKey: QueryKey
  path: string
  /** The page is about this one thing: when the API says 404, so does the page. */
  defines?: boolean
}

/** A query the page answers from its own bundle (legal texts, the review policy). */
export interface LocalPageQuery {
  queryKey: QueryKey
  load: () => Promise<unknown>
}

export type PageQuery = ApiPageQuery | LocalPageQuery

/** What a page's head is computed from, once its queries are answered. */
export interface HeadContext {
  params: Record<string, string | undefined>
  search: URLSearchParams
  language: UiLanguage
  t: TFunction
  queryClient: QueryClient
  /** The page's subject is unknown (its defining query answered 404). */
  notFound: boolean
}

export interface PageHead {
  title: string
  description: string
}

/**
 * What the server does for a page before rendering it: the queries the page runs as it first renders
 * (with the keys and paths the page itself uses, so the browser hydrates from exactly what it would
 * have fetched), and the <title> and description the page sets once it runs (useDocumentTitle), so the
 * first paint already has them. A page left out renders on the server too, with its loading state and
 * the landing page's head. The API server then writes the search engines' head over it where it has
 * one (provider profiles, category pages).
 */
interface ServerPage {
  queries?: (params: HeadContext['params'], search: URLSearchParams, language: UiLanguage) => PageQuery[]
  head?: (context: HeadContext) => PageHead | null
}

const page = (title: string, description: string): PageHead => ({ title: pageTitle(title), description })

const legalDocument = (id: LegalDocumentId): ServerPage => ({
  queries: (_params, _search, language) => [legalDocumentRequest(id, language)],
  head: ({ queryClient, language }) => {
    const loaded = queryClient.getQueryData<LoadedLegalDocument>(legalDocumentRequest(id, language).queryKey)
    return loaded ? page(loaded.document.title, loaded.document.summary) : null
  },
})

/** Route path patterns (as in app/router.tsx) → what the server does for them. */
const SERVER_PAGES: Record<string, ServerPage> = {
  '/': {
    queries: () => [
      topProvidersRequest(),
      recentWorkRequest(),
      recentProjectsRequest(),
      siteFiguresRequest(),
    ],
  },
  '/directory': {
    queries: (_params, search) => [directorySearchRequest(readDirectoryParams(search))],
    head: ({ search, t, language }) =>
      page(directoryTitle(readDirectoryParams(search), t, language), t('directory:lead')),
  },
  '/providers/:slug': {
    queries: ({ slug = '' }) => [{ ...providerProfileRequest(slug), defines: true }],
    head: ({ params, notFound, queryClient, t, language }) => {
      if (notFound) return page(t('providers:notFound.title'), t('providers:notFound.body'))
      const profile = queryClient.getQueryData<ProviderProfile>(providerQueryKeys.profile(params.slug ?? ''))
      if (!profile) return null
      const meta = profileMeta(profile, t, language)
      return page(meta.title, meta.description)
    },
  },
  '/review-policy': {
    queries: (_params, _search, language) => [reviewPolicyRequest(language)],
    head: ({ queryClient, language }) => {
      const policy = queryClient.getQueryData<ReviewPolicy>(reviewPolicyRequest(language).queryKey)
      return policy ? page(policy.title, policy.summary) : null
    },
  },
  '/how-it-works': { head: ({ t }) => page(t('info:howItWorks.metaTitle'), t('info:howItWorks.lead')) },
  '/contact': { head: ({ t }) => page(t('info:contact.metaTitle'), t('info:contact.lead')) },
  '/auth': { head: ({ t }) => page(t('auth:title'), t('auth:lead')) },
  ...Object.fromEntries(LEGAL_DOCUMENTS.map((id) => [`/${id}`, legalDocument(id)])),
}

function serverPage(pathname: string): { page: ServerPage; params: HeadContext['params'] } | null {
  for (const [pattern, found] of Object.entries(SERVER_PAGES)) {
    const match = matchPath(pattern, pathname)
    if (match) return { page: found, params: match.params }
  }
  return null
}

/** What every page's frame shows, the not-found page's too: the admin's launch banner. */
export const shellQueries = (): PageQuery[] => [publicSettingsRequest()]

export function pageQueries(pathname: string, search: URLSearchParams, language: UiLanguage): PageQuery[] {
  const found = serverPage(pathname)
  return [...shellQueries(), ...(found?.page.queries?.(found.params, search, language) ?? [])]
}

/** The page's <title> and description in its language; the landing page's where the page has none. */
export function pageHead(pathname: string, context: Omit<HeadContext, 'params'>): PageHead {
  const { t, notFound } = context
  const found = serverPage(pathname)
  const head = found?.page.head?.({ ...context, params: found.params })
  if (head) return head
  if (notFound && !found?.page.head) return page(t('notFound.title'), t('notFound.body'))
  return { title: t('landing:meta.title'), description: t('landing:meta.description') }
}
