import { createI18nInstance, initI18nInstance } from '@shared/i18n/create-i18n'
import type { UiLanguage } from '@shared/i18n/languages'
import type { BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { applyLanguage, detectLanguage } from './language'

/**
 * The message files (src/shared/i18n/locales, shared with the server) are split by namespace and
 * loaded on demand, so a page ships only its own texts. The server's own namespaces (the API's
 * error messages, the emails, push notifications, billing documents, the pages the server writes, the
 * demo businesses' words) are not the web's to load: the API sends its refusals worded. The `shared`
 * namespace is bundled with the shared code that writes it (src/shared/i18n/shared-translator.ts).
 */
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../shared/i18n/locales/*/*.json',
  '!../../shared/i18n/locales/*/errors.json',
  '!../../shared/i18n/locales/*/emails.json',
  '!../../shared/i18n/locales/*/push.json',
  '!../../shared/i18n/locales/*/billing.json',
  '!../../shared/i18n/locales/*/pages.json',
  '!../../shared/i18n/locales/*/demo.json',
  '!../../shared/i18n/locales/*/shared.json',
])

/**
 * The i18next backend: a lookup in the bundled message files, so only files that exist can load.
 * Written here rather than taken from i18next-resources-to-backend: the same few lines, and the
 * first bundle is on a budget.
 */
const bundledMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = messageFiles[`../../shared/i18n/locales/${language}/${namespace}.json`]
    if (!load) return callback(new Error(`No messages for ${language}/${namespace}`), false)
    load().then(
      (messages) => callback(null, messages.default),
      (error: Error) => callback(error, false),
    )
  },
}

export const i18n = createI18nInstance([initReactI18next, bundledMessages])

export async function initI18n(language: UiLanguage = detectLanguage(), namespaces: string[] = ['common']) {
  await initI18nInstance(i18n, { language, namespaces, defaultNamespace: 'common' })
  // Pre-rendering at build time has no document to update.
  if (typeof window !== 'undefined') applyLanguage(language)
  return i18n
}

export async function changeLanguage(language: UiLanguage) {
  await i18n.changeLanguage(language)
  applyLanguage(language)
}
