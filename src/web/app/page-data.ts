import type { UiLanguage } from '@shared/i18n/languages'
import { directorySearchRequest } from '@web/features/directory/api/search-providers'
import { readDirectoryParams } from '@web/features/directory/lib/directory-params'
import { recentProjectsRequest } from '@web/features/landing/api/get-recent-projects'
import { siteFiguresRequest } from '@web/features/landing/api/get-site-figures'
import { topProvidersRequest } from '@web/features/landing/api/top-providers-request'
import { legalDocumentRequest } from '@web/features/legal/api/get-legal-document'
import { isLegalDocumentId } from '@web/features/legal/api/legal-document-schema'
import { providerProfileRequest } from '@web/features/providers/api/get-provider-profile'
import { reviewPolicyRequest } from '@web/features/providers/api/get-review-policy'
import { publicSettingsRequest } from '@web/hooks/use-public-settings'
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

/**
 * The queries a page runs as it first renders, with the keys and paths the page itself uses, so the
 * server can answer them before rendering and the browser hydrates from exactly what it would have
 * fetched. A page left out here still renders on the server, with its loading state.
 */
export function pageQueries(pathname: string, search: URLSearchParams, language: UiLanguage): PageQuery[] {
  return [...shellQueries(), ...ownPageQueries(pathname, search, language)]
}

/** What every page's frame shows, the not-found page's too: the admin's launch banner. */
export const shellQueries = (): PageQuery[] => [publicSettingsRequest()]

function ownPageQueries(pathname: string, search: URLSearchParams, language: UiLanguage): PageQuery[] {
  if (pathname === '/') return [topProvidersRequest(), recentProjectsRequest(), siteFiguresRequest()]
  if (pathname === '/directory') return [directorySearchRequest(readDirectoryParams(search))]
  const slug = matchPath('/providers/:slug', pathname)?.params.slug
  if (slug) return [{ ...providerProfileRequest(slug), defines: true }]
  if (pathname === '/review-policy') return [reviewPolicyRequest(language)]
  const document = pathname.slice(1)
  if (isLegalDocumentId(document)) return [legalDocumentRequest(document, language)]
  return []
}
