import type { CategorySlug } from '@shared/catalog/categories'
import type { AssistantLanguage } from '@shared/i18n/languages'
import type { Timeline } from '@shared/quotes/quote-request-schemas'
import type { OutOfScopeNeed } from './out-of-scope'

/** The languages the assistant reads (product §1: lb, fr, de, en, pt, it, es). */
export type { AssistantLanguage }

/** A place inside Luxembourg, resolved to a locality with its commune and coordinates. */
export interface LuxembourgPlace {
  kind: 'locality' | 'commune' | 'quarter' | 'postal_code'
  locality: string
  commune: string
  postalCode: string | null
  lat: number
  lon: number
  /** The words of the message that named the place, as the customer wrote them. */
  matched: string
  /** The Luxembourg City quarter, when one was named. */
  quarter?: string
}

/** A place the customer named outside Luxembourg (country as ISO 3166-1 alpha-2). */
export interface AbroadPlace {
  kind: 'abroad'
  name: string
  country: string
  matched: string
}

export type UnderstoodPlace = LuxembourgPlace | AbroadPlace

export type QuantityUnit =
  | 'm2'
  | 'metre'
  | 'room'
  | 'window'
  | 'door'
  | 'hour'
  | 'day'
  | 'kwp'
  | 'panel'
  | 'page'
  | 'word'
  | 'item'

export interface Quantity {
  value: number
  unit: QuantityUnit
  /** The words that gave the quantity, folded ("90 qm"). */
  matched: string
}

export interface Budget {
  low?: number
  high?: number
}

/**
 * clear: one category stands out; ambiguous: several fit about as well (ask the customer, offering
 * `categoryCandidates`); none: nothing in the message points to a trade.
 */
export type CategoryStatus = 'clear' | 'ambiguous' | 'none'

export interface Understanding {
  language: AssistantLanguage
  /** The category when it is clear; null when ambiguous or unknown (then ask). */
  category: CategorySlug | null
  categoryStatus: CategoryStatus
  /** 0..1: how far the best category stands above the others and how much evidence it has. */
  categoryConfidence: number
  /** The best categories, best first: up to 3 when ambiguous, the chosen one when clear. */
  categoryCandidates: CategorySlug[]
  /** A need LuxPro lists no trade for (out-of-scope.ts); the category is then null. */
  outOfScope: OutOfScopeNeed | null
  /** A question about LuxPro itself (about-luxpro.ts): the site, paying, the account; the category is then null. */
  aboutLuxPro: boolean
  place: UnderstoodPlace | null
  quantities: Quantity[]
  urgency: 'urgent' | 'soon' | null
  budget: Budget | null
  timeline: Timeline | null
}
