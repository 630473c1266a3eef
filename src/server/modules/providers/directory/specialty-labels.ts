import { PROVIDER_LABEL_WORDS } from '@server/i18n/provider-label-words'
import { normalizeText } from '@shared/text/normalize'

/** Each label id with its English, French and German words, normalised. */
const SEARCHABLE_LABELS = [...PROVIDER_LABEL_WORDS].map(([id, words]) => ({
  id,
  forms: Object.values(words).map(normalizeText),
}))

/** The label ids whose words in any interface language contain the words typed. */
export function specialtiesMatching(normalizedQuery: string): string[] {
  if (!normalizedQuery) return []
  return SEARCHABLE_LABELS.filter((label) => label.forms.some((form) => form.includes(normalizedQuery))).map(
    (label) => label.id,
  )
}
