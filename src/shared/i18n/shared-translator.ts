import type { TFunction } from 'i18next'
import { createI18nInstance, initI18nInstance } from './create-i18n'
import { DEFAULT_LANGUAGE, type UiLanguage } from './languages'
import de from './locales/de/shared.json'
import en from './locales/en/shared.json'
import fr from './locales/fr/shared.json'

/**
 * The words of the code both sides run (src/shared): the `shared` namespace of the one catalogue,
 * through the one i18next set-up, given up front so a text is there at once on the server and in the
 * browser alike (a few sentences, so the web app bundles them rather than loading them).
 */
const instance = createI18nInstance()
void initI18nInstance(instance, {
  language: DEFAULT_LANGUAGE,
  namespaces: ['shared'],
  defaultNamespace: 'shared',
  resources: { en: { shared: en }, fr: { shared: fr }, de: { shared: de } },
  onMissingKey: () => {},
})

/** The `shared` namespace's texts in `language`. */
export function sharedTranslator(language: UiLanguage): TFunction {
  return instance.getFixedT(language, 'shared')
}
