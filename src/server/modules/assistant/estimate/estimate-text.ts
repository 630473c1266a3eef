import type { PricingUnit, VatRule } from '@server/modules/pricing/pricing-model'
import { dateTimeFormat } from '@shared/format/date-time'
import { formatMoney, formatMoneyRange } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'

/** The estimate's `basis` lines in the interface languages. */

const monthFormat = (language: UiLanguage) =>
  dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Whole euros, as the rest of LuxPro writes money (docs/ui-guidelines.md): "€1,250", "1 250 €". */
function formatEuro(amount: number, language: UiLanguage): string {
  return formatMoney(Math.round(amount), language)
}

/** "€1,200 – €1,800", "1 200 – 1 800 €": the currency where the language puts it, written once in fr and de. */
export function euroRange(low: number, high: number, language: UiLanguage): string {
  return formatMoneyRange(Math.round(low), Math.round(high), language)
}

const quantity = (value: number, language: UiLanguage) =>
  formatNumber(value, language, { maximumFractionDigits: 1 })

type UnitWords = Record<PricingUnit, [singular: string, plural: string]>

const UNIT_WORDS: Record<UiLanguage, UnitWords> = {
  en: {
    m2: ['m²', 'm²'],
    hour: ['hour', 'hours'],
    day: ['day', 'days'],
    room: ['room', 'rooms'],
    window: ['window', 'windows'],
    job: ['job', 'jobs'],
    kwp: ['kWp', 'kWp'],
    panel: ['panel', 'panels'],
    page: ['page', 'pages'],
    word: ['word', 'words'],
    metre: ['metre', 'metres'],
    item: ['item', 'items'],
  },
  fr: {
    m2: ['m²', 'm²'],
    hour: ['heure', 'heures'],
    day: ['jour', 'jours'],
    room: ['pièce', 'pièces'],
    window: ['fenêtre', 'fenêtres'],
    job: ['intervention', 'interventions'],
    kwp: ['kWc', 'kWc'],
    panel: ['panneau', 'panneaux'],
    page: ['page', 'pages'],
    word: ['mot', 'mots'],
    metre: ['mètre', 'mètres'],
    item: ['élément', 'éléments'],
  },
  de: {
    m2: ['m²', 'm²'],
    hour: ['Stunde', 'Stunden'],
    day: ['Tag', 'Tage'],
    room: ['Zimmer', 'Zimmer'],
    window: ['Fenster', 'Fenster'],
    job: ['Einsatz', 'Einsätze'],
    kwp: ['kWp', 'kWp'],
    panel: ['Modul', 'Module'],
    page: ['Seite', 'Seiten'],
    word: ['Wort', 'Wörter'],
    metre: ['Meter', 'Meter'],
    item: ['Stück', 'Stück'],
  },
}

/** "45 m²", "2 hours", "1 room" in the language. */
export function formatQuantity(value: number, unit: PricingUnit, language: UiLanguage): string {
  const [singular, plural] = UNIT_WORDS[language][unit]
  return `${quantity(value, language)} ${value === 1 ? singular : plural}`
}

export function unitName(unit: PricingUnit, language: UiLanguage): string {
  return UNIT_WORDS[language][unit][0]
}

export function quantityGivenLine(quantity: string, language: UiLanguage): string {
  switch (language) {
    case 'fr':
      return `${quantity}, d’après votre description`
    case 'de':
      return `${quantity} laut Ihrer Beschreibung`
    default:
      return `${quantity}, as you described`
  }
}

export function quantityConvertedLine(quantity: string, given: string, language: UiLanguage): string {
  switch (language) {
    case 'fr':
      return `${quantity}, estimé d’après les ${given} indiqués`
    case 'de':
      return `${quantity}, abgeleitet aus den angegebenen ${given}`
    default:
      return `${quantity}, worked out from the ${given} you mentioned`
  }
}

export function quantityAssumedLine(job: string, quantity: string, language: UiLanguage): string {
  switch (language) {
    case 'fr':
      return `Aucune quantité indiquée : nous supposons ${job} (${quantity})`
    case 'de':
      return `Keine Menge angegeben: angenommen wird ${job} (${quantity})`
    default:
      return `No quantity given: assumed ${job} (${quantity})`
  }
}

export interface RatesLine {
  place: string | null
  lowRate: number
  highRate: number
  unit: PricingUnit
  covers: string
}

