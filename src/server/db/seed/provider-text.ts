import type { LocalizedText } from '@server/db/schema/providers'
import { normalizeText } from '@shared/text/normalize'
import { LANGUAGE_NAMES } from './provider-generator-data/names'

export type TextLanguage = keyof LocalizedText
export const TEXT_LANGUAGES: TextLanguage[] = ['en', 'fr', 'de']

/** Lower-case ASCII words joined by hyphens: "Étude Muller & Fils" → "etude-muller-fils". */
export function slugify(value: string): string {
  return normalizeText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Replaces {key} placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** "27 years" / "27 ans" / "27 Jahren" (the templates use it after "with", "avec", "mit", "seit"). */
export function yearsPhrase(language: TextLanguage, years: number): string {
  if (language === 'en') return years === 1 ? 'one year' : `${years} years`
  if (language === 'fr') return years === 1 ? 'un an' : `${years} ans`
  return years === 1 ? 'einem Jahr' : `${years} Jahren`
}

/** "Luxembourgish, French and German" in the text's language. */
export function languageList(language: TextLanguage, codes: string[]): string {
  const names = codes.map((code) => LANGUAGE_NAMES[code]?.[language] ?? code)
  if (names.length < 2) return names.join('')
  const and = { en: 'and', fr: 'et', de: 'und' }[language]
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`
}

/** The A–Z browse letter: first letter of the accent-free name, '#' for a digit. */
export function initialOf(name: string): string {
  const first = normalizeText(name).charAt(0)
  return /[a-z]/.test(first) ? first : '#'
}
