import { categoryName } from '@shared/catalog/categories'
import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import type { TFunction } from 'i18next'
import type { DirectoryParams } from './directory-params'

/**
 * The directory's <title>: what was searched, else the trade browsed and its place in the words the
 * server's search-engine head gives a category page ("Plomberie à Esch-sur-Alzette – comparez les
 * pros locaux"), else the directory's own.
 */
export function directoryTitle(
  { q, category, locality }: Pick<DirectoryParams, 'q' | 'category' | 'locality'>,
  t: TFunction,
  language: UiLanguage,
): string {
  if (q) return t('directory:metaTitleQuery', { query: q })
  if (!category) return t('directory:metaTitle')
  const trade = categoryName(category, language)
  return locality
    ? t('directory:metaTitleCategoryIn', { category: trade, place: placeName(locality, language) })
    : t('directory:metaTitleCategory', { category: trade })
}
