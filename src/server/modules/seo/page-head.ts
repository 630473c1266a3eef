import type { Database } from '@server/db/client'
import type { PageHeadResult } from '@server/http/head-html'
import { createTranslator } from '@server/i18n/translator'
import type { DirectoryIndex } from '@server/modules/providers/directory/directory-index'
import { searchProviders } from '@server/modules/providers/directory/provider-search'
import type { ProfileCache } from '@server/modules/providers/profile-cache'
import { CATEGORIES, categoryList, isCategorySlug } from '@shared/catalog/categories'
import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import { REVIEWS_PAGE_SIZE_DEFAULT } from '@shared/providers/provider-profile-schemas'
import { ProviderSearchQuerySchema } from '@shared/providers/provider-search-schemas'
import { pageTitle } from '@shared/routes/page-title'
import { alternatesOf, localizedUrl } from './localized-url'
import { SEO_TEXTS } from './seo-texts'
import { breadcrumbJsonLd, categoryListJsonLd, localBusinessJsonLd } from './structured-data'

const PROVIDER_PATH = /^\/providers\/([a-z0-9-]{1,120})$/
const DESCRIPTION_LENGTH = 160
const CATEGORY_PAGE_SIZE = 10

/** Cuts at a word boundary so a meta description never ends mid-word. */
export function shorten(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:.]$/, '')}…`
}

const categoryName = (slug: string, language: UiLanguage) =>
  CATEGORIES.find((c) => c.slug === slug)?.names[language] ?? slug

/**
 * The server-rendered head of the pages search engines should understand: provider profiles,
 * directory category pages and category × place pages (?category=…&locality=…), each with its
 * title, description, canonical and hreflang links, JSON-LD and breadcrumb in the page's language.
 * Null for every other page (the page's own head stays).
 */
export function createPageHead(
  db: Database,
  directory: DirectoryIndex,
  profiles: ProfileCache,
  publicUrl: string,
) {
  const breadcrumb = (
    language: UiLanguage,
    ...steps: { name: string; path: string; params?: Record<string, string> }[]
  ) =>
    breadcrumbJsonLd(
      [
        { name: SEO_TEXTS[language].home, path: '/' },
        { name: SEO_TEXTS[language].directory, path: '/directory' },
        ...steps,
      ].map((step) => ({
        name: step.name,
        url: localizedUrl(publicUrl, step.path, language, 'params' in step ? step.params : {}),
      })),
    )
  return async (
    path: string,
    params: URLSearchParams,
    language: UiLanguage,
  ): Promise<PageHeadResult | null> => {
    const providerSlug = PROVIDER_PATH.exec(path)?.[1]
    if (providerSlug) {
      // The same read as the page's own data (the first page of reviews): one read for both.
      const kept = await profiles.get(db, providerSlug, { page: 1, pageSize: REVIEWS_PAGE_SIZE_DEFAULT })
      if (!kept) return { status: 404, head: null }
      const { profile } = kept
      const category = categoryName(profile.categories[0] ?? '', language)
      const description = shorten(profile.descriptions[language])
      const canonical = localizedUrl(publicUrl, path, language)
      return {
        status: 200,
        head: {
          title: pageTitle(
            createTranslator(language, 'providers')('meta.title', {
              name: profile.name,
              categories: categoryList(profile.categories, language),
              locality: placeName(profile.locality, language),
            }),
          ),
          description,
          canonical,
          alternates: alternatesOf(publicUrl, path),
          jsonLd: [
            localBusinessJsonLd(profile, localizedUrl(publicUrl, path, 'en'), publicUrl, description),
            breadcrumb(
              language,
              ...(profile.categories[0]
                ? [{ name: category, path: '/directory', params: { category: profile.categories[0] } }]
                : []),
              { name: profile.name, path },
            ),
          ],
        },
      }
    }
    const category = params.get('category')
    if (path === '/directory' && category && isCategorySlug(category)) {
      const name = categoryName(category, language)
      const texts = SEO_TEXTS[language]
      const directoryTexts = createTranslator(language, 'directory')
      // A category × place page (an unknown place keeps the category's head).
      const locality = params.get('locality')?.trim()
      const origin = locality ? await directory.origin({ locality }) : null
      if (locality && origin && origin !== 'unknown') {
        // In the page's language, as the app names it ("Bartringen" on a German page).
        const place = placeName(origin.label ?? locality, language)
        const query = ProviderSearchQuerySchema.parse({
          category,
          locality,
          sort: 'distance',
          pageSize: CATEGORY_PAGE_SIZE,
        })
        const result = await searchProviders(directory, query, origin)
        const pageParams = { category, locality }
        return {
          status: 200,
          head: {
            title: pageTitle(directoryTexts('metaTitleCategoryIn', { category: name, place })),
            description: texts.directoryCategoryPlaceDescription(name, place),
            canonical: localizedUrl(publicUrl, path, language, pageParams),
            alternates: alternatesOf(publicUrl, path, pageParams),
            jsonLd: [
              categoryListJsonLd(`${name} – ${place}`, result.items, (slug) =>
                localizedUrl(publicUrl, `/providers/${slug}`, 'en'),
              ),
              breadcrumb(
                language,
                { name, path, params: { category } },
                { name: place, path, params: pageParams },
              ),
            ],
          },
        }
      }
      const query = ProviderSearchQuerySchema.parse({
        category,
        sort: 'rating',
        pageSize: CATEGORY_PAGE_SIZE,
      })
      const result = await searchProviders(directory, query, null)
      return {
        status: 200,
        head: {
          title: pageTitle(directoryTexts('metaTitleCategory', { category: name })),
          description: texts.directoryCategoryDescription(name, result.total),
          canonical: localizedUrl(publicUrl, path, language, { category }),
          alternates: alternatesOf(publicUrl, path, { category }),
          jsonLd: [
            categoryListJsonLd(name, result.items, (slug) =>
              localizedUrl(publicUrl, `/providers/${slug}`, 'en'),
            ),
            breadcrumb(language, { name, path, params: { category } }),
          ],
        },
      }
    }
    return null
  }
}
