import type { CategorySlug } from '@shared/catalog/categories'
import type { ChatTextKey } from './chat-text'

/**
 * Services done from an office rather than at a place: there is no "job" anywhere, so the
 * assistant asks where the person is (it still needs a locality, to find providers near them).
 */
const SERVED_FROM_AN_OFFICE: ReadonlySet<CategorySlug> = new Set([
  'legal',
  'accounting',
  'translation',
  'it-support',
  'web-development',
])

/** How the place is asked for: "Where is the job?" or, for an office service, "Where are you based?". */
export function placeQuestion(category: CategorySlug | null, when: 'first' | 'again'): ChatTextKey {
  const office = category !== null && SERVED_FROM_AN_OFFICE.has(category)
  if (when === 'first') return office ? 'askPlaceOfService' : 'askPlace'
  return office ? 'askPlaceOfServiceAgain' : 'askPlaceAgain'
}
