import type { PricingUnit, VatRule } from '@server/modules/pricing/pricing-model'
import { dateTimeFormat } from '@shared/format/date-time'
import { formatMoney, formatMoneyRange } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import type { AssistantLanguage } from '@shared/i18n/languages'

/**
 * The estimate's `basis` lines in the assistant's seven languages, each line written whole per
 * language (the figures filled in).
 */

const monthFormat = (language: AssistantLanguage) =>
  dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Whole euros, as the rest of LuxPro writes money (docs/ui-guidelines.md): "€1,250", "1 250 €". */
function formatEuro(amount: number, language: AssistantLanguage): string {
  return formatMoney(Math.round(amount), language)
}

/** "€1,200 – €1,800", "1 200 – 1 800 €": the currency where the language puts it, written once in fr and de. */
export function euroRange(low: number, high: number, language: AssistantLanguage): string {
  return formatMoneyRange(Math.round(low), Math.round(high), language)
}

const quantity = (value: number, language: AssistantLanguage) =>
  formatNumber(value, language, { maximumFractionDigits: 1 })

type UnitWords = Record<PricingUnit, [singular: string, plural: string]>

const UNIT_WORDS: Record<AssistantLanguage, UnitWords> = {
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
  lb: {
    m2: ['m²', 'm²'],
    hour: ['Stonn', 'Stonnen'],
    day: ['Dag', 'Deeg'],
    room: ['Zëmmer', 'Zëmmer'],
    window: ['Fënster', 'Fënsteren'],
    job: ['Asaz', 'Asätz'],
    kwp: ['kWp', 'kWp'],
    panel: ['Modul', 'Moduler'],
    page: ['Säit', 'Säiten'],
    word: ['Wuert', 'Wierder'],
    metre: ['Meter', 'Meter'],
    item: ['Stéck', 'Stéck'],
  },
  pt: {
    m2: ['m²', 'm²'],
    hour: ['hora', 'horas'],
    day: ['dia', 'dias'],
    room: ['divisão', 'divisões'],
    window: ['janela', 'janelas'],
    job: ['intervenção', 'intervenções'],
    kwp: ['kWp', 'kWp'],
    panel: ['painel', 'painéis'],
    page: ['página', 'páginas'],
    word: ['palavra', 'palavras'],
    metre: ['metro', 'metros'],
    item: ['unidade', 'unidades'],
  },
  it: {
    m2: ['m²', 'm²'],
    hour: ['ora', 'ore'],
    day: ['giorno', 'giorni'],
    room: ['stanza', 'stanze'],
    window: ['finestra', 'finestre'],
    job: ['intervento', 'interventi'],
    kwp: ['kWp', 'kWp'],
    panel: ['pannello', 'pannelli'],
    page: ['pagina', 'pagine'],
    word: ['parola', 'parole'],
    metre: ['metro', 'metri'],
    item: ['pezzo', 'pezzi'],
  },
  es: {
    m2: ['m²', 'm²'],
    hour: ['hora', 'horas'],
    day: ['día', 'días'],
    room: ['habitación', 'habitaciones'],
    window: ['ventana', 'ventanas'],
    job: ['intervención', 'intervenciones'],
    kwp: ['kWp', 'kWp'],
    panel: ['panel', 'paneles'],
    page: ['página', 'páginas'],
    word: ['palabra', 'palabras'],
    metre: ['metro', 'metros'],
    item: ['unidad', 'unidades'],
  },
}

/** "per m²", "pro Stonn", "all’ora": a price's unit as each language says it. */
const PER_UNIT: Record<AssistantLanguage, (unit: PricingUnit) => string> = {
  en: (unit) => `per ${UNIT_WORDS.en[unit][0]}`,
  fr: (unit) => `par ${UNIT_WORDS.fr[unit][0]}`,
  de: (unit) => `pro ${UNIT_WORDS.de[unit][0]}`,
  lb: (unit) => `pro ${UNIT_WORDS.lb[unit][0]}`,
  pt: (unit) => `por ${UNIT_WORDS.pt[unit][0]}`,
  es: (unit) => `por ${UNIT_WORDS.es[unit][0]}`,
  it: (unit) => ITALIAN_PER_UNIT[unit],
}
const ITALIAN_PER_UNIT: Record<PricingUnit, string> = {
  m2: 'al m²',
  hour: 'all’ora',
  day: 'al giorno',
  room: 'a stanza',
  window: 'a finestra',
  job: 'a intervento',
  kwp: 'al kWp',
  panel: 'a pannello',
  page: 'a pagina',
  word: 'a parola',
  metre: 'al metro',
  item: 'al pezzo',
}

