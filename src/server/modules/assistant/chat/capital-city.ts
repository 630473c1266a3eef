import type { ChatLocation } from '@shared/assistant/chat-schemas'
import { placeName as placeNameIn } from '@shared/geo/place-names'
import type { AssistantLanguage } from '@shared/i18n/languages'

/** The commune of the capital, as the places the assistant finds name it. */
const CAPITAL = 'Luxembourg'

/**
 * The capital as each language names the city, so that it never reads as the country: alone
 * ("Is it in Luxembourg City?") and after one of its quarters ("Kirchberg (Luxembourg City)").
 */
const CITY: Record<AssistantLanguage, { alone: string; afterQuarter: string }> = {
  en: { alone: 'Luxembourg City', afterQuarter: 'Luxembourg City' },
  fr: { alone: 'Luxembourg-Ville', afterQuarter: 'Luxembourg-Ville' },
  de: { alone: 'Luxemburg-Stadt', afterQuarter: 'Luxemburg-Stadt' },
  lb: { alone: 'Lëtzebuerg-Stad', afterQuarter: 'Lëtzebuerg-Stad' },
  pt: { alone: 'Luxemburgo (cidade)', afterQuarter: 'cidade do Luxemburgo' },
  it: { alone: 'Lussemburgo città', afterQuarter: 'Lussemburgo città' },
  es: { alone: 'Luxemburgo (ciudad)', afterQuarter: 'ciudad de Luxemburgo' },
}

/**
 * The place as a sentence names it: the locality, and its commune in brackets when that says
 * something more ("Dudelange", "Howald (Hesperange)"). The capital is called a city in every
 * language ("Luxemburg-Stadt", "Clausen (Luxemburg-Stadt)"); other places keep their official name,
 * in German their German one where the reference data has it ("Walferdingen").
 */
export function placeName(
  location: Pick<ChatLocation, 'locality' | 'commune' | 'quarter'>,
  language: AssistantLanguage,
  withCommune: boolean,
): string {
  const { commune, quarter } = location
  if (commune !== CAPITAL) {
    // German names where the reference data has them ("Walferdingen"), as German pages write them.
    const local = (name: string) => (language === 'de' ? placeNameIn(name, 'de') : name)
    const locality = local(location.locality)
    return location.locality === commune || !withCommune ? locality : `${locality} (${local(commune)})`
  }
  const { locality } = location
  // The city's quarters are found as the city itself, with the quarter named ("Kirchberg").
  const part = quarter ?? (locality === CAPITAL ? null : locality)
  if (!part) return CITY[language].alone
  return withCommune ? `${part} (${CITY[language].afterQuarter})` : part
}