export function ratesLine(rates: RatesLine, language: UiLanguage): string {
  const range = euroRange(rates.lowRate, rates.highRate, language)
  const unit = unitName(rates.unit, language)
  switch (language) {
    case 'fr': {
      const where = rates.place ? ` pour ${rates.place}` : ''
      return `Tarifs luxembourgeois${where} : ${range} par ${unit} HT (${rates.covers})`
    }
    case 'de': {
      const where = rates.place ? ` für ${rates.place}` : ''
      return `Luxemburger Preise${where}: ${range} pro ${unit} ohne MwSt. (${rates.covers})`
    }
    default: {
      const where = rates.place ? ` for ${rates.place}` : ''
      return `Luxembourg rates${where}: ${range} per ${unit} excl. VAT (${rates.covers})`
    }
  }
}

/** "45 m² × €22–€38 per m² = €990–€1,710 excl. VAT": how the range is worked out. */
export function computationLine(
  parts: {
    quantity: string
    lowRate: number
    highRate: number
    unit: PricingUnit
    low: number
    high: number
  },
  language: UiLanguage,
): string {
  const rates = euroRange(parts.lowRate, parts.highRate, language)
  const total = euroRange(parts.low, parts.high, language)
  const unit = unitName(parts.unit, language)
  switch (language) {
    case 'fr':
      return `${parts.quantity} × ${rates} par ${unit} = ${total} HT`
    case 'de':
      return `${parts.quantity} × ${rates} pro ${unit} = ${total} ohne MwSt.`
    default:
      return `${parts.quantity} × ${rates} per ${unit} = ${total} excl. VAT`
  }
}

/** The range's total, as shown, with the VAT rate it includes. */
export function totalLine(low: number, high: number, vatPercent: number, language: UiLanguage): string {
  const total = euroRange(low, high, language)
  switch (language) {
    case 'fr':
      return `Total : ${total} TTC (TVA ${vatPercent} % comprise), arrondi vers l’extérieur`
    case 'de':
      return `Gesamt: ${total} inkl. ${vatPercent} % MwSt., nach außen gerundet`
    default:
      return `Total: ${total} incl. ${vatPercent} % VAT, rounded outwards`
  }
}

/** Where the rates come from: LuxPro's dated table of Luxembourg rates (docs/estimate-rates.md). */
export function ratesSourceLine(date: string, language: UiLanguage): string {
  const [year, month] = date.split('-').map(Number)
  const when = monthFormat(language).format(new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1, 1)))
  switch (language) {
    case 'fr':
      return `Source des tarifs : grille LuxPro des prix luxembourgeois (${when}), établie d’après les tarifs publiés et les devis d’entreprises luxembourgeoises, les indications de la Chambre des Métiers et les indices de prix du STATEC ; ce n’est pas un tarif officiel`
    case 'de':
      return `Herkunft der Preise: LuxPro-Tabelle Luxemburger Preise (${when}), nach veröffentlichten Preisen und Angeboten Luxemburger Betriebe, Hinweisen der Chambre des Métiers und Preisindizes des STATEC; kein amtlicher Tarif`
    default:
      return `Where the rates come from: LuxPro’s table of Luxembourg rates (${when}), from published rates and quotes of Luxembourg firms, Chambre des Métiers guidance and STATEC price indices; not an official tariff`
  }
}

export function minimumChargeLine(amount: number, language: UiLanguage): string {
  const euros = formatEuro(amount, language)
  switch (language) {
    case 'fr':
      return `Minimum de facturation de ${euros} HT appliqué`
    case 'de':
      return `Mindestbetrag von ${euros} ohne MwSt. angesetzt`
    default:
      return `Minimum charge of ${euros} excl. VAT applied`
  }
}

export function urgencyLine(surcharge: number, language: UiLanguage): string {
  const percent = Math.round(surcharge * 100)
  switch (language) {
    case 'fr':
      return `Intervention urgente : +${percent} %`
    case 'de':
      return `Dringender Einsatz: +${percent} %`
    default:
      return `Urgent work: +${percent} %`
  }
}

export function ambiguousLine(language: UiLanguage): string {
  switch (language) {
    case 'fr':
      return 'Fourchette approximative : la demande n’est pas encore précise, la fourchette est donc plus large'
    case 'de':
      return 'Grobe Spanne: Die Anfrage ist noch nicht eindeutig, daher ist die Spanne breiter'
    default:
      return 'Rough range: the request is not specific yet, so the range is wider'
  }
}

export function placeMissingLine(language: UiLanguage): string {
  switch (language) {
    case 'fr':
      return 'Lieu pas encore confirmé : tarifs moyens du Luxembourg'
    case 'de':
      return 'Ort noch nicht bestätigt: durchschnittliche Luxemburger Preise'
    default:
      return 'Place not confirmed yet: average Luxembourg rates'
  }
}

