import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { formatRating } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { bayesianRating } from '@shared/providers/bayesian-rating'
import type { AvailabilityWindow } from './availability-window'

/**
 * Why a provider was matched, in the interface language. First what made it stand out (its trade,
 * the closest, the best rated or the quickest to answer of the five), then the facts: '4.8 ★ from
 * 37 reviews', '6 km away', 'usually answers within 5 h', 'registration document reviewed', 'insurance reviewed', 'available today'.
 */

/** What the reasons need to know about one ranked provider. */
export interface RankedForReasons {
  candidate: {
    rating: number
    reviewCount: number
    medianResponseMinutes: number | null
    verified: boolean
    insured: boolean
  }
  fit: 'main' | 'also'
  distanceKm: number
  window: AvailabilityWindow
}

export interface ReasonContext {
  /** The providers shown, in order. */
  chosen: readonly RankedForReasons[]
  /** The distance of the nearest eligible provider, shown or not. */
  nearestKm: number
  category: CategorySlug
  language: UiLanguage
}

const CATEGORY_NAMES = new Map(CATEGORIES.map((c) => [c.slug, c.names]))

export function reasonsFor(entry: RankedForReasons, context: ReasonContext): string[] {
  const { candidate } = entry
  const { chosen, language } = context
  const reasons = [tradeReason(entry.fit, context.category, language)]
  if (entry.distanceKm - context.nearestKm < 0.05) reasons.push(closestReason(language))
  if (chosen.length > 1 && candidate.reviewCount > 0) {
    const bayes = (e: RankedForReasons) => bayesianRating(e.candidate.rating, e.candidate.reviewCount)
    const best = Math.max(...chosen.map(bayes))
    if (bayes(entry) === best && chosen.filter((e) => bayes(e) === best).length === 1)
      reasons.push(bestRatedReason(language))
  }
  const measured = chosen.flatMap((e) =>
    e.candidate.medianResponseMinutes === null ? [] : [e.candidate.medianResponseMinutes],
  )
  if (
    chosen.length > 1 &&
    candidate.medianResponseMinutes !== null &&
    candidate.medianResponseMinutes === Math.min(...measured) &&
    measured.filter((m) => m === candidate.medianResponseMinutes).length === 1
  )
    reasons.push(quickestReason(language))
  reasons.push(ratingReason(candidate.rating, candidate.reviewCount, language))
  reasons.push(distanceReason(entry.distanceKm, language))
  if (candidate.medianResponseMinutes !== null)
    reasons.push(responseReason(candidate.medianResponseMinutes, language))
  if (candidate.verified) reasons.push(verifiedReason(language))
  if (candidate.insured) reasons.push(insuredReason(language))
  const available = availabilityReason(entry.window, language)
  if (available) reasons.push(available)
  return reasons
}

/** "main trade: Electrical", or "also offers: Cleaning" for a secondary trade with a listed service. */
export function tradeReason(fit: 'main' | 'also', category: CategorySlug, language: UiLanguage): string {
  const name = CATEGORY_NAMES.get(category)?.[language] ?? category
  if (fit === 'main')
    return { en: `main trade: ${name}`, fr: `métier principal : ${name}`, de: `Hauptgewerbe: ${name}` }[
      language
    ]
  return { en: `also offers: ${name}`, fr: `propose aussi : ${name}`, de: `bietet auch an: ${name}` }[
    language
  ]
}

export function closestReason(language: UiLanguage): string {
  return { en: 'the closest to you', fr: 'le plus proche de chez vous', de: 'am nächsten bei Ihnen' }[
    language
  ]
}

export function bestRatedReason(language: UiLanguage): string {
  return {
    en: 'best rated of these',
    fr: 'le mieux noté de cette sélection',
    de: 'am besten bewertet in dieser Auswahl',
  }[language]
}

export function quickestReason(language: UiLanguage): string {
  return {
    en: 'quickest to answer of these',
    fr: 'le plus rapide à répondre de cette sélection',
    de: 'antwortet am schnellsten in dieser Auswahl',
  }[language]
}

export function ratingReason(rating: number, reviewCount: number, language: UiLanguage): string {
  if (reviewCount <= 0) {
    return { en: 'no reviews yet', fr: 'pas encore d’avis', de: 'noch keine Bewertungen' }[language]
  }
  const stars = `${formatRating(rating, language)} ★`
  const one = reviewCount === 1
  switch (language) {
    case 'fr':
      return `${stars} sur ${reviewCount} avis`
    case 'de':
      return `${stars} aus ${reviewCount} ${one ? 'Bewertung' : 'Bewertungen'}`
    default:
      return `${stars} from ${reviewCount} ${one ? 'review' : 'reviews'}`
  }
}

export function distanceReason(distanceKm: number, language: UiLanguage): string {
  if (distanceKm < 1) {
    return { en: 'less than 1 km away', fr: 'à moins d’1 km', de: 'weniger als 1 km entfernt' }[language]
  }
  const km = Math.round(distanceKm)
  return { en: `${km} km away`, fr: `à ${km} km`, de: `${km} km entfernt` }[language]
}

/** The measured median time to a first answer, rounded up to what a person would say. */
export function responseReason(medianMinutes: number, language: UiLanguage): string {
  if (medianMinutes < 60) {
    const minutes = Math.max(5, Math.ceil(medianMinutes / 5) * 5)
    return {
      en: `usually answers within ${minutes} min`,
      fr: `répond généralement en moins de ${minutes} min`,
      de: `antwortet meist innerhalb von ${minutes} Min.`,
    }[language]
  }
  if (medianMinutes <= 48 * 60) {
    const hours = Math.ceil(medianMinutes / 60)
    return {
      en: `usually answers within ${hours} h`,
      fr: `répond généralement en moins de ${hours} h`,
      de: `antwortet meist innerhalb von ${hours} Std.`,
    }[language]
  }
  const days = Math.ceil(medianMinutes / (24 * 60))
  return {
    en: `usually answers within ${days} days`,
    fr: `répond généralement en moins de ${days} jours`,
    de: `antwortet meist innerhalb von ${days} Tagen`,
  }[language]
}

export function verifiedReason(language: UiLanguage): string {
  return {
    en: 'registration document reviewed',
    fr: 'immatriculation examinée',
    de: 'Registrierung geprüft',
  }[language]
}

export function insuredReason(language: UiLanguage): string {
  return { en: 'insurance reviewed', fr: 'assurance examinée', de: 'Versicherung geprüft' }[language]
}

export function availabilityReason(window: AvailabilityWindow, language: UiLanguage): string | null {
  switch (window) {
    case 'today':
      return { en: 'available today', fr: 'disponible aujourd’hui', de: 'heute verfügbar' }[language]
    case 'this_week':
      return { en: 'available this week', fr: 'disponible cette semaine', de: 'diese Woche verfügbar' }[
        language
      ]
    case 'none':
      return null
  }
}