/** "45 m²", "2 hours", "1 room" in the language. */
export function formatQuantity(value: number, unit: PricingUnit, language: AssistantLanguage): string {
  const [singular, plural] = UNIT_WORDS[language][unit]
  return `${quantity(value, language)} ${value === 1 ? singular : plural}`
}

export function unitName(unit: PricingUnit, language: AssistantLanguage): string {
  return UNIT_WORDS[language][unit][0]
}

type Lines<T extends unknown[]> = Record<AssistantLanguage, (...values: T) => string>

const QUANTITY_GIVEN: Lines<[string]> = {
  en: (q) => `${q}, as you described`,
  fr: (q) => `${q}, d’après votre description`,
  de: (q) => `${q} laut Ihrer Beschreibung`,
  lb: (q) => `${q}, esou wéi Dir et beschriwwen hutt`,
  pt: (q) => `${q}, segundo a sua descrição`,
  it: (q) => `${q}, secondo la sua descrizione`,
  es: (q) => `${q}, según su descripción`,
}

export function quantityGivenLine(quantity: string, language: AssistantLanguage): string {
  return QUANTITY_GIVEN[language](quantity)
}

const QUANTITY_CONVERTED: Lines<[string, string]> = {
  en: (q, given) => `${q}, worked out from the ${given} you mentioned`,
  fr: (q, given) => `${q}, estimé d’après vos indications (${given})`,
  de: (q, given) => `${q}, abgeleitet aus Ihren Angaben (${given})`,
  lb: (q, given) => `${q}, ausgerechent aus Ären Ugaben (${given})`,
  pt: (q, given) => `${q}, calculado a partir do que indicou (${given})`,
  it: (q, given) => `${q}, calcolato in base a quanto indicato (${given})`,
  es: (q, given) => `${q}, calculado a partir de lo que indicó (${given})`,
}

export function quantityConvertedLine(quantity: string, given: string, language: AssistantLanguage): string {
  return QUANTITY_CONVERTED[language](quantity, given)
}

const QUANTITY_ASSUMED: Lines<[string, string]> = {
  en: (job, q) => `No quantity given: assumed ${job} (${q})`,
  fr: (job, q) => `Aucune quantité indiquée : nous supposons ${job} (${q})`,
  de: (job, q) => `Keine Menge angegeben: angenommen wird ${job} (${q})`,
  lb: (job, q) => `Keng Quantitéit uginn: mir huelen ${job} un (${q})`,
  pt: (job, q) => `Nenhuma quantidade indicada: consideramos ${job} (${q})`,
  it: (job, q) => `Nessuna quantità indicata: ipotizziamo ${job} (${q})`,
  es: (job, q) => `No se indicó ninguna cantidad: suponemos ${job} (${q})`,
}

export function quantityAssumedLine(job: string, quantity: string, language: AssistantLanguage): string {
  return QUANTITY_ASSUMED[language](job, quantity)
}

export interface RatesLine {
  place: string | null
  lowRate: number
  highRate: number
  unit: PricingUnit
  covers: string
}

const RATES: Lines<[place: string | null, range: string, per: string, covers: string]> = {
  en: (place, range, per, covers) =>
    `Luxembourg rates${place ? ` for ${place}` : ''}: ${range} ${per} excl. VAT (${covers})`,
  fr: (place, range, per, covers) =>
    `Tarifs luxembourgeois${place ? ` pour ${place}` : ''} : ${range} ${per} HT (${covers})`,
  de: (place, range, per, covers) =>
    `Luxemburger Preise${place ? ` für ${place}` : ''}: ${range} ${per} ohne MwSt. (${covers})`,
  lb: (place, range, per, covers) =>
    `Lëtzebuerger Präisser${place ? ` fir ${place}` : ''}: ${range} ${per} ouni TVA (${covers})`,
  pt: (place, range, per, covers) =>
    `Preços no Luxemburgo${place ? ` para ${place}` : ''}: ${range} ${per} sem IVA (${covers})`,
  it: (place, range, per, covers) =>
    `Tariffe in Lussemburgo${place ? ` per ${place}` : ''}: ${range} ${per} IVA esclusa (${covers})`,
  es: (place, range, per, covers) =>
    `Tarifas en Luxemburgo${place ? ` para ${place}` : ''}: ${range} ${per} sin IVA (${covers})`,
}

