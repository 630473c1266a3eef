import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { applyLanguage, detectLanguage } from './language'

/** Message files are split by namespace and loaded on demand, so a page ships only its own texts. */
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

export const i18n = i18next.createInstance()

export async function initI18n(language: UiLanguage = detectLanguage(), namespaces: string[] = ['common']) {
  await i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = messageFiles[`./locales/${lng}/${ns}.json`]
        if (!load) throw new Error(`No messages for ${lng}/${ns}`)
        return (await load()).default
      }),
    )
    .init({
      lng: language,
      supportedLngs: [...UI_LANGUAGES],
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      // SPEC §8: a missing key shows the key and logs a warning.
      missingKeyHandler: (_lngs, ns, key) => console.warn(`Missing translation: ${ns}:${key}`),
      react: { useSuspense: true },
    })
  // Pre-rendering at build time has no document to update.
  if (typeof window !== 'undefined') applyLanguage(language)
  return i18n
}

export async function changeLanguage(language: UiLanguage) {
  await i18n.changeLanguage(language)
  applyLanguage(language)
}
