import { PROVIDER_LABELS } from '@shared/providers/provider-labels'
import { normalizeText } from '@shared/text/normalize'

/** Each known label (stored in English) with its English, French and German forms, normalised. */
const SEARCHABLE_LABELS = Object.entries(PROVIDER_LABELS).map(([english, names]) => ({
  english,
  forms: [english, names.fr, names.de].map(normalizeText),
}))

/** The stored (English) specialties whose name in any interface language contains the words typed. */
export function specialtiesMatching(normalizedQuery: string): string[] {
  if (!normalizedQuery) return []
  return SEARCHABLE_LABELS.filter((label) => label.forms.some((form) => form.includes(normalizedQuery))).map(
    (label) => label.english,
  )
}
