import { formatNumber } from '@shared/format/number'
import { frenchDe } from '@shared/text/french-elision'
import { withSingleSentenceEnd } from '@shared/text/sentence-end'
import i18next, { type i18n as I18n, type Module, type PostProcessorModule, type Resource } from 'i18next'
import { DEFAULT_LANGUAGE, isUiLanguage, UI_LANGUAGES, type UiLanguage } from './languages'

/** A company name ending in a period ("Weber S.à r.l.") that ends a message ends it once. */
const singleSentenceEnd: PostProcessorModule = {
  type: 'postProcessor',
  name: 'singleSentenceEnd',
  process: (value: string) => withSingleSentenceEnd(value),
}

export interface I18nSetup {
  language: UiLanguage
  /** The namespaces to load now; the web loads the others as its pages ask for them. */
  namespaces: string[]
  /** The namespace of a key written without one. */
  defaultNamespace: string
  /** Every message up front (the server): the instance is ready when `initI18nInstance` returns. */
  resources?: Resource
  /** What to do with a key that has no message (product §8: the key shows, and a warning is logged). */
  onMissingKey?: (namespace: string, key: string) => void
}

/** An i18next instance with LuxPro's post-processing and the caller's plugins (the web's backend, react-i18next). */
export function createI18nInstance(plugins: Module[] = []): I18n {
  const instance = i18next.createInstance()
  for (const plugin of plugins) instance.use(plugin)
  return instance.use(singleSentenceEnd)
}

/**
 * The one i18next set-up of LuxPro, for the web app and the server alike: the message catalogues of
 * src/shared/i18n/locales, no fallback between languages, "{{n, number}}" and French "{{name, de}}"
 * through the shared formatters. With `resources` the instance is ready at once (initAsync off).
 */
export async function initI18nInstance(instance: I18n, setup: I18nSetup): Promise<I18n> {
  const onMissingKey =
    setup.onMissingKey ??
    ((namespace: string, key: string) => console.warn(`Missing translation: ${namespace}:${key}`))
  const ready = instance.init({
    lng: setup.language,
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: false,
    ns: setup.namespaces,
    defaultNS: setup.defaultNamespace,
    ...(setup.resources ? { resources: setup.resources, initAsync: false } : {}),
    interpolation: { escapeValue: false },
    postProcess: ['singleSentenceEnd'],
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => onMissingKey(namespace, key),
    react: { useSuspense: true },
  })
  addFormatters(instance)
  await ready
  return instance
}

function addFormatters(instance: I18n) {
  // French elides "de" before a vowel: "{{name, de}}" reads "de Sanitaire Weber" or "d’Électricité Hilbert".
  instance.services.formatter?.add('de', (value: string) => frenchDe(String(value)))
  // "{{count, number}}" goes through the app's one number formatter (@shared/format/number); the
  // messages ask for plain numbers only (no "number(…)" options).
  instance.services.formatter?.add('number', (value: number, lng: string | undefined) =>
    formatNumber(value, isUiLanguage(lng) ? lng : DEFAULT_LANGUAGE),
  )
}