/** The VAT line; for the housing rate it states the condition and the range it would give. */
export function vatLine(
  rule: VatRule,
  percent: number,
  language: UiLanguage,
  reducedRange?: { low: number; high: number },
): string {
  const reduced = reducedRange ? euroRange(reducedRange.low, reducedRange.high, language) : ''
  const text: Record<VatRule, Record<UiLanguage, string>> = {
    standard: {
      en: `VAT ${percent} % included`,
      fr: `TVA ${percent} % incluse`,
      de: `inkl. ${percent} % MwSt.`,
    },
    cleaning: {
      en: `VAT ${percent} % included (cleaning of private homes; 17 % for business premises)`,
      fr: `TVA ${percent} % incluse (nettoyage de logements privés ; 17 % pour des locaux professionnels)`,
      de: `inkl. ${percent} % MwSt. (Reinigung von Privatwohnungen; 17 % für Geschäftsräume)`,
    },
    housing_renovation: {
      en: `VAT ${percent} % included; 3 % may apply instead if the dwelling is your main residence and was first occupied more than 20 years ago (about ${reduced} at 3 %)`,
      fr: `TVA ${percent} % incluse ; le taux de 3 % peut s’appliquer si le logement est votre résidence principale et a été occupé pour la première fois il y a plus de 20 ans (environ ${reduced} à 3 %)`,
      de: `inkl. ${percent} % MwSt.; 3 % können gelten, wenn die Wohnung Ihr Hauptwohnsitz ist und vor mehr als 20 Jahren erstmals bezogen wurde (etwa ${reduced} bei 3 %)`,
    },
    solar_dwelling: {
      en: `VAT ${percent} % included (solar panels on or near a private home; 17 % otherwise)`,
      fr: `TVA ${percent} % incluse (panneaux solaires sur ou près d’un logement privé ; 17 % sinon)`,
      de: `inkl. ${percent} % MwSt. (Solarmodule auf oder bei einem Privathaus; sonst 17 %)`,
    },
  }
  return text[rule][language]
}

/** The catalogue job priced, with the quantity line: "Job: Tile a floor; 12 m², as you described". */
export function jobLine(name: string, quantityLine: string, language: UiLanguage): string {
  switch (language) {
    case 'fr':
      return `Travaux : ${name} ; ${quantityLine}`
    case 'de':
      return `Arbeit: ${name}; ${quantityLine}`
    default:
      return `Job: ${name}; ${quantityLine}`
  }
}

/** The catalogue job priced with its typical quantity (null: priced as a whole job). */
export function jobAssumedLine(name: string, quantity: string | null, language: UiLanguage): string {
  switch (language) {
    case 'fr':
      return quantity
        ? `Travaux : ${name} ; aucune quantité indiquée, nous supposons ${quantity}`
        : `Travaux : ${name}, chiffrés comme un tout`
    case 'de':
      return quantity
        ? `Arbeit: ${name}; keine Menge angegeben, angenommen werden ${quantity}`
        : `Arbeit: ${name}, als Ganzes veranschlagt`
    default:
      return quantity
        ? `Job: ${name}; no quantity given, assumed ${quantity}`
        : `Job: ${name}, priced as a whole job`
  }
}

/** "€1,350" or "€45 per m²", net, as providers list it. */
export function listedPriceText(
  listed: { amount: number; perUnit: boolean; unit: PricingUnit },
  language: UiLanguage,
): string {
  const amount = formatEuro(listed.amount, language)
  if (!listed.perUnit) return amount
  const unit = unitName(listed.unit, language)
  switch (language) {
    case 'fr':
      return `${amount} par ${unit}`
    case 'de':
      return `${amount} pro ${unit}`
    default:
      return `${amount} per ${unit}`
  }
}

/** What providers here list for the job, and whether the range was moved to agree with it. */
export function agreementLine(
  listed: { amount: number; perUnit: boolean; unit: PricingUnit; moved: boolean },
  language: UiLanguage,
): string {
  const price = listedPriceText(listed, language)
  switch (language) {
    case 'fr':
      return `Les prestataires d’ici affichent ces travaux à partir de ${price} HT${listed.moved ? ' ; la fourchette a été ajustée à leurs prix' : ''}`
    case 'de':
      return `Anbieter hier nennen für diese Arbeit Preise ab ${price} ohne MwSt.${listed.moved ? '; die Spanne wurde an ihre Preise angepasst' : ''}`
    default:
      return `Providers here list this from ${price} excl. VAT${listed.moved ? '; the range was adjusted to their prices' : ''}`
  }
}
