import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '@shared/i18n/languages'
import { useTranslation } from 'react-i18next'

/** The interface language as one of en | fr | de, for Intl formatting and per-language data. */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation()
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}
