import type { UiLanguage } from '@shared/i18n/languages'

/** product §1: quotes arrive within 24 hours (admins may change it: settings' responsePromiseHours). */
export const DEFAULT_RESPONSE_PROMISE_HOURS = 24

/** product §1: in the demo, quotes arrive within 24–48 hours. */
export const DEMO_RESPONSE_HOURS = [24, 48] as const

const SENTENCE: Record<UiLanguage, string> = {
  en: 'Providers usually answer within {hours} hours.',
  fr: 'Les prestataires répondent généralement sous {hours} heures.',
  de: 'Anbieter antworten in der Regel innerhalb von {hours} Stunden.',
}

/**
 * The one promise about when providers answer, word for word on the landing, in the chat, after
 * sending a request and in the emails: the hours admins set (`responsePromiseHours`, product §1:
 * 24), or 24–48 in demo mode.
 */
export function responsePromise(language: UiLanguage, { hours, demo }: { hours: number; demo: boolean }) {
  const [from, to] = DEMO_RESPONSE_HOURS
  return SENTENCE[language].replace('{hours}', demo ? `${from}–${to}` : String(hours))
}