export function ratesLine(rates: RatesLine, language: AssistantLanguage): string {
  const range = euroRange(rates.lowRate, rates.highRate, language)
  return RATES[language](rates.place, range, PER_UNIT[language](rates.unit), rates.covers)
}

/** "excl. VAT" after an amount. */
const NET: Record<AssistantLanguage, string> = {
  en: 'excl. VAT',
  fr: 'HT',
  de: 'ohne MwSt.',
  lb: 'ouni TVA',
  pt: 'sem IVA',
  it: 'IVA esclusa',
  es: 'sin IVA',
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
  language: AssistantLanguage,
): string {
  const rates = euroRange(parts.lowRate, parts.highRate, language)
  const total = euroRange(parts.low, parts.high, language)
  return `${parts.quantity} × ${rates} ${PER_UNIT[language](parts.unit)} = ${total} ${NET[language]}`
}

const TOTAL: Lines<[total: string, vat: number]> = {
  en: (total, vat) => `Total: ${total} incl. ${vat} % VAT, rounded outwards`,
  fr: (total, vat) => `Total : ${total} TTC (TVA ${vat} % comprise), arrondi vers l’extérieur`,
  de: (total, vat) => `Gesamt: ${total} inkl. ${vat} % MwSt., nach außen gerundet`,
  lb: (total, vat) => `Total: ${total} mat ${vat} % TVA (de Minimum no ënnen, de Maximum no uewen ofgeronnt)`,
  pt: (total, vat) =>
    `Total: ${total} com IVA de ${vat} % incluído (mínimo arredondado para baixo, máximo para cima)`,
  it: (total, vat) =>
    `Totale: ${total} IVA ${vat}% inclusa (minimo arrotondato per difetto, massimo per eccesso)`,
  es: (total, vat) =>
    `Total: ${total} con IVA del ${vat} % incluido (mínimo redondeado a la baja, máximo al alza)`,
}

/** The range's total, as shown, with the VAT rate it includes. */
export function totalLine(
  low: number,
  high: number,
  vatPercent: number,
  language: AssistantLanguage,
): string {
  return TOTAL[language](euroRange(low, high, language), vatPercent)
}

const RATES_SOURCE: Lines<[when: string]> = {
  en: (when) =>
    `Where the rates come from: LuxPro’s table of Luxembourg rates (${when}), from published rates and quotes of Luxembourg firms, Chambre des Métiers guidance and STATEC price indices; not an official tariff`,
  fr: (when) =>
    `Source des tarifs : grille LuxPro des prix luxembourgeois (${when}), établie d’après les tarifs publiés et les devis d’entreprises luxembourgeoises, les indications de la Chambre des Métiers et les indices de prix du STATEC ; ce n’est pas un tarif officiel`,
  de: (when) =>
    `Herkunft der Preise: LuxPro-Tabelle Luxemburger Preise (${when}), nach veröffentlichten Preisen und Angeboten Luxemburger Betriebe, Hinweisen der Chambre des Métiers und Preisindizes des STATEC; kein amtlicher Tarif`,
  lb: (when) =>
    `Wou d’Präisser hierkommen: LuxPro-Tabell mat Lëtzebuerger Präisser (${when}), no publizéierte Präisser an Offerte vu Lëtzebuerger Betriber, Hiweiser vun der Chambre des Métiers a Präisindize vum STATEC; keen offiziellen Tarif`,
  pt: (when) =>
    `Origem dos preços: tabela LuxPro de preços no Luxemburgo (${when}), feita a partir de tarifas publicadas e orçamentos de empresas luxemburguesas, das indicações da Chambre des Métiers e dos índices de preços do STATEC; não é uma tabela oficial`,
  it: (when) =>
    `Da dove vengono le tariffe: tabella LuxPro dei prezzi in Lussemburgo (${when}), basata su tariffe pubblicate e preventivi di imprese lussemburghesi, sulle indicazioni della Chambre des Métiers e sugli indici dei prezzi dello STATEC; non è un tariffario ufficiale`,
  es: (when) =>
    `De dónde salen las tarifas: tabla LuxPro de precios en Luxemburgo (${when}), elaborada a partir de tarifas publicadas y presupuestos de empresas luxemburguesas, las indicaciones de la Chambre des Métiers y los índices de precios del STATEC; no es una tarifa oficial`,
}

