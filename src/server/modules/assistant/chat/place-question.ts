import { SERVED_FROM_AN_OFFICE } from '@server/modules/assistant/understanding/office-services'
import type { CategorySlug } from '@shared/catalog/categories'
import type { ChatTextKey } from './chat-text'

/**
 * How the place is asked for: "Where is the job?" or, for a service done from an office (there is no
 * job anywhere, but providers near the customer are found from it), "Where are you based?".
 */
export function placeQuestion(category: CategorySlug | null, when: 'first' | 'again'): ChatTextKey {
  const office = category !== null && SERVED_FROM_AN_OFFICE.has(category)
  if (when === 'first') return office ? 'askPlaceOfService' : 'askPlace'
  return office ? 'askPlaceOfServiceAgain' : 'askPlaceAgain'
}
