import type { CategorySlug } from '@shared/catalog/categories'
import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { SearchForm } from '@web/components/ui/form'
import { Input } from '@web/components/ui/form-field'
import { SUGGESTION_MIN_CHARS, useProviderSuggestions } from '@web/features/directory/api/suggest-providers'
import type { HistoryMode } from '@web/features/directory/hooks/use-directory-params'
import { useUrlTextDraft } from '@web/features/directory/hooks/use-url-text-draft'
import { matchCategories } from '@web/features/directory/lib/match-categories'
import { SEARCH_QUERY_MAX } from '@web/features/directory/lib/search-contract'
import { useCombobox } from '@web/hooks/use-combobox'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Search } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SearchSuggestions, type Suggestion } from './search-suggestions'

export const SUGGESTION_DEBOUNCE_MS = 200

/**
 * The directory's search box: the words go to the URL as the visitor types (the results follow),
 * and a combobox suggests matching categories and providers. A category narrows the list; a
 * provider opens its profile.
 */
export function DirectorySearch({
  query,
  onSearch,
  onChooseCategory,
}: {
  query: string
  onSearch: (query: string, history: HistoryMode) => void
  onChooseCategory: (category: CategorySlug) => void
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const id = useId()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const { draft, setDraft, commit, adopt } = useUrlTextDraft(query, onSearch)
  // Suggestions are for someone using the box, not for words that arrived with the link.
  const [engaged, setEngaged] = useState(false)
  const debounced = useDebouncedValue(draft, SUGGESTION_DEBOUNCE_MS)
  const typed = engaged ? debounced : ''
  const providers = useProviderSuggestions(typed)
  const suggestions = useMemo<Suggestion[]>(() => {
    if (typed.trim().length < SUGGESTION_MIN_CHARS) return []
    return [
      ...matchCategories(typed, language).map((category) => ({ kind: 'category' as const, category })),
      ...(providers.data ?? []).map((provider) => ({ kind: 'provider' as const, provider })),
    ]
  }, [typed, language, providers.data])

  const combobox = useCombobox({
    count: suggestions.length,
    onChoose: (index) => {
      const chosen = suggestions[index]
      if (chosen?.kind === 'category') {
        // The words were the category's name: the category replaces them.
        adopt('')
        onChooseCategory(chosen.category.slug)
      } else if (chosen?.kind === 'provider') {
        navigate(localize(`/providers/${chosen.provider.slug}`))
      }
    },
  })

  return (
    <div>
      <SearchForm
        action="/directory"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          combobox.close()
          setEngaged(false)
          commit()
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
            {t('search.label')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
              aria-hidden="true"
            />
            <Input
              id={id}
              type="search"
              name="q"
              {...combobox.inputProps}
              aria-describedby={`${id}-hint`}
              value={draft}
              maxLength={SEARCH_QUERY_MAX}
              onChange={(event) => {
                setEngaged(true)
                setDraft(event.target.value)
                combobox.setOpen(true)
                combobox.setActive(-1)
              }}
              onFocus={() => {
                setEngaged(true)
                combobox.setOpen(true)
              }}
              onBlur={() => {
                setEngaged(false)
                combobox.close()
              }}
              placeholder={t('search.example')}
              className="pl-10"
              autoComplete="off"
              enterKeyHint="search"
            />
            <SearchSuggestions suggestions={suggestions} combobox={combobox} loading={providers.isFetching} />
          </div>
          <p id={`${id}-hint`} className="sr-only">
            {t('search.hint')}
          </p>
        </div>
        <Button type="submit" className="self-end">
          <Search className="size-5 sm:hidden" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('search.submit')}</span>
        </Button>
      </SearchForm>
      <p role="status" className="sr-only">
        {combobox.expanded ? t('search.suggestionCount', { count: suggestions.length }) : ''}
      </p>
    </div>
  )
}
