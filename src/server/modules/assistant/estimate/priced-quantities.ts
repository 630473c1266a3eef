import { PRICING_UNITS, type PricingUnit } from '@server/modules/pricing/pricing-model'
import type { QuantityInput } from './estimate'

const isPricingUnit = (unit: string): unit is PricingUnit =>
  (PRICING_UNITS as readonly string[]).includes(unit)

/** The quantities the estimator can price: doors count as items, units it has no rate for are left out. */
export function pricedQuantities(
  quantities: ReadonlyArray<{ value: number; unit: string }>,
): QuantityInput[] {
  return quantities
    .map((q) => ({ value: q.value, unit: q.unit === 'door' ? 'item' : q.unit }))
    .filter((q): q is QuantityInput => isPricingUnit(q.unit))
}
