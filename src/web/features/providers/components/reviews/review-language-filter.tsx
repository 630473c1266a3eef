import { formatNumber } from '@shared/format/number'
import { languageName } from '@shared/i18n/language-name'
import type { ReviewPage } from '@shared/providers/provider-profile-schemas'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * "Language of the reviews": all, or the reviews written in one language (the server filters).
 * Shown when the reviews are written in more than one language.
 */
export function ReviewLanguageFilter({
  languages,
  value,
  onChange,
}: {
  languages: ReviewPage['languages']
  value: string
  onChange: (language: string) => void
}) {
  const { t } = useTranslation('providers')
  const reader = useUiLanguage()
  const id = useId()
  if (languages.length < 2) return null
  const all = languages.reduce((sum, entry) => sum + entry.count, 0)
  const named = (code: string) => {
    const name = languageName(code, reader)
    return name.charAt(0).toLocaleUpperCase(reader) + name.slice(1)
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {t('reviews.languageFilter')}
      </label>
      <select
        id={id}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('reviews.allLanguages', { count: formatNumber(all, reader) })}</option>
        {languages.map((entry) => (
          <option key={entry.language} value={entry.language}>
            {t('reviews.oneLanguage', {
              language: named(entry.language),
              count: formatNumber(entry.count, reader),
            })}
          </option>
        ))}
      </select>
    </div>
  )
}