/** Where the rates come from: LuxPro's dated table of Luxembourg rates (docs/estimate-rates.md). */
export function ratesSourceLine(date: string, language: AssistantLanguage): string {
  const [year, month] = date.split('-').map(Number)
  const when = monthFormat(language).format(new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1, 1)))
  return RATES_SOURCE[language](when)
}

const MINIMUM_CHARGE: Lines<[euros: string]> = {
  en: (euros) => `Minimum charge of ${euros} excl. VAT applied`,
  fr: (euros) => `Minimum de facturation de ${euros} HT appliqué`,
  de: (euros) => `Mindestbetrag von ${euros} ohne MwSt. angesetzt`,
  lb: (euros) => `Mindestbetrag vun ${euros} ouni TVA ugerechent`,
  pt: (euros) => `Aplicado o valor mínimo de ${euros} sem IVA`,
  it: (euros) => `Applicato l’importo minimo di ${euros} IVA esclusa`,
  es: (euros) => `Se aplica el importe mínimo de ${euros} sin IVA`,
}

export function minimumChargeLine(amount: number, language: AssistantLanguage): string {
  return MINIMUM_CHARGE[language](formatEuro(amount, language))
}

const URGENT: Lines<[percent: number]> = {
  en: (p) => `Urgent work: +${p} %`,
  fr: (p) => `Intervention urgente : +${p} %`,
  de: (p) => `Dringender Einsatz: +${p} %`,
  lb: (p) => `Dréngenden Asaz: +${p} %`,
  pt: (p) => `Intervenção urgente: +${p} %`,
  it: (p) => `Intervento urgente: +${p}%`,
  es: (p) => `Intervención urgente: +${p} %`,
}

export function urgencyLine(surcharge: number, language: AssistantLanguage): string {
  return URGENT[language](Math.round(surcharge * 100))
}

const AMBIGUOUS: Record<AssistantLanguage, string> = {
  en: 'Rough range: the request is not specific yet, so the range is wider',
  fr: 'Fourchette approximative : la demande n’est pas encore précise, la fourchette est donc plus large',
  de: 'Grobe Spanne: Die Anfrage ist noch nicht eindeutig, daher ist die Spanne breiter',
  lb: 'Grouf Spann: D’Ufro ass nach net genee, dofir ass d’Spann méi breet',
  pt: 'Intervalo aproximado: o pedido ainda não é preciso, por isso o intervalo é mais largo',
  it: 'Forbice indicativa: la richiesta non è ancora precisa, quindi la forbice è più ampia',
  es: 'Horquilla aproximada: la solicitud aún no es concreta, así que la horquilla es más amplia',
}

export function ambiguousLine(language: AssistantLanguage): string {
  return AMBIGUOUS[language]
}

const PLACE_MISSING: Record<AssistantLanguage, string> = {
  en: 'Place not confirmed yet: average Luxembourg rates',
  fr: 'Lieu pas encore confirmé : tarifs moyens du Luxembourg',
  de: 'Ort noch nicht bestätigt: durchschnittliche Luxemburger Preise',
  lb: 'Plaz nach net bestätegt: duerchschnëttlech Lëtzebuerger Präisser',
  pt: 'Local ainda não confirmado: preços médios do Luxemburgo',
  it: 'Luogo non ancora confermato: prezzi medi del Lussemburgo',
  es: 'Lugar aún no confirmado: precios medios de Luxemburgo',
}

export function placeMissingLine(language: AssistantLanguage): string {
  return PLACE_MISSING[language]
}

