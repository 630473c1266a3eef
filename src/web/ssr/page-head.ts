import { isUiLanguage } from '@shared/i18n/languages'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { QueryClient } from '@tanstack/react-query'
import { readDirectoryParams } from '@web/features/directory/lib/directory-params'
import { type LoadedLegalDocument, legalDocumentRequest } from '@web/features/legal/api/get-legal-document'
import { isLegalDocumentId } from '@web/features/legal/api/legal-document-schema'
import { reviewPolicyRequest } from '@web/features/providers/api/get-review-policy'
import { providerQueryKeys } from '@web/features/providers/api/provider-query-keys'
import { profileMeta } from '@web/features/providers/hooks/use-profile-meta'
import type { ReviewPolicy } from '@web/features/providers/lib/review-policy-schema'
import type { i18n as I18n } from 'i18next'
import { matchPath } from 'react-router'

const SUFFIX = ' – LuxPro'

/**
 * The <title> and description a page sets once it runs (useDocumentTitle), in the page's language,
 * so the first paint already has them. The API server then writes the search engines' head over
 * it where it has one (provider profiles, category pages).
 */
export function pageHead(
  pathname: string,
  search: URLSearchParams,
  queryClient: QueryClient,
  i18n: I18n,
  notFound: boolean,
): { title: string; description: string } {
  const t = i18n.t.bind(i18n)
  const language = isUiLanguage(i18n.language) ? i18n.language : 'en'
  const page = (title: string, description: string) => ({ title: `${title}${SUFFIX}`, description })
  const home = { title: t('landing:meta.title'), description: t('landing:meta.description') }

  const slug = matchPath('/providers/:slug', pathname)?.params.slug
  if (slug) {
    if (notFound) return page(t('providers:notFound.title'), t('providers:notFound.body'))
    const profile = queryClient.getQueryData<ProviderProfile>(providerQueryKeys.profile(slug))
    if (!profile) return home
    const meta = profileMeta(profile, t, language)
    return page(meta.title, meta.description)
  }
  if (notFound) return page(t('notFound.title'), t('notFound.body'))
  if (pathname === '/directory') {
    const { q } = readDirectoryParams(search)
    return page(
      q ? t('directory:metaTitleQuery', { query: q }) : t('directory:metaTitle'),
      t('directory:lead'),
    )
  }
  if (pathname === '/how-it-works') return page(t('info:howItWorks.metaTitle'), t('info:howItWorks.lead'))
  if (pathname === '/contact') return page(t('info:contact.metaTitle'), t('info:contact.lead'))
  if (pathname === '/auth') return page(t('auth:title'), t('auth:lead'))
  if (pathname === '/review-policy') {
    const policy = queryClient.getQueryData<ReviewPolicy>(reviewPolicyRequest(language).queryKey)
    if (policy) return page(policy.title, policy.summary)
  }
  const documentId = pathname.slice(1)
  if (isLegalDocumentId(documentId)) {
    const loaded = queryClient.getQueryData<LoadedLegalDocument>(
      legalDocumentRequest(documentId, language).queryKey,
    )
    if (loaded) return page(loaded.document.title, loaded.document.summary)
  }
  return home
}
