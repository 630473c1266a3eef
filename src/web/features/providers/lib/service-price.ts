import { formatMoney, formatMoneyRange } from '@shared/format/money'
import type { UiLanguage } from '@shared/i18n/languages'
import type { ProviderService } from '@shared/providers/provider-profile-schemas'

/** How a service's price reads; the component adds the translated words ("from", "/ hour"). */
export type ServicePrice =
  | { kind: 'range'; amount: string }
  | { kind: 'from'; amount: string }
  | { kind: 'upTo'; amount: string }
  | { kind: 'onRequest' }

export function servicePrice(
  service: Pick<ProviderService, 'priceFrom' | 'priceTo'>,
  language: UiLanguage,
): ServicePrice {
  const { priceFrom: low, priceTo: high } = service
  if (low !== null && high !== null) {
    // A range given the wrong way round is still the same range.
    return { kind: 'range', amount: formatMoneyRange(Math.min(low, high), Math.max(low, high), language) }
  }
  if (low !== null) return { kind: 'from', amount: formatMoney(low, language) }
  if (high !== null) return { kind: 'upTo', amount: formatMoney(high, language) }
  return { kind: 'onRequest' }
}
