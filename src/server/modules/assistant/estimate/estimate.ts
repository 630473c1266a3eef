import type { JobDefinition } from '@server/modules/pricing/jobs/job-model'
import { jobBySlug } from '@server/modules/pricing/jobs/recognize-job'
import {
  type CategoryPricing,
  PRICING_MODEL,
  type PricingUnit,
  RATES_DATE,
  VAT_RATES,
  vatRateFor,
} from '@server/modules/pricing/pricing-model'
import type { CategorySlug } from '@shared/catalog/categories'
import type { AssistantLanguage } from '@shared/i18n/languages'
import {
  agreementLine,
  ambiguousLine,
  computationLine,
  formatQuantity,
  jobAssumedLine,
  jobLine,
  minimumChargeLine,
  placeMissingLine,
  quantityAssumedLine,
  quantityConvertedLine,
  quantityGivenLine,
  ratesLine,
  ratesSourceLine,
  totalLine,
  urgencyLine,
  vatLine,
} from './estimate-text'
import { coversText, jobName, typicalJobText } from './pricing-words'

/**
 * The assistant's cost estimate (product §7: `{ low, high, currency, unit, confidence, basis[] }`).
 *
 * - Quantity: the first one the customer gave in the category's unit, else the first one we can
 *   convert (3 rooms of painting → 135 m² of walls), else the category's typical job.
 * - Net range: quantity × low rate and × high rate, each at least the minimum charge (the high
 *   end's minimum scales with the rates: a dearer firm has a dearer call-out).
 * - Urgent work adds the category's surcharge; an ambiguous request widens the range (−20 % /
 *   +25 %) because we may be pricing the wrong job.
 * - VAT is included at the category's rate; totals are rounded outwards (low down, high up) to
 *   €10 under €1,000, €50 under €10,000 and €500 above, so the range never looks more precise
 *   than it is.
 * - The basis says it all in order: the quantity, the rates, quantity × rate = the net range, any
 *   minimum, surcharge or widening, the VAT rate, the total as shown, and where the rates come from.
 * - Confidence: low when the request is ambiguous or the place is not known; otherwise high when
 *   the quantity came from the customer, medium when the typical quantity was assumed.
 */

export interface QuantityInput {
  value: number
  unit: PricingUnit
}

export interface EstimateInput {
  category: CategorySlug
  /** Quantities read from the customer's description, in any unit. */
  quantities?: readonly QuantityInput[]
  urgency?: 'normal' | 'urgent'
  /** The confirmed place (product §7 `location`), or null while it is not confirmed. */
  place?: { locality: string } | null
  /** The description fits several jobs or categories. */
  ambiguous?: boolean
  /** A job of the catalogue (jobs/job-catalogue.ts) the customer asked for: priced as that job. */
  job?: string | null
  /**
   * What providers serving the place list for the job, net of VAT: a "from" price per unit of the
   * job (`perUnit`) or for the whole job. The range is reconciled with the lowest.
   */
  listed?: readonly ListedPrice[]
  language: AssistantLanguage
}

export interface ListedPrice {
  priceFrom: number
  perUnit: boolean
}

export type EstimateConfidence = 'high' | 'medium' | 'low'

export interface Estimate {
  low: number
  high: number
  currency: 'EUR'
  unit: PricingUnit
  confidence: EstimateConfidence
  basis: string[]
  /** The quantity the range is the total of, in numbers and words, and the net rates per unit. */
  quantity: number
  quantityText: string
  rateLow: number
  rateHigh: number
  /** The catalogue job priced, or null when the category's rates were used. */
  job: string | null
  /** The lowest price providers here list for the job, as they list it (net), or null. */
  listedFrom: { amount: number; perUnit: boolean } | null
}

const AMBIGUOUS_LOW_FACTOR = 0.8
const AMBIGUOUS_HIGH_FACTOR = 1.25

type PickedQuantity =
  | { source: 'given'; value: number }
  | { source: 'converted'; value: number; from: QuantityInput }
  | { source: 'typical'; value: number }

function isUsable(quantity: QuantityInput): boolean {
  return Number.isFinite(quantity.value) && quantity.value > 0
}

export function pickQuantity(pricing: CategoryPricing, quantities: readonly QuantityInput[]): PickedQuantity {
  const usable = quantities.filter(isUsable)
  const direct = usable.find((quantity) => quantity.unit === pricing.unit)
  if (direct) return { source: 'given', value: direct.value }
  for (const quantity of usable) {
    const factor = pricing.conversions[quantity.unit]
    if (factor !== undefined) return { source: 'converted', value: quantity.value * factor, from: quantity }
  }
  return { source: 'typical', value: pricing.typicalQuantity }
}

function roundingStep(amount: number): number {
  if (amount < 1000) return 10
  if (amount < 10_000) return 50
  return 500
}

function roundDown(amount: number): number {
  const step = roundingStep(amount)
  return Math.max(step, Math.floor(amount / step) * step)
}

function roundUp(amount: number): number {
  const step = roundingStep(amount)
  return Math.ceil(amount / step) * step
}

/**
 * The lowest listed price as a total for the quantity priced: a per-unit price × the quantity, a
 * whole-job price as it is. Null when no provider lists one.
 */
function lowestListed(listed: readonly ListedPrice[], quantity: number) {
  let lowest: { total: number; price: ListedPrice } | null = null
  for (const price of listed) {
    if (!(price.priceFrom > 0)) continue
    const total = price.perUnit ? price.priceFrom * quantity : price.priceFrom
    if (!lowest || total < lowest.total) lowest = { total, price }
  }
  return lowest
}

