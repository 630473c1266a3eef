import type { UiLanguage } from '@shared/i18n/languages'
import { sharedTranslator } from '@shared/i18n/shared-translator'

/** product §1: quotes arrive within 24 hours (admins may change it: settings' responsePromiseHours). */
export const DEFAULT_RESPONSE_PROMISE_HOURS = 24

/** product §1: in the demo, quotes arrive within 24–48 hours. */
export const DEMO_RESPONSE_HOURS = [24, 48] as const

/**
 * The one promise about when providers answer, word for word on the landing, in the chat, after
 * sending a request and in the emails: the hours admins set (`responsePromiseHours`, product §1:
 * 24), or 24–48 in demo mode.
 */
export function responsePromise(language: UiLanguage, { hours, demo }: { hours: number; demo: boolean }) {
  const [from, to] = DEMO_RESPONSE_HOURS
  return sharedTranslator(language)('responsePromise', { hours: demo ? `${from}–${to}` : String(hours) })
}
