import { languageName } from '@shared/i18n/language-name'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

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
