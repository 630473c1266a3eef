import { assistantCategoryName } from '@shared/assistant/category-names'
import type { CategorySlug } from '@shared/catalog/categories'
import { formatRating } from '@shared/format/number'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { bayesianRating } from '@shared/providers/bayesian-rating'
import { responseTime } from '@shared/providers/response-time'
import type { AvailabilityWindow } from './availability-window'

/**
 * Why a provider was matched, in the conversation's language (one of the assistant's seven). First what made it stand out (its trade,
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
  language: AssistantLanguage
}

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

type Said<T extends unknown[] = []> = Record<AssistantLanguage, (...values: T) => string>

const TRADE: Record<'main' | 'also', Said<[name: string]>> = {
  main: {
    en: (name) => `main trade: ${name}`,
    fr: (name) => `métier principal : ${name}`,
    de: (name) => `Hauptgewerbe: ${name}`,
    lb: (name) => `Haaptberuff: ${name}`,
    pt: (name) => `atividade principal: ${name}`,
    it: (name) => `attività principale: ${name}`,
    es: (name) => `actividad principal: ${name}`,
  },
  also: {
    en: (name) => `also offers: ${name}`,
    fr: (name) => `propose aussi : ${name}`,
    de: (name) => `bietet auch an: ${name}`,
    lb: (name) => `bitt och un: ${name}`,
    pt: (name) => `também oferece: ${name}`,
    it: (name) => `offre anche: ${name}`,
    es: (name) => `también ofrece: ${name}`,
  },
}

/** "main trade: Electrical", or "also offers: Cleaning" for a secondary trade with a listed service. */
export function tradeReason(
  fit: 'main' | 'also',
  category: CategorySlug,
  language: AssistantLanguage,
): string {
  return TRADE[fit][language](assistantCategoryName(category, language))
}

const CLOSEST: Record<AssistantLanguage, string> = {
  en: 'the closest to you',
  fr: 'le plus proche de chez vous',
  de: 'am nächsten bei Ihnen',
  lb: 'am noosten bei Iech',
  pt: 'o mais perto de si',
  it: 'il più vicino a lei',
  es: 'el más cercano a usted',
}

export function closestReason(language: AssistantLanguage): string {
  return CLOSEST[language]
}

const BEST_RATED: Record<AssistantLanguage, string> = {
  en: 'best rated of these',
  fr: 'le mieux noté de cette sélection',
  de: 'am besten bewertet in dieser Auswahl',
  lb: 'am beschte bewäert an dëser Auswiel',
  pt: 'o mais bem avaliado desta seleção',
  it: 'il più apprezzato di questa selezione',
  es: 'el mejor valorado de esta selección',
}

export function bestRatedReason(language: AssistantLanguage): string {
  return BEST_RATED[language]
}

const QUICKEST: Record<AssistantLanguage, string> = {
  en: 'quickest to answer of these',
  fr: 'le plus rapide à répondre de cette sélection',
  de: 'antwortet am schnellsten in dieser Auswahl',
  lb: 'äntwert am séiersten an dëser Auswiel',
  pt: 'o que responde mais depressa desta seleção',
  it: 'il più rapido a rispondere di questa selezione',
  es: 'el que responde más rápido de esta selección',
}

export function quickestReason(language: AssistantLanguage): string {
  return QUICKEST[language]
}

const NO_REVIEWS: Record<AssistantLanguage, string> = {
  en: 'no reviews yet',
  fr: 'pas encore d’avis',
  de: 'noch keine Bewertungen',
  lb: 'nach keng Bewäertungen',
  pt: 'ainda sem avaliações',
  it: 'ancora nessuna recensione',
  es: 'aún sin reseñas',
}

const RATED: Said<[stars: string, count: number]> = {
  en: (stars, n) => `${stars} from ${n} ${n === 1 ? 'review' : 'reviews'}`,
  fr: (stars, n) => `${stars} sur ${n} avis`,
  de: (stars, n) => `${stars} aus ${n} ${n === 1 ? 'Bewertung' : 'Bewertungen'}`,
  lb: (stars, n) => `${stars} aus ${n} ${n === 1 ? 'Bewäertung' : 'Bewäertungen'}`,
  pt: (stars, n) => `${stars} em ${n} ${n === 1 ? 'avaliação' : 'avaliações'}`,
  it: (stars, n) => `${stars} su ${n} ${n === 1 ? 'recensione' : 'recensioni'}`,
  es: (stars, n) => `${stars} en ${n} ${n === 1 ? 'reseña' : 'reseñas'}`,
}

export function ratingReason(rating: number, reviewCount: number, language: AssistantLanguage): string {
  if (reviewCount <= 0) return NO_REVIEWS[language]
  return RATED[language](`${formatRating(rating, language)} ★`, reviewCount)
}

