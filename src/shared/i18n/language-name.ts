import type { UiLanguage } from './languages'

/** A language code (lb, pt…) named in the reader's language ("allemand", "Deutsch"); unknown codes as given. */
export function languageName(code: string, reader: UiLanguage): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}
