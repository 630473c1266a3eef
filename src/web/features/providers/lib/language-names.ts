import { languageName } from '@shared/i18n/language-name'
import type { UiLanguage } from '@shared/i18n/languages'

/**
 * The languages a provider speaks (ISO codes such as lb, fr, pt), named in the interface language:
 * "Luxembourgish", "luxembourgeois" → "Luxembourgeois", "Luxemburgisch". Unknown codes stay as given.
 */
export function spokenLanguageNames(codes: readonly string[], language: UiLanguage): string[] {
  return codes.map((code) => {
    const name = languageName(code, language)
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
  })
}
