import type { UiLanguage } from '@shared/i18n/languages'

const LOCALE: Record<UiLanguage, string> = { en: 'en-GB', fr: 'fr-LU', de: 'de-LU' }

/** Cents as euros in an email or a PDF: "€49.00", "49,00 €". */
export const formatMoneyPlain = (cents: number, language: UiLanguage) =>
  new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ')
