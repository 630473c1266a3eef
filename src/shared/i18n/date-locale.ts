import type { AssistantLanguage } from './languages'

/**
 * The locale Intl writes dates and times with, in the web app, emails and PDFs alike: English as it
 * is written in Luxembourg, day first on the 24-hour clock ("25/11/2026, 14:05", not the American
 * "11/25/26, 2:05 PM" that plain `en` gives). The assistant's other languages are written as in Luxembourg and Portugal.
 */
export const DATE_LOCALE: Record<AssistantLanguage, string> = {
  en: 'en-GB',
  fr: 'fr-LU',
  de: 'de-LU',
  lb: 'lb-LU',
  pt: 'pt-PT',
  it: 'it',
  es: 'es',
}
