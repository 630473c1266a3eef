import type { UiLanguage } from '@shared/i18n/languages'

/**
 * The languages a provider speaks (ISO codes such as lb, fr, pt), named in the interface language:
 * "Luxembourgish", "luxembourgeois" → "Luxembourgeois", "Luxemburgisch". Unknown codes stay as given.
 */
export function spokenLanguageNames(codes: readonly string[], language: UiLanguage): string[] {
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' })
  return codes.map((code) => {
    let name: string
    try {
      name = names.of(code) ?? code
    } catch {
      // A malformed tag makes Intl throw; show what the provider entered.
      name = code
    }
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
  })
}
