import type { UiLanguage } from './languages'

/**
 * The locale Intl writes dates and times with, in the web app, emails and PDFs alike: English as it
 * is written in Luxembourg, day first on the 24-hour clock ("25/11/2026, 14:05", not the American
 * "11/25/26, 2:05 PM" that plain `en` gives).
 */
export const DATE_LOCALE: Record<UiLanguage, string> = { en: 'en-GB', fr: 'fr-LU', de: 'de-LU' }
