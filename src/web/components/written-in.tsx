import type { UiLanguage } from '@shared/i18n/languages'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

/** A language code (lb, pt…) named in the reader's language ("allemand", "Deutsch"); unknown codes as given. */
export function languageName(code: string, reader: UiLanguage): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * "Written in German" / « Rédigé en allemand » / „Auf Deutsch verfasst": the language of what someone
 * wrote, beside it. By default only when it is not the page's; `always` names it on every page.
 */
export function WrittenIn({
  language,
  always = false,
  className = 'text-xs text-slate-600',
}: {
  language: string | null
  always?: boolean
  className?: string
}) {
  const { t } = useTranslation('common')
  const reader = useUiLanguage()
  if (!language || (!always && language === reader)) return null
  return <p className={className}>{t('userText.writtenIn', { language: languageName(language, reader) })}</p>
}