/**
 * The net range agreeing with the lowest listed price P, never contradicting it by more than the
 * range's own spread: a range wholly below P (nobody here starts that low) moves up to start at P;
 * a range starting more than its spread above P widens down to P. Otherwise it stays.
 */
export function reconcile(range: { low: number; high: number }, listedFrom: number) {
  const spread = range.high - range.low
  if (listedFrom > range.high) return { low: listedFrom, high: listedFrom + spread, moved: true }
  if (listedFrom < range.low - spread) return { low: listedFrom, high: range.high, moved: true }
  return { ...range, moved: false }
}

function confidenceOf(input: EstimateInput, picked: PickedQuantity): EstimateConfidence {
  if (input.ambiguous || !input.place) return 'low'
  return picked.source === 'typical' ? 'medium' : 'high'
}

function quantityLine(pricing: CategoryPricing, picked: PickedQuantity, language: AssistantLanguage): string {
  const used = formatQuantity(picked.value, pricing.unit, language)
  switch (picked.source) {
    case 'given':
      return quantityGivenLine(used, language)
    case 'converted':
      return quantityConvertedLine(
        used,
        formatQuantity(picked.from.value, picked.from.unit, language),
        language,
      )
    case 'typical':
      return quantityAssumedLine(typicalJobText(pricing, language), used, language)
  }
}

/** The job priced and its quantity: "Replace a gas boiler, priced as a whole job". */
function jobQuantityLine(job: JobDefinition, picked: PickedQuantity, language: AssistantLanguage): string {
  const name = jobName(job, language)
  if (picked.source !== 'typical') return jobLine(name, quantityLine(job, picked, language), language)
  return jobAssumedLine(
    name,
    job.unit === 'job' ? null : formatQuantity(picked.value, job.unit, language),
    language,
  )
}

export function estimate(input: EstimateInput): Estimate {
  const { language } = input
  const found = jobBySlug(input.job)
  const job = found && found.category === input.category ? found : null
  const pricing: CategoryPricing = job ?? PRICING_MODEL[input.category]
  const picked = pickQuantity(pricing, input.quantities ?? [])
  const urgent = input.urgency === 'urgent'

  const minimumApplied = picked.value * pricing.lowRate < pricing.minimumCharge
  const highMinimum = (pricing.minimumCharge * pricing.highRate) / pricing.lowRate
  const product = { low: picked.value * pricing.lowRate, high: picked.value * pricing.highRate }
  let netLow = Math.max(product.low, pricing.minimumCharge)
  let netHigh = Math.max(product.high, highMinimum)
  if (urgent) {
    netLow *= 1 + pricing.urgencySurcharge
    netHigh *= 1 + pricing.urgencySurcharge
  }
  if (input.ambiguous) {
    netLow *= AMBIGUOUS_LOW_FACTOR
    netHigh *= AMBIGUOUS_HIGH_FACTOR
  }
  const listed = job ? lowestListed(input.listed ?? [], picked.value) : null
  const agreed = listed ? reconcile({ low: netLow, high: netHigh }, listed.total) : null
  if (agreed) {
    netLow = agreed.low
    netHigh = agreed.high
  }
  const vatRate = vatRateFor(pricing.vat)

  const basis = [
    job ? jobQuantityLine(job, picked, language) : quantityLine(pricing, picked, language),
    ratesLine(
      {
        place: input.place?.locality ?? null,
        lowRate: pricing.lowRate,
        highRate: pricing.highRate,
        unit: pricing.unit,
        covers: coversText(pricing, language),
      },
      language,
    ),
    computationLine(
      {
        quantity: formatQuantity(picked.value, pricing.unit, language),
        lowRate: pricing.lowRate,
        highRate: pricing.highRate,
        unit: pricing.unit,
        low: Math.round(product.low),
        high: Math.round(product.high),
      },
      language,
    ),
  ]
  if (minimumApplied) basis.push(minimumChargeLine(pricing.minimumCharge, language))
  if (urgent) basis.push(urgencyLine(pricing.urgencySurcharge, language))
  if (input.ambiguous) basis.push(ambiguousLine(language))
  if (!input.place) basis.push(placeMissingLine(language))
  if (listed && agreed)
    basis.push(
      agreementLine(
        {
          amount: listed.price.priceFrom,
          perUnit: listed.price.perUnit,
          unit: pricing.unit,
          moved: agreed.moved,
        },
        language,
      ),
    )
  const reducedRange =
    pricing.vat === 'housing_renovation'
      ? {
          low: roundDown(netLow * (1 + VAT_RATES.superReduced)),
          high: roundUp(netHigh * (1 + VAT_RATES.superReduced)),
        }
      : undefined
  const vatPercent = Math.round(vatRate * 100)
  basis.push(vatLine(pricing.vat, vatPercent, language, reducedRange))
  const low = roundDown(netLow * (1 + vatRate))
  const high = roundUp(netHigh * (1 + vatRate))
  basis.push(totalLine(low, high, vatPercent, language), ratesSourceLine(RATES_DATE, language))

  return {
    low,
    high,
    currency: 'EUR',
    unit: pricing.unit,
    confidence: confidenceOf(input, picked),
    basis,
    quantity: picked.value,
    quantityText: formatQuantity(picked.value, pricing.unit, language),
    rateLow: pricing.lowRate,
    rateHigh: pricing.highRate,
    job: job?.slug ?? null,
    listedFrom: listed ? { amount: listed.price.priceFrom, perUnit: listed.price.perUnit } : null,
  }
}
