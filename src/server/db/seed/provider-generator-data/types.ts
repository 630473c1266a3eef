import type { LocalizedText } from '@server/db/schema/providers'
import type { CategorySlug } from '@shared/catalog/categories'

export type ServiceUnit = 'hour' | 'job' | 'm2' | 'unit' | 'day' | 'page'

/** One line of a category's price list; `price` is the usual 2026 range in euros, VAT excluded. */
export interface ServiceTemplate {
  unit: ServiceUnit
  price: [number, number]
  name: LocalizedText
  description: LocalizedText
}

/** What makes a business of a category look like one: names, specialties, credentials, volume. */
export interface CategoryProfile {
  /** Trade words put before a family name ("Sanitaire Weber", "Elektro Schmit"). */
  before: string[]
  /** Trade words put after a family name ("Weber Toitures", "Schmit IT Solutions"). */
  after: string[]
  /** Stand-alone brand names, some starting with a digit ("24/7 Serrurerie"). */
  brands: string[]
  specialties: string[]
  related: CategorySlug[]
  projectsPerYear: [number, number]
  certifications: string[]
  licences: string[]
  awards: string[]
  /** Share of Portuguese speakers among the staff (construction and cleaning employ many). */
  portuguese: number
  /** Offices serve the whole country; trades serve their region. */
  wideRadius: boolean
}

/** Description building blocks; {name}, {locality} and {years} are filled in. */
export interface DescriptionTemplate {
  intro: LocalizedText
  pitches: LocalizedText[]
}

export const localized = (en: string, fr: string, de: string): LocalizedText => ({ en, fr, de })

export function service(
  unit: ServiceUnit,
  low: number,
  high: number,
  name: [string, string, string],
  description: [string, string, string],
): ServiceTemplate {
  return { unit, price: [low, high], name: localized(...name), description: localized(...description) }
}
