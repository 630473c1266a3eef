import type { Database } from '@server/db/client'
import type { DirectoryIndex } from '@server/modules/providers/directory/directory-index'
import { searchProviders } from '@server/modules/providers/directory/provider-search'
import { getProviderProfile } from '@server/modules/providers/provider-profile'
import { CATEGORIES, isCategorySlug } from '@shared/catalog/categories'
import type { UiLanguage } from '@shared/i18n/languages'
import { ProviderSearchQuerySchema } from '@shared/providers/provider-search-schemas'
import type { PageHead } from './head-html'
import { alternatesOf, localizedUrl } from './localized-url'
import { SEO_TEXTS } from './seo-texts'
import { categoryListJsonLd, localBusinessJsonLd } from './structured-data'

export interface PageHeadResult {
  status: 200 | 404
  head: PageHead | null
}

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
 * The server-rendered head of the pages search engines should understand: provider profiles and
 * directory category pages. Null for every other page (the shell's default head stays).
 */
export function createPageHead(db: Database, directory: DirectoryIndex, publicUrl: string) {
  return async (
    path: string,
    params: URLSearchParams,
    language: UiLanguage,
  ): Promise<PageHeadResult | null> => {
    const providerSlug = PROVIDER_PATH.exec(path)?.[1]
    if (providerSlug) {
      const profile = await getProviderProfile(db, providerSlug, { page: 1, pageSize: 5 })
      if (!profile) return { status: 404, head: null }
      const category = categoryName(profile.categories[0] ?? '', language)
      const description = shorten(profile.descriptions[language])
      const canonical = localizedUrl(publicUrl, path, language)
      return {
        status: 200,
        head: {
          title: SEO_TEXTS[language].providerTitle(profile.name, category, profile.locality),
          description,
          canonical,
          alternates: alternatesOf(publicUrl, path),
          jsonLd: localBusinessJsonLd(profile, localizedUrl(publicUrl, path, 'en'), publicUrl, description),
        },
      }
    }
    const category = params.get('category')
    if (path === '/directory' && category && isCategorySlug(category)) {
      const query = ProviderSearchQuerySchema.parse({
        category,
        sort: 'rating',
        pageSize: CATEGORY_PAGE_SIZE,
      })
      const result = await searchProviders(directory, query, null)
      const name = categoryName(category, language)
      const texts = SEO_TEXTS[language]
      return {
        status: 200,
        head: {
          title: texts.directoryCategoryTitle(name),
          description: texts.directoryCategoryDescription(name, result.total),
          canonical: localizedUrl(publicUrl, path, language, { category }),
          alternates: alternatesOf(publicUrl, path, { category }),
          jsonLd: categoryListJsonLd(name, result.items, (slug) =>
            localizedUrl(publicUrl, `/providers/${slug}`, 'en'),
          ),
        },
      }
    }
    return null
  }
}
export type PageHeadResolver = ReturnType<typeof createPageHead>
