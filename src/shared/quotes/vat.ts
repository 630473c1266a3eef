import type { CategorySlug } from '@shared/catalog/categories'

/**
 * Luxembourg VAT on a quote (ADR 025). A quote is priced excluding VAT (HT); the provider picks the rate
 * that applies, the server computes the VAT and the total including VAT in whole cents.
 *
 * - standard (17 %): every job unless a lower rate applies.
 * - housing (3 %, "TVA-logement", taux super-réduit, Règlement grand-ducal of 30 July 2002): creating
 *   or renovating housing used as a main residence (renovation: a home first occupied at least 20 years
 *   ago, or within 5 years of buying it), applied directly once the AED has approved the work; at most
 *   €50,000 of VAT advantage per home.
 * - solar_home (3 %): supplying and installing solar panels on or next to a private home (since 2023).
 * - home_cleaning (8 %, reduced): cleaning of private homes, windows included (offices: 17 %).
 * The same rules price the assistant's estimates (server/modules/pricing/pricing-model.ts).
 */
export const VAT_RATES = ['standard', 'housing', 'solar_home', 'home_cleaning'] as const
export type VatRate = (typeof VAT_RATES)[number]

/** The percentage of each rate today; a stored quote keeps the percentage it was sent with. */
export const VAT_PERCENT: Record<VatRate, number> = {
  standard: 17,
  housing: 3,
  solar_home: 3,
  home_cleaning: 8,
}

/** Trades whose work on a home may fall under TVA-logement. */
const HOUSING_WORK: ReadonlySet<CategorySlug> = new Set([
  'plumbing',
  'electrical',
  'heating',
  'painting',
  'carpentry',
  'roofing',
  'masonry',
  'tiling',
  'renovation',
])

/** The refusal of a rate the job's type cannot have (the form translates it). */
export const VAT_RATE_NOT_APPLICABLE = 'This VAT rate does not apply to this type of job.'

/** The rates a provider may choose for a job of this type; the standard rate is always one of them. */
export function vatRatesFor(category: CategorySlug): VatRate[] {
  const rates: VatRate[] = ['standard']
  if (HOUSING_WORK.has(category)) rates.push('housing')
  if (category === 'solar') rates.push('solar_home')
  if (category === 'cleaning') rates.push('home_cleaning')
  return rates
}

/** Euros as typed (1234.5) → whole cents (123450). */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

/** The VAT on an amount excluding VAT, in cents, rounded half up to the cent (integers only). */
export function vatCents(netCents: number, percent: number): number {
  if (!Number.isInteger(netCents) || netCents < 0) throw new RangeError('netCents must be a whole number ≥ 0')
  return Math.floor((netCents * percent + 50) / 100)
}

export interface QuoteTotals {
  materialsCents: number
  laborCents: number
  /** Materials + labour, excluding VAT (HT / Netto). */
  netCents: number
  vatPercent: number
  vatCents: number
  /** Including VAT (TTC / Brutto). */
  grossCents: number
}

/** The totals of a quote: each amount to the cent first, then the VAT on their sum. */
export function quoteTotals(materialsEuros: number, laborEuros: number, rate: VatRate): QuoteTotals {
  const materialsCents = toCents(materialsEuros)
  const laborCents = toCents(laborEuros)
  const netCents = materialsCents + laborCents
  const vatPercent = VAT_PERCENT[rate]
  const vat = vatCents(netCents, vatPercent)
  return { materialsCents, laborCents, netCents, vatPercent, vatCents: vat, grossCents: netCents + vat }
}
