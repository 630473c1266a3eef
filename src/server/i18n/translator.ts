import { createI18nInstance, initI18nInstance } from '@shared/i18n/create-i18n'
import { DEFAULT_LANGUAGE, type UiLanguage } from '@shared/i18n/languages'
import deBilling from '@shared/i18n/locales/de/billing.json'
import deDemo from '@shared/i18n/locales/de/demo.json'
import deDirectory from '@shared/i18n/locales/de/directory.json'
import deEmails from '@shared/i18n/locales/de/emails.json'
import deErrors from '@shared/i18n/locales/de/errors.json'
import dePages from '@shared/i18n/locales/de/pages.json'
import deProviders from '@shared/i18n/locales/de/providers.json'
import dePush from '@shared/i18n/locales/de/push.json'
import enBilling from '@shared/i18n/locales/en/billing.json'
import enDemo from '@shared/i18n/locales/en/demo.json'
import enDirectory from '@shared/i18n/locales/en/directory.json'
import enEmails from '@shared/i18n/locales/en/emails.json'
import enErrors from '@shared/i18n/locales/en/errors.json'
import enPages from '@shared/i18n/locales/en/pages.json'
import enProviders from '@shared/i18n/locales/en/providers.json'
import enPush from '@shared/i18n/locales/en/push.json'
import frBilling from '@shared/i18n/locales/fr/billing.json'
import frDemo from '@shared/i18n/locales/fr/demo.json'
import frDirectory from '@shared/i18n/locales/fr/directory.json'
import frEmails from '@shared/i18n/locales/fr/emails.json'
import frErrors from '@shared/i18n/locales/fr/errors.json'
import frPages from '@shared/i18n/locales/fr/pages.json'
import frProviders from '@shared/i18n/locales/fr/providers.json'
import frPush from '@shared/i18n/locales/fr/push.json'
import type { TFunction } from 'i18next'

/**
 * The server's texts: the same catalogues (src/shared/i18n/locales) and the same i18next set-up as
 * the web app, for the namespaces the server writes itself: API refusals, emails, push notifications,
 * billing documents, the pages it writes without the app, the demo businesses' words, and the titles
 * of the pages whose search engines' head it writes (a provider's profile, a directory category). All are loaded at
 * start, so a text is there without waiting.
 */
const SERVER_NAMESPACES = [
  'errors',
  'emails',
  'push',
  'billing',
  'pages',
  'demo',
  'directory',
  'providers',
] as const
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number]

const resources = {
  en: {
    errors: enErrors,
    emails: enEmails,
    push: enPush,
    billing: enBilling,
    pages: enPages,
    demo: enDemo,
    directory: enDirectory,
    providers: enProviders,
  },
  fr: {
    errors: frErrors,
    emails: frEmails,
    push: frPush,
    billing: frBilling,
    pages: frPages,
    demo: frDemo,
    directory: frDirectory,
    providers: frProviders,
  },
  de: {
    errors: deErrors,
    emails: deEmails,
    push: dePush,
    billing: deBilling,
    pages: dePages,
    demo: deDemo,
    directory: deDirectory,
    providers: deProviders,
  },
} satisfies Record<UiLanguage, Record<ServerNamespace, unknown>>

const instance = createI18nInstance()
// With every message given up front, init is synchronous: the instance is ready on import.
void initI18nInstance(instance, {
  language: DEFAULT_LANGUAGE,
  namespaces: [...SERVER_NAMESPACES],
  defaultNamespace: 'errors',
  resources,
  // A missing server text is a bug the catalogue test catches; at run time the key shows.
  onMissingKey: () => {},
})

/** The texts of one namespace in `language`: `createTranslator('fr', 'errors')('not_found')`. */
export function createTranslator(language: UiLanguage, namespace: ServerNamespace): TFunction {
  return instance.getFixedT(language, namespace)
}
