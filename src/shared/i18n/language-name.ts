import type { UiLanguage } from './languages'

/** One Intl.DisplayNames per reader, kept: making one costs far more than naming with it (reviews name theirs). */
const namesFor = new Map<UiLanguage, Intl.DisplayNames>()

/** A language code (lb, pt…) named in the reader's language ("allemand", "Deutsch"); unknown codes as given. */
export function languageName(code: string, reader: UiLanguage): string {
  let names = namesFor.get(reader)
  if (!names) {
    names = new Intl.DisplayNames([reader], { type: 'language', fallback: 'code' })
    namesFor.set(reader, names)
  }
  try {
    return names.of(code) ?? code
  } catch {
    // A malformed tag makes Intl throw: shown as written.
    return code
  }
}
