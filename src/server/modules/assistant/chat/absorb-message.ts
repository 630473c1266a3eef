import { NUMBER_PATTERN, parseNumber } from '@server/modules/assistant/understanding/numbers'
import type { QuantityUnit, Understanding } from '@server/modules/assistant/understanding/types'
import type { PricingUnit } from '@server/modules/pricing/pricing-model'
import type { ChatLocation } from '@shared/assistant/chat-schemas'
import { PROJECT_DESCRIPTION_MAX } from '@shared/quotes/quote-request-schemas'
import type { ChatSession } from './chat-session'

/**
 * What one customer message adds to the conversation: the category when it is clear (or the
 * candidates when it is not), the place, quantities, urgency, budget and timeline. A later
 * message fills what an earlier one left out; it never erases what was understood before.
 */

export interface Absorbed {
  /** A place outside Luxembourg named in this message (and no Luxembourg place). */
  abroad: string | null
  newPlace: boolean
  newCategory: boolean
  newQuantities: boolean
}

/** The understanding reads doors; the estimator prices items (a door is one item). */
const PRICING_UNIT: Record<QuantityUnit, PricingUnit> = {
  m2: 'm2',
  metre: 'metre',
  room: 'room',
  window: 'window',
  door: 'item',
  hour: 'hour',
  day: 'day',
  kwp: 'kwp',
  panel: 'panel',
  page: 'page',
  word: 'word',
  item: 'item',
}

const sameLocation = (a: ChatLocation | null, b: ChatLocation) =>
  a !== null && a.locality === b.locality && a.commune === b.commune && a.quarter === b.quarter

/** Appends the customer's words verbatim to the description providers will read (up to its cap). */
export function keepText(session: ChatSession, text: string): void {
  const joined = session.customerText ? `${session.customerText}\n${text}` : text
  if (joined.length <= PROJECT_DESCRIPTION_MAX) session.customerText = joined
}

export function absorb(session: ChatSession, u: Understanding): Absorbed {
  const absorbed: Absorbed = { abroad: null, newPlace: false, newCategory: false, newQuantities: false }
  const { details } = session

  if (u.categoryStatus === 'clear' && u.category && u.category !== session.category) {
    session.category = u.category
    details.categoryWasAmbiguous = false
    absorbed.newCategory = true
  } else if (u.categoryStatus === 'ambiguous' && !session.category) {
    details.categoryCandidates = u.categoryCandidates
  }

  if (u.place?.kind === 'abroad') absorbed.abroad = u.place.name
  else if (u.place) {
    const location: ChatLocation = {
      locality: u.place.locality,
      commune: u.place.commune,
      ...(u.place.quarter ? { quarter: u.place.quarter } : {}),
      postalCode: u.place.postalCode,
      lat: u.place.lat,
      lon: u.place.lon,
    }
    if (!sameLocation(session.location, location) || !details.locationConfirmed) {
      absorbed.newPlace = !sameLocation(session.location, location)
      session.location = location
      details.locationConfirmed = false
    }
  }

  // The latest figures come first ("actually it is 60 m²"): the estimator takes the first that fits.
  const fresh = u.quantities
    .map((quantity) => ({ value: quantity.value, unit: PRICING_UNIT[quantity.unit] }))
    .filter((q) => !session.quantities.some((known) => known.unit === q.unit && known.value === q.value))
  if (fresh.length > 0) {
    session.quantities = [...fresh, ...session.quantities]
    absorbed.newQuantities = true
  }
  details.urgency = u.urgency ?? details.urgency
  details.budget = u.budget ?? details.budget
  details.timeline = u.timeline ?? details.timeline
  return absorbed
}

const ONE_NUMBER = new RegExp(`^[^\\d]*(${NUMBER_PATTERN})[^\\d]*$`, 'u')
/** Larger than any one room, flat or count a customer gives without its unit: more likely a postal code or a year. */
const BARE_NUMBER_MAX = 999

/**
 * A number given without its unit ("70", "yes, 12") when the estimate prices one quantity: it is
 * that quantity (the area in m², the number of windows). Only when the message says nothing else
 * the understanding could read the number as: no place, size, date, budget or urgency.
 */
export function absorbBareNumber(
  session: ChatSession,
  text: string,
  u: Understanding,
  unit: PricingUnit | null,
): boolean {
  if (!unit || u.quantities.length > 0 || u.place || u.timeline || u.budget || u.urgency) return false
  const found = ONE_NUMBER.exec(text)?.[1]
  const value = found ? parseNumber(found) : Number.NaN
  if (!(value > 0 && value <= BARE_NUMBER_MAX)) return false
  if (session.quantities[0]?.unit === unit && session.quantities[0].value === value) return false
  session.quantities = [
    { value, unit },
    ...session.quantities.filter((q) => !(q.unit === unit && q.value === value)),
  ]
  return true
}