const VAT: Record<VatRule, Lines<[percent: number, reduced: string]>> = {
  standard: {
    en: (p) => `VAT ${p} % included`,
    fr: (p) => `TVA ${p} % incluse`,
    de: (p) => `inkl. ${p} % MwSt.`,
    lb: (p) => `inklusiv ${p} % TVA`,
    pt: (p) => `IVA de ${p} % incluído`,
    it: (p) => `IVA ${p}% inclusa`,
    es: (p) => `IVA del ${p} % incluido`,
  },
  cleaning: {
    en: (p) => `VAT ${p} % included (cleaning of private homes; 17 % for business premises)`,
    fr: (p) => `TVA ${p} % incluse (nettoyage de logements privés ; 17 % pour des locaux professionnels)`,
    de: (p) => `inkl. ${p} % MwSt. (Reinigung von Privatwohnungen; 17 % für Geschäftsräume)`,
    lb: (p) => `inklusiv ${p} % TVA (Botze vu Privatwunnengen; 17 % fir Geschäftsräim)`,
    pt: (p) =>
      `IVA de ${p} % incluído (limpeza de habitações particulares; 17 % para instalações comerciais)`,
    it: (p) => `IVA ${p}% inclusa (pulizia di abitazioni private; 17% per locali commerciali)`,
    es: (p) => `IVA del ${p} % incluido (limpieza de viviendas particulares; 17 % para locales comerciales)`,
  },
  housing_renovation: {
    en: (p, r) =>
      `VAT ${p} % included; 3 % may apply instead if the dwelling is your main residence and was first occupied more than 20 years ago (about ${r} at 3 %)`,
    fr: (p, r) =>
      `TVA ${p} % incluse ; le taux de 3 % peut s’appliquer si le logement est votre résidence principale et a été occupé pour la première fois il y a plus de 20 ans (environ ${r} à 3 %)`,
    de: (p, r) =>
      `inkl. ${p} % MwSt.; 3 % können gelten, wenn die Wohnung Ihr Hauptwohnsitz ist und vor mehr als 20 Jahren erstmals bezogen wurde (etwa ${r} bei 3 %)`,
    lb: (p, r) =>
      `inklusiv ${p} % TVA; 3 % kënne gëllen, wann d’Wunneng Är Haaptresidenz ass a virun iwwer 20 Joer fir d’éischt bewunnt gouf (ongeféier ${r} bei 3 %)`,
    pt: (p, r) =>
      `IVA de ${p} % incluído; pode aplicar-se a taxa de 3 % se a habitação for a sua residência principal e tiver sido ocupada pela primeira vez há mais de 20 anos (cerca de ${r} a 3 %)`,
    it: (p, r) =>
      `IVA ${p}% inclusa; può applicarsi l’aliquota del 3% se l’abitazione è la sua residenza principale ed è stata abitata per la prima volta più di 20 anni fa (circa ${r} al 3%)`,
    es: (p, r) =>
      `IVA del ${p} % incluido; puede aplicarse el 3 % si la vivienda es su residencia habitual y se ocupó por primera vez hace más de 20 años (unos ${r} al 3 %)`,
  },
  solar_dwelling: {
    en: (p) => `VAT ${p} % included (solar panels on or near a private home; 17 % otherwise)`,
    fr: (p) => `TVA ${p} % incluse (panneaux solaires sur ou près d’un logement privé ; 17 % sinon)`,
    de: (p) => `inkl. ${p} % MwSt. (Solarmodule auf oder bei einem Privathaus; sonst 17 %)`,
    lb: (p) => `inklusiv ${p} % TVA (Solarmoduler op oder bei engem Privathaus; soss 17 %)`,
    pt: (p) =>
      `IVA de ${p} % incluído (painéis solares numa habitação particular ou junto dela; caso contrário, 17 %)`,
    it: (p) =>
      `IVA ${p}% inclusa (pannelli solari su un’abitazione privata o nelle sue vicinanze; altrimenti 17%)`,
    es: (p) =>
      `IVA del ${p} % incluido (paneles solares en una vivienda particular o junto a ella; si no, 17 %)`,
  },
}

/** The VAT line; for the housing rate it states the condition and the range it would give. */
export function vatLine(
  rule: VatRule,
  percent: number,
  language: AssistantLanguage,
  reducedRange?: { low: number; high: number },
): string {
  const reduced = reducedRange ? euroRange(reducedRange.low, reducedRange.high, language) : ''
  return VAT[rule][language](percent, reduced)
}

const JOB: Lines<[name: string, quantityLine: string]> = {
  en: (name, q) => `Job: ${name}; ${q}`,
  fr: (name, q) => `Travaux : ${name} ; ${q}`,
  de: (name, q) => `Arbeit: ${name}; ${q}`,
  lb: (name, q) => `Aarbecht: ${name}; ${q}`,
  pt: (name, q) => `Trabalho: ${name}; ${q}`,
  it: (name, q) => `Lavoro: ${name}; ${q}`,
  es: (name, q) => `Trabajo: ${name}; ${q}`,
}

/** The catalogue job priced, with the quantity line: "Job: Tile a floor; 12 m², as you described". */
export function jobLine(name: string, quantityLine: string, language: AssistantLanguage): string {
  return JOB[language](name, quantityLine)
}

