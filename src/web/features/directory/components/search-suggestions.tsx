import type { CategoryDefinition } from '@shared/catalog/categories'
import { placeName } from '@shared/geo/place-names'
import type { ProviderSearchItem } from '@shared/providers/provider-search-schemas'
import { cn } from '@web/components/ui/cn'
import type { useCombobox } from '@web/hooks/use-combobox'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Building2, MapPin, Tag } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type Suggestion =
  | { kind: 'category'; category: CategoryDefinition }
  | { kind: 'provider'; provider: ProviderSearchItem }

type Combobox = ReturnType<typeof useCombobox>

/** The listbox under the search box: matching categories first, then providers, each group labelled. */
export function SearchSuggestions({
  suggestions,
  combobox,
  loading,
}: {
  suggestions: Suggestion[]
  combobox: Combobox
  loading: boolean
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const indexed = suggestions.map((suggestion, index) => ({ suggestion, index }))
  const categories = indexed.filter(({ suggestion }) => suggestion.kind === 'category')
  const providers = indexed.filter(({ suggestion }) => suggestion.kind === 'provider')

  const option = (index: number, icon: ReactNode, title: ReactNode, detail: ReactNode) => (
    <div
      key={index}
      {...combobox.optionProps(index)}
      tabIndex={-1}
      className={cn(
        'flex cursor-pointer items-start gap-2 px-3 py-2',
        index === combobox.activeIndex && 'bg-brand-50',
      )}
    >
      {icon}
      <span className="min-w-0">
        <span className="block truncate font-medium text-ink">{title}</span>
        <span className="block truncate text-sm text-slate-600">{detail}</span>
      </span>
    </div>
  )

  return (
    <div
      id={combobox.listboxId}
      role="listbox"
      aria-label={t('search.suggestionsLabel')}
      hidden={!combobox.expanded}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {combobox.expanded && categories.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not fieldsets
        <div role="group" aria-label={t('search.categoriesGroup')}>
          <div
            aria-hidden="true"
            className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {t('search.categoriesGroup')}
          </div>
          {categories.map(({ suggestion, index }) =>
            suggestion.kind === 'category'
              ? option(
                  index,
                  <Tag className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />,
                  suggestion.category.names[language],
                  t('search.categoryHint'),
                )
              : null,
          )}
        </div>
      )}
      {combobox.expanded && providers.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not fieldsets
        <div role="group" aria-label={t('search.providersGroup')}>
          <div
            aria-hidden="true"
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {t('search.providersGroup')}
          </div>
          {providers.map(({ suggestion, index }) =>
            suggestion.kind === 'provider'
              ? option(
                  index,
                  <Building2 className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />,
                  suggestion.provider.name,
                  <>
                    <MapPin className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                    {placeName(suggestion.provider.locality, language)}
                  </>,
                )
              : null,
          )}
        </div>
      )}
      {combobox.expanded && loading && providers.length === 0 && (
        <div aria-hidden="true" className="px-3 py-2 text-sm text-slate-600">
          {t('search.searchingProviders')}
        </div>
      )}
    </div>
  )
}
