/** Interface languages (product §5): only these are accepted for the UI. */
export const UI_LANGUAGES = ['en', 'fr', 'de'] as const
export type UiLanguage = (typeof UI_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: UiLanguage = 'en'

/**
 * Languages the assistant reads and answers in (marketing: 7 languages): the interface's three and
 * Luxembourgish, Portuguese, Italian and Spanish. The interface itself stays in UI_LANGUAGES.
 */
export const ASSISTANT_LANGUAGES = ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es'] as const
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number]
/** The assistant's languages the interface is not written in: lb, pt, it, es. */
export type AssistantOnlyLanguage = Exclude<AssistantLanguage, UiLanguage>

export function isAssistantLanguage(value: unknown): value is AssistantLanguage {
  return typeof value === 'string' && (ASSISTANT_LANGUAGES as readonly string[]).includes(value)
}

/** Scripts written right to left (product §9). */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value)
}

/** Picks the UI language from an Accept-Language header or navigator.languages list. */
export function pickLanguage(candidates: readonly string[]): UiLanguage {
  for (const candidate of candidates) {
    const base = candidate.trim().toLowerCase().split(/[-_;]/)[0]
    if (isUiLanguage(base)) return base
  }
  return DEFAULT_LANGUAGE
}

export function parseAcceptLanguage(header: string | undefined): UiLanguage {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  return pickLanguage(ranked.map((entry) => entry.tag))
}

export function isRtl(language: string): boolean {
  const base = language.toLowerCase().split('-')[0] ?? ''
  return (RTL_LANGUAGES as readonly string[]).includes(base)
}

/** The `dir` attribute a language's text is written with. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr'
}
