import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { isUiLanguage } from '@shared/i18n/languages'
import { Badge } from '@web/components/ui/badge'
import { useTranslation } from 'react-i18next'

/** What the visitor asked for, read back from the URL, with one way to start over. */
export function SearchSummary({
  query,
  category,
  letter,
  onClear,
}: {
  query: string
  category: CategorySlug | null
  letter: string | null
  onClear: () => void
}) {
  const { t, i18n } = useTranslation('directory')
  const language = isUiLanguage(i18n.language) ? i18n.language : 'en'
  const categoryName = CATEGORIES.find((entry) => entry.slug === category)?.names[language]
  if (!query && !categoryName && !letter) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">{t('selection.label')}</span>
      {query && <Badge tone="brand">{t('selection.query', { query })}</Badge>}
      {categoryName && <Badge tone="brand">{categoryName}</Badge>}
      {letter && <Badge tone="brand">{t('selection.letter', { letter })}</Badge>}
      <button
        type="button"
        onClick={onClear}
        className="rounded px-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
      >
        {t('selection.clear')}
      </button>
    </div>
  )
}
