import {
  type CategoryPricing,
  type LocalizedText,
  PRICING_MODEL,
  type PricingUnit,
  type VatRule,
} from '@server/modules/pricing/pricing-model'
import type { CategorySlug } from '@shared/catalog/categories'

/**
 * One common job of a trade, priced on its own (a fuse box, a gas boiler, a 5-page website) rather
 * than as hours of the trade. It has the category pricing's shape, so the estimator prices it the
 * same way, plus what it is, how it is recognised in a message and where its figures come from.
 */
export interface JobDefinition extends CategoryPricing {
  slug: string
  category: CategorySlug
  name: LocalizedText
  /**
   * Where the range comes from and how it was derived, with its date. It says "Estimate" when the
   * figure is ours (worked out from trade rates and typical quantities), not a published price.
   */
  basis: string
  /**
   * Patterns on the folded message (lower case, no accents, ß → ss), in lb, fr, de, en, pt, it and
   * es: every one must match for the job to be recognised.
   */
  match: readonly RegExp[]
  /** A pattern that rules the job out (a heat pump is not a boiler replacement). */
  exclude: RegExp | null
}

const VAT_SOURCES: Record<VatRule, string> = {
  standard: 'VAT: 17 % standard rate (aed.public.lu, guichet.public.lu)',
  cleaning:
    'VAT: 8 % reduced rate for cleaning private homes, 17 % for business premises (aed.public.lu, guichet.public.lu)',
  housing_renovation:
    'VAT: 17 % as quoted; 3 % "TVA logement" when the works renovate a main residence over 20 years old (equipment such as sanitary and heating under the conditions of the list), capped at €50,000 of advantage per dwelling (Règlement grand-ducal of 30 July 2002; guichet.public.lu)',
  solar_dwelling:
    'VAT: 3 % for supplying and installing solar panels on or near a private dwelling since 1 January 2023, 17 % otherwise (aed.public.lu, guichet.public.lu)',
}

export interface JobSpec {
  category: CategorySlug
  name: [en: string, fr: string, de: string]
  unit: PricingUnit
  /** Net EUR per unit: an affordable and an expensive Luxembourg firm. */
  rate: [low: number, high: number]
  /** Net EUR a low-priced firm charges at least; defaults to one unit at the low rate. */
  min?: number
  /** The quantity assumed when none is given (1 for a job). */
  typical?: number
  covers: [en: string, fr: string, de: string]
  vat?: VatRule
  conversions?: Partial<Record<PricingUnit, number>>
  basis: string
  /** Regular-expression sources; all must match the folded message. */
  match: readonly string[]
  exclude?: string
}

const localized = ([en, fr, de]: [string, string, string]): LocalizedText => ({ en, fr, de })

export function defineJob(slug: string, spec: JobSpec): JobDefinition {
  const category = PRICING_MODEL[spec.category]
  const vat = spec.vat ?? category.vat
  const name = localized(spec.name)
  return {
    slug,
    category: spec.category,
    name,
    unit: spec.unit,
    lowRate: spec.rate[0],
    highRate: spec.rate[1],
    minimumCharge: spec.min ?? spec.rate[0],
    typicalQuantity: spec.typical ?? 1,
    typicalJob: name,
    covers: localized(spec.covers),
    urgencySurcharge: category.urgencySurcharge,
    vat,
    conversions: spec.conversions ?? {},
    basis: spec.basis,
    sources: `${spec.basis}. ${VAT_SOURCES[vat]}.`,
    match: spec.match.map((source) => new RegExp(source)),
    exclude: spec.exclude ? new RegExp(spec.exclude) : null,
  }
}
