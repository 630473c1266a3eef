import type { UiLanguage } from '@shared/i18n/languages'
import type { AvailabilityWindow } from './availability-window'

/** Why a provider was matched, in the interface language: '4.8 ★ from 37 reviews', '6 km away'… */

const LOCALES: Record<UiLanguage, string> = { en: 'en-GB', fr: 'fr-LU', de: 'de-LU' }

function oneDecimal(value: number, language: UiLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

export function ratingReason(rating: number, reviewCount: number, language: UiLanguage): string {
  if (reviewCount <= 0) {
    return { en: 'no reviews yet', fr: 'pas encore d’avis', de: 'noch keine Bewertungen' }[language]
  }
  const stars = `${oneDecimal(rating, language)} ★`
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
  return { en: 'verified', fr: 'vérifié', de: 'verifiziert' }[language]
}

export function insuredReason(language: UiLanguage): string {
  return { en: 'insured', fr: 'assuré', de: 'versichert' }[language]
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