const UNDER_ONE_KM: Record<AssistantLanguage, string> = {
  en: 'less than 1 km away',
  fr: 'à moins d’1 km',
  de: 'weniger als 1 km entfernt',
  lb: 'manner wéi 1 km ewech',
  pt: 'a menos de 1 km',
  it: 'a meno di 1 km',
  es: 'a menos de 1 km',
}

const KM_AWAY: Said<[km: number]> = {
  en: (km) => `${km} km away`,
  fr: (km) => `à ${km} km`,
  de: (km) => `${km} km entfernt`,
  lb: (km) => `${km} km ewech`,
  pt: (km) => `a ${km} km`,
  it: (km) => `a ${km} km`,
  es: (km) => `a ${km} km`,
}

export function distanceReason(distanceKm: number, language: AssistantLanguage): string {
  if (distanceKm < 1) return UNDER_ONE_KM[language]
  return KM_AWAY[language](Math.round(distanceKm))
}

const ANSWERS_WITHIN: Record<'minutes' | 'hours' | 'days', Said<[n: number]>> = {
  minutes: {
    en: (n) => `usually answers within ${n} min`,
    fr: (n) => `répond généralement en moins de ${n} min`,
    de: (n) => `antwortet meist innerhalb von ${n} Min.`,
    lb: (n) => `äntwert meeschtens bannent ${n} Min.`,
    pt: (n) => `costuma responder em menos de ${n} min`,
    it: (n) => `di solito risponde entro ${n} min`,
    es: (n) => `suele responder en menos de ${n} min`,
  },
  hours: {
    en: (n) => `usually answers within ${n} h`,
    fr: (n) => `répond généralement en moins de ${n} h`,
    de: (n) => `antwortet meist innerhalb von ${n} Std.`,
    lb: (n) => `äntwert meeschtens bannent ${n} St.`,
    pt: (n) => `costuma responder em menos de ${n} h`,
    it: (n) => `di solito risponde entro ${n} h`,
    es: (n) => `suele responder en menos de ${n} h`,
  },
  days: {
    en: (n) => `usually answers within ${n} days`,
    fr: (n) => `répond généralement en moins de ${n} jours`,
    de: (n) => `antwortet meist innerhalb von ${n} Tagen`,
    lb: (n) => `äntwert meeschtens bannent ${n} Deeg`,
    pt: (n) => `costuma responder em menos de ${n} dias`,
    it: (n) => `di solito risponde entro ${n} giorni`,
    es: (n) => `suele responder en menos de ${n} días`,
  },
}

/** The measured median time to a first answer, as every page says it (rounded up to a step a person would say). */
export function responseReason(medianMinutes: number, language: AssistantLanguage): string {
  const { unit, count } = responseTime(medianMinutes)
  return ANSWERS_WITHIN[unit][language](count)
}

const VERIFIED: Record<AssistantLanguage, string> = {
  en: 'registration document reviewed',
  fr: 'immatriculation examinée',
  de: 'Registrierung geprüft',
  lb: 'Registréierung nogekuckt',
  pt: 'registo comercial verificado',
  it: 'iscrizione al registro verificata',
  es: 'registro mercantil revisado',
}

export function verifiedReason(language: AssistantLanguage): string {
  return VERIFIED[language]
}

const INSURED: Record<AssistantLanguage, string> = {
  en: 'insurance reviewed',
  fr: 'assurance examinée',
  de: 'Versicherung geprüft',
  lb: 'Versécherung nogekuckt',
  pt: 'seguro verificado',
  it: 'assicurazione verificata',
  es: 'seguro revisado',
}

export function insuredReason(language: AssistantLanguage): string {
  return INSURED[language]
}

const AVAILABLE: Record<'today' | 'this_week', Record<AssistantLanguage, string>> = {
  today: {
    en: 'available today',
    fr: 'disponible aujourd’hui',
    de: 'heute verfügbar',
    lb: 'haut disponibel',
    pt: 'disponível hoje',
    it: 'disponibile oggi',
    es: 'disponible hoy',
  },
  this_week: {
    en: 'available this week',
    fr: 'disponible cette semaine',
    de: 'diese Woche verfügbar',
    lb: 'dës Woch disponibel',
    pt: 'disponível esta semana',
    it: 'disponibile questa settimana',
    es: 'disponible esta semana',
  },
}

export function availabilityReason(window: AvailabilityWindow, language: AssistantLanguage): string | null {
  return window === 'none' ? null : AVAILABLE[window][language]
}

/** Every table of reasons, for the test that each has all seven languages. */
export const REASON_TABLES = {
  ...TRADE,
  CLOSEST,
  BEST_RATED,
  QUICKEST,
  NO_REVIEWS,
  RATED,
  UNDER_ONE_KM,
  KM_AWAY,
  ...ANSWERS_WITHIN,
  VERIFIED,
  INSURED,
  ...AVAILABLE,
}