const JOB_ASSUMED: Lines<[name: string, quantity: string | null]> = {
  en: (name, q) =>
    q ? `Job: ${name}; no quantity given, assumed ${q}` : `Job: ${name}, priced as a whole job`,
  fr: (name, q) =>
    q
      ? `Travaux : ${name} ; aucune quantité indiquée, nous supposons ${q}`
      : `Travaux : ${name}, chiffrés comme un tout`,
  de: (name, q) =>
    q
      ? `Arbeit: ${name}; keine Menge angegeben, angenommen werden ${q}`
      : `Arbeit: ${name}, als Ganzes veranschlagt`,
  lb: (name, q) =>
    q
      ? `Aarbecht: ${name}; keng Quantitéit uginn, mir huelen ${q} un`
      : `Aarbecht: ${name}, als Ganzt berechent`,
  pt: (name, q) =>
    q
      ? `Trabalho: ${name}; nenhuma quantidade indicada, consideramos ${q}`
      : `Trabalho: ${name}, orçado como um todo`,
  it: (name, q) =>
    q
      ? `Lavoro: ${name}; nessuna quantità indicata, ipotizziamo ${q}`
      : `Lavoro: ${name}, stimato nel suo insieme`,
  es: (name, q) =>
    q
      ? `Trabajo: ${name}; no se indicó cantidad, suponemos ${q}`
      : `Trabajo: ${name}, presupuestado en conjunto`,
}

/** The catalogue job priced with its typical quantity (null: priced as a whole job). */
export function jobAssumedLine(name: string, quantity: string | null, language: AssistantLanguage): string {
  return JOB_ASSUMED[language](name, quantity)
}

/** "€1,350" or "€45 per m²", net, as providers list it. */
export function listedPriceText(
  listed: { amount: number; perUnit: boolean; unit: PricingUnit },
  language: AssistantLanguage,
): string {
  const amount = formatEuro(listed.amount, language)
  return listed.perUnit ? `${amount} ${PER_UNIT[language](listed.unit)}` : amount
}

const AGREEMENT: Lines<[price: string, moved: boolean]> = {
  en: (price, moved) =>
    `Providers here list this from ${price} excl. VAT${moved ? '; the range was adjusted to their prices' : ''}`,
  fr: (price, moved) =>
    `Les prestataires d’ici affichent ces travaux à partir de ${price} HT${moved ? ' ; la fourchette a été ajustée à leurs prix' : ''}`,
  de: (price, moved) =>
    `Anbieter hier nennen für diese Arbeit Preise ab ${price} ohne MwSt.${moved ? '; die Spanne wurde an ihre Preise angepasst' : ''}`,
  lb: (price, moved) =>
    `D’Ubidder hei bidden dës Aarbecht ab ${price} ouni TVA un${moved ? '; d’Spann gouf un hir Präisser ugepasst' : ''}`,
  pt: (price, moved) =>
    `Os profissionais da zona anunciam este trabalho a partir de ${price} sem IVA${moved ? '; o intervalo foi ajustado aos preços deles' : ''}`,
  it: (price, moved) =>
    `I professionisti della zona propongono questo lavoro a partire da ${price} IVA esclusa${moved ? '; la forbice è stata adeguata ai loro prezzi' : ''}`,
  es: (price, moved) =>
    `Los profesionales de la zona ofrecen este trabajo desde ${price} sin IVA${moved ? '; la horquilla se ha ajustado a sus precios' : ''}`,
}

/** What providers here list for the job, and whether the range was moved to agree with it. */
export function agreementLine(
  listed: { amount: number; perUnit: boolean; unit: PricingUnit; moved: boolean },
  language: AssistantLanguage,
): string {
  return AGREEMENT[language](listedPriceText(listed, language), listed.moved)
}

/** Every table of lines, for the test that each has all seven languages. */
export const ESTIMATE_TEXT_TABLES = {
  UNIT_WORDS,
  PER_UNIT,
  NET,
  QUANTITY_GIVEN,
  QUANTITY_CONVERTED,
  QUANTITY_ASSUMED,
  RATES,
  TOTAL,
  RATES_SOURCE,
  MINIMUM_CHARGE,
  URGENT,
  AMBIGUOUS,
  PLACE_MISSING,
  JOB,
  JOB_ASSUMED,
  AGREEMENT,
  ...Object.fromEntries(Object.entries(VAT).map(([rule, lines]) => [`VAT.${rule}`, lines])),
}
