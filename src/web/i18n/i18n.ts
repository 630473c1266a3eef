import { formatNumber } from '@shared/format/number'
import { DEFAULT_LANGUAGE, isUiLanguage, UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import { frenchDe } from '@shared/text/french-elision'
import { withSingleSentenceEnd } from '@shared/text/sentence-end'
import i18next, { type BackendModule, type PostProcessorModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { applyLanguage, detectLanguage } from './language'

/** Message files are split by namespace and loaded on demand, so a page ships only its own texts. */
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

export const i18n = i18next.createInstance()

/**
 * The i18next backend: a lookup in the bundled message files, so only files that exist can load.
 * Written here rather than taken from i18next-resources-to-backend: the same few lines, and the
 * first bundle is on a budget.
 */
const bundledMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = messageFiles[`./locales/${language}/${namespace}.json`]
    if (!load) return callback(new Error(`No messages for ${language}/${namespace}`), false)
    load().then(
      (messages) => callback(null, messages.default),
      (error: Error) => callback(error, false),
    )
  },
}

/** A company name ending in a period ("Weber S.à r.l.") that ends a message ends it once. */
const singleSentenceEnd: PostProcessorModule = {
  type: 'postProcessor',
  name: 'singleSentenceEnd',
  process: (value: string) => withSingleSentenceEnd(value),
}

export async function initI18n(language: UiLanguage = detectLanguage(), namespaces: string[] = ['common']) {
  await i18n
    .use(initReactI18next)
    .use(bundledMessages)
    .use(singleSentenceEnd)
    .init({
      lng: language,
      supportedLngs: [...UI_LANGUAGES],
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      postProcess: ['singleSentenceEnd'],
      returnNull: false,
      saveMissing: true,
      // product §8: a missing key shows the key and logs a warning.
      missingKeyHandler: (_lngs, ns, key) => console.warn(`Missing translation: ${ns}:${key}`),
      react: { useSuspense: true },
    })
  // French elides "de" before a vowel: "{{name, de}}" reads "de Sanitaire Weber" or "d’Électricité Hilbert".
  i18n.services.formatter?.add('de', (value: string) => frenchDe(String(value)))
  // "{{count, number}}" goes through the app's one number formatter (@shared/format/number); the
  // messages ask for plain numbers only (no "number(…)" options).
  i18n.services.formatter?.add('number', (value: number, lng: string | undefined) =>
    formatNumber(value, isUiLanguage(lng) ? lng : DEFAULT_LANGUAGE),
  )
  // Pre-rendering at build time has no document to update.
  if (typeof window !== 'undefined') applyLanguage(language)
  return i18n
}

export async function changeLanguage(language: UiLanguage) {
  await i18n.changeLanguage(language)
  applyLanguage(language)
}
