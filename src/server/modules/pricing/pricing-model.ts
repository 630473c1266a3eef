import type { CategorySlug } from '@shared/catalog/categories'

/**
 * The assistant's pricing model: one entry per category, kept as data so that anyone can check
 * and update a rate without reading the estimator.
 *
 * What these numbers are (and are not): indicative Luxembourg market ranges compiled for LuxPro
 * in November 2026, for estimates shown before any provider has seen the job. They are our
 * reading of typical rates published or quoted by Luxembourg firms in 2025–2026, of the Chambre
 * des Métiers' guidance on how trades price their work (hourly rate, call-out minimum, per-m²
 * prices) and of price levels tracked by STATEC (consumer and construction price indices). They
 * are not an official tariff and come from no single survey; a provider's quote is what counts.
 *
 * VAT is public law, not an estimate: Luxembourg's rates are 17 % (standard), 14 %
 * (intermediate), 8 % (reduced) and 3 % (super-reduced) — Administration de l'enregistrement,
 * des domaines et de la TVA (aed.public.lu), guichet.public.lu, impotsdirects.public.lu.
 */

/** Units a price or a quantity can be expressed in. */
export const PRICING_UNITS = [
  'm2',
  'hour',
  'day',
  'room',
  'window',
  'job',
  'kwp',
  'panel',
  'page',
  'word',
  'metre',
  'item',
] as const
export type PricingUnit = (typeof PRICING_UNITS)[number]

/**
 * How VAT applies to the category.
 * - standard: 17 %.
 * - cleaning: 8 % for cleaning private homes (17 % for offices and business premises).
 * - housing_renovation: 17 % as quoted by default; 3 % (super-reduced "TVA logement", Règlement
 *   grand-ducal of 30 July 2002) may apply to renovation works on a dwelling used as a main
 *   residence and first occupied more than 20 years ago, capped at €50,000 of VAT advantage per
 *   dwelling. We cannot know the condition, so the estimate shows 17 % and states it.
 * - solar_dwelling: 3 % for supplying and installing solar panels on or near a private dwelling
 *   (since 1 January 2023, Règlement grand-ducal of 23 December 2022); 17 % otherwise.
 */
export type VatRule = 'standard' | 'cleaning' | 'housing_renovation' | 'solar_dwelling'

export const VAT_RATES = { standard: 0.17, intermediate: 0.14, reduced: 0.08, superReduced: 0.03 } as const

/** The rate the estimate includes for a rule (the condition, where there is one, is stated in `basis`). */
export function vatRateFor(rule: VatRule): number {
  switch (rule) {
    case 'cleaning':
      return VAT_RATES.reduced
    case 'solar_dwelling':
      return VAT_RATES.superReduced
    case 'standard':
    case 'housing_renovation':
      return VAT_RATES.standard
  }
}

export interface LocalizedText {
  en: string
  fr: string
  de: string
}

export interface CategoryPricing {
  /** The unit both rates are per. */
  unit: PricingUnit
  /** EUR per unit, excluding VAT: an affordable and an expensive Luxembourg firm. */
  lowRate: number
  highRate: number
  /** EUR excluding VAT that a low-priced firm charges at least (call-out, smallest job). */
  minimumCharge: number
  /** The quantity assumed when the customer gave none, in `unit`… */
  typicalQuantity: number
  /** …and what it stands for, said to the customer ("a 20 m² room"). */
  typicalJob: LocalizedText
  /** What the rates cover (labour only, labour and materials…). */
  covers: LocalizedText
  /** Fraction added for urgent work (evenings, weekends, same-day): 0.25 = +25 %. */
  urgencySurcharge: number
  vat: VatRule
  /** Other units the customer may give, as how many of `unit` one of them stands for. */
  conversions: Partial<Record<PricingUnit, number>>
  /** Where the numbers come from. */
  sources: string
}

/** When the rates were last compiled (docs/estimate-rates.md is generated from this file). */
export const RATES_DATE = '2026-11'
const MARKET = 'Indicative Luxembourg market range compiled for LuxPro (November 2026)'
const VAT_SOURCE = 'VAT: Luxembourg rates 17/14/8/3 % (aed.public.lu, guichet.public.lu)'
const HOUSING_VAT_SOURCE =
  'VAT: 17 % standard; 3 % "TVA logement" for renovating a main residence over 20 years old, capped at €50,000 of advantage per dwelling (Règlement grand-ducal of 30 July 2002; aed.public.lu, guichet.public.lu)'
const TRADE_LABOUR =
  'from typical hourly rates and call-out charges of Luxembourg craft firms in 2025–2026 (Chambre des Métiers guidance on trade pricing; STATEC price indices for the trend); not an official tariff'

function sources(specific: string, vat: string = VAT_SOURCE): string {
  return `${MARKET}, ${specific}. ${vat}.`
}

const LABOUR_ONLY: LocalizedText = {
  en: 'labour, parts and materials extra',
  fr: 'main-d’œuvre, pièces et matériaux en sus',
  de: 'Arbeitszeit, Teile und Material extra',
}
const LABOUR_AND_MATERIALS: LocalizedText = {
  en: 'labour and standard materials',
  fr: 'main-d’œuvre et matériaux standard',
  de: 'Arbeit und Standardmaterial',
}
const PROFESSIONAL_TIME: LocalizedText = {
  en: 'professional time',
  fr: 'temps de travail du professionnel',
  de: 'Arbeitszeit der Fachkraft',
}
/** A working day of a trade, for hourly categories. */
const HOURS_PER_DAY = 8

export const PRICING_MODEL: Readonly<Record<CategorySlug, CategoryPricing>> = {
  plumbing: {
    unit: 'hour',
    lowRate: 65,
    highRate: 95,
    minimumCharge: 95,
    typicalQuantity: 2,
    typicalJob: {
      en: 'a 2-hour repair or fitting',
      fr: 'une réparation ou un raccordement de 2 heures',
      de: 'eine Reparatur oder Montage von 2 Stunden',
    },
    covers: LABOUR_ONLY,
    urgencySurcharge: 0.5,
    vat: 'housing_renovation',
    conversions: { day: HOURS_PER_DAY, job: 2, item: 1.5 },
    sources: sources(TRADE_LABOUR, HOUSING_VAT_SOURCE),
  },
  electrical: {
    unit: 'hour',
    lowRate: 60,
    highRate: 90,
    minimumCharge: 90,
    typicalQuantity: 3,
    typicalJob: {
      en: 'a 3-hour job (a few sockets or lights)',
      fr: 'une intervention de 3 heures (quelques prises ou luminaires)',
      de: 'ein Einsatz von 3 Stunden (einige Steckdosen oder Leuchten)',
    },
    covers: LABOUR_ONLY,
    urgencySurcharge: 0.5,
    vat: 'housing_renovation',
    conversions: { day: HOURS_PER_DAY, job: 3, item: 0.75 },
    sources: sources(TRADE_LABOUR, HOUSING_VAT_SOURCE),
  },
  heating: {
    unit: 'job',
    lowRate: 180,
    highRate: 450,
    minimumCharge: 150,
    typicalQuantity: 1,
    typicalJob: {
      en: 'one boiler service or repair visit',
      fr: 'un entretien ou une réparation de chaudière',
      de: 'eine Wartung oder Reparatur der Heizung',
    },
    covers: {
      en: 'labour and small parts; a new boiler costs far more',
      fr: 'main-d’œuvre et petites pièces ; une nouvelle chaudière coûte bien plus',
      de: 'Arbeit und Kleinteile; ein neuer Kessel kostet deutlich mehr',
    },
    urgencySurcharge: 0.5,
    vat: 'housing_renovation',
    conversions: { item: 1 },
    sources: sources(
      'from typical prices of Luxembourg heating firms for an annual boiler service and a repair visit in 2025–2026; not an official tariff',
      HOUSING_VAT_SOURCE,
    ),
  },
  painting: {
    unit: 'm2',
    lowRate: 22,
    highRate: 38,
    minimumCharge: 350,
    typicalQuantity: 45,
    typicalJob: {
      en: 'the walls of a 15 m² room',
      fr: 'les murs d’une pièce de 15 m²',
      de: 'die Wände eines 15-m²-Zimmers',
    },
    covers: {
      en: 'preparation, two coats and paint',
      fr: 'préparation, deux couches et peinture',
      de: 'Vorbereitung, zwei Anstriche und Farbe',
    },
    urgencySurcharge: 0.2,
    vat: 'housing_renovation',
    conversions: { room: 45 },
    sources: sources(
      'from typical per-m² prices of Luxembourg painting firms in 2025–2026 (walls and ceilings, two coats, paint included); not an official tariff',
      HOUSING_VAT_SOURCE,
    ),
  },
  carpentry: {
    unit: 'hour',
    lowRate: 60,
    highRate: 85,
    minimumCharge: 120,
    typicalQuantity: 6,
    typicalJob: {
      en: 'about 6 hours of fitting work',
      fr: 'environ 6 heures de pose',
      de: 'etwa 6 Stunden Montagearbeit',
    },
    covers: LABOUR_ONLY,
    urgencySurcharge: 0.25,
    vat: 'housing_renovation',
    conversions: { day: HOURS_PER_DAY, item: 2 },
    sources: sources(TRADE_LABOUR, HOUSING_VAT_SOURCE),
  },
  roofing: {
    unit: 'm2',
    lowRate: 90,
    highRate: 190,
    minimumCharge: 400,
    typicalQuantity: 20,
    typicalJob: {
      en: 'repairing 20 m² of roof',
      fr: 'la réparation de 20 m² de toiture',
      de: 'die Reparatur von 20 m² Dach',
    },
    covers: LABOUR_AND_MATERIALS,
    urgencySurcharge: 0.3,
    vat: 'housing_renovation',
    conversions: {},
    sources: sources(
      'from typical per-m² prices of Luxembourg roofers in 2025–2026 for repairs and re-covering (tiles or slate, battens, underlay); not an official tariff',
      HOUSING_VAT_SOURCE,
    ),
  },
  masonry: {
    unit: 'm2',
    lowRate: 85,
    highRate: 170,
    minimumCharge: 450,
    typicalQuantity: 15,
    typicalJob: {
      en: 'a 15 m² wall',
      fr: 'un mur de 15 m²',
      de: 'eine Mauer von 15 m²',
    },
    covers: LABOUR_AND_MATERIALS,
    urgencySurcharge: 0.2,
    vat: 'housing_renovation',
    conversions: {},
    sources: sources(
      'from typical per-m² prices of Luxembourg building firms in 2025–2026 for block walls and repairs; not an official tariff',
      HOUSING_VAT_SOURCE,
    ),
  },
  tiling: {
    unit: 'm2',
    lowRate: 55,
    highRate: 95,
    minimumCharge: 350,
    typicalQuantity: 12,
    typicalJob: {
      en: 'a 12 m² bathroom or kitchen floor',
      fr: 'un sol de salle de bain ou de cuisine de 12 m²',
      de: 'einen Bad- oder Küchenboden von 12 m²',
    },
    covers: {
      en: 'laying, adhesive and grout; tiles extra',
      fr: 'pose, colle et joints ; carrelage en sus',
      de: 'Verlegen, Kleber und Fugen; Fliesen extra',
    },
    urgencySurcharge: 0.2,
    vat: 'housing_renovation',
    conversions: { room: 12 },
    sources: sources(
      'from typical per-m² laying prices of Luxembourg tilers in 2025–2026; not an official tariff',
      HOUSING_VAT_SOURCE,
    ),
  },
  locksmith: {
    unit: 'job',
    lowRate: 120,
    highRate: 250,
    minimumCharge: 90,
    typicalQuantity: 1,
    typicalJob: {
      en: 'opening a door or changing one lock cylinder',
      fr: 'une ouverture de porte ou le changement d’un cylindre',
      de: 'eine Türöffnung oder den Tausch eines Schließzylinders',
    },
    covers: {
      en: 'call-out and labour; a high-security lock extra',
      fr: 'déplacement et main-d’œuvre ; serrure haute sécurité en sus',
      de: 'Anfahrt und Arbeit; Sicherheitsschloss extra',
    },
    urgencySurcharge: 0.5,
    vat: 'standard',
    conversions: { item: 1 },
    sources: sources(
      'from typical call-out prices of Luxembourg locksmiths in 2025–2026 (daytime door opening, cylinder change); not an official tariff',
    ),
  },
  gardening: {
    unit: 'hour',
    lowRate: 40,
    highRate: 60,
    minimumCharge: 80,
    typicalQuantity: 4,
    typicalJob: {
      en: 'half a day of garden work',
      fr: 'une demi-journée de jardinage',
      de: 'einen halben Tag Gartenarbeit',
    },
    covers: {
      en: 'labour and tools; plants and green-waste disposal extra',
      fr: 'main-d’œuvre et outillage ; plantes et évacuation des déchets verts en sus',
      de: 'Arbeit und Geräte; Pflanzen und Grünschnittentsorgung extra',
    },
    urgencySurcharge: 0.2,
    vat: 'standard',
    conversions: { day: HOURS_PER_DAY },
    sources: sources(
      'from typical hourly rates of Luxembourg gardeners in 2025–2026; not an official tariff',
    ),
  },
  moving: {
    unit: 'hour',
    lowRate: 95,
    highRate: 150,
    minimumCharge: 300,
    typicalQuantity: 6,
    typicalJob: {
      en: 'moving a 2-room flat (two movers and a van, about 6 hours)',
      fr: 'le déménagement d’un 2 pièces (deux déménageurs et une camionnette, environ 6 heures)',
      de: 'den Umzug einer 2-Zimmer-Wohnung (zwei Umzugshelfer und ein Transporter, etwa 6 Stunden)',
    },
    covers: {
      en: 'two movers and a van, per hour',
      fr: 'deux déménageurs et une camionnette, à l’heure',
      de: 'zwei Umzugshelfer und ein Transporter, pro Stunde',
    },
    urgencySurcharge: 0.25,
    vat: 'standard',
    conversions: { day: HOURS_PER_DAY, room: 3 },
    sources: sources(
      'from typical hourly prices of Luxembourg removal firms in 2025–2026 for a team of two with a van; not an official tariff',
    ),
  },
  cleaning: {
    unit: 'hour',
    lowRate: 30,
    highRate: 40,
    minimumCharge: 60,
    typicalQuantity: 3,
    typicalJob: {
      en: 'a 3-hour clean of a flat',
      fr: 'un ménage de 3 heures dans un appartement',
      de: 'eine 3-stündige Reinigung einer Wohnung',
    },
    covers: {
      en: 'cleaner’s time and products',
      fr: 'temps de l’agent et produits',
      de: 'Reinigungskraft und Reinigungsmittel',
    },
    urgencySurcharge: 0.2,
    vat: 'cleaning',
    conversions: { day: HOURS_PER_DAY, room: 1, m2: 1 / 30, window: 0.25 },
    sources: sources(
      'from typical hourly rates of Luxembourg cleaning companies in 2025–2026 (private homes); not an official tariff',
      'VAT: 8 % reduced rate for cleaning private homes, 17 % for business premises (aed.public.lu, guichet.public.lu)',
    ),
  },
  renovation: {
    unit: 'm2',
    lowRate: 450,
    highRate: 1100,
    minimumCharge: 2500,
    typicalQuantity: 20,
    typicalJob: {
      en: 'renovating one 20 m² room',
      fr: 'la rénovation d’une pièce de 20 m²',
      de: 'die Renovierung eines 20-m²-Zimmers',
    },
    covers: {
      en: 'labour and mid-range materials (floor area)',
      fr: 'main-d’œuvre et matériaux de milieu de gamme (surface au sol)',
      de: 'Arbeit und Material mittlerer Qualität (Wohnfläche)',
    },
    urgencySurcharge: 0.15,
    vat: 'housing_renovation',
    conversions: { room: 20 },
    sources: sources(
      'from typical per-m² prices of Luxembourg general contractors in 2025–2026 for refurbishing a room (floor area, mid-range finish); STATEC construction price index for the trend; not an official tariff',
      HOUSING_VAT_SOURCE,
    ),
  },
  'appliance-repair': {
    unit: 'job',
    lowRate: 90,
    highRate: 220,
    minimumCharge: 80,
    typicalQuantity: 1,
    typicalJob: {
      en: 'one repair visit for one appliance',
      fr: 'un dépannage pour un appareil',
      de: 'eine Reparatur eines Geräts vor Ort',
    },
    covers: {
      en: 'call-out and labour; spare parts extra',
      fr: 'déplacement et main-d’œuvre ; pièces détachées en sus',
      de: 'Anfahrt und Arbeit; Ersatzteile extra',
    },
    urgencySurcharge: 0.3,
    vat: 'standard',
    conversions: { item: 1 },
    sources: sources(
      'from typical call-out and repair prices of Luxembourg appliance repairers in 2025–2026; not an official tariff',
    ),
  },
  solar: {
    unit: 'kwp',
    lowRate: 1300,
    highRate: 2000,
    minimumCharge: 4000,
    typicalQuantity: 6,
    typicalJob: {
      en: 'a 6 kWp rooftop system for a house',
      fr: 'une installation de 6 kWc sur le toit d’une maison',
      de: 'eine 6-kWp-Dachanlage für ein Haus',
    },
    covers: {
      en: 'panels, inverter, mounting and installation',
      fr: 'panneaux, onduleur, fixation et pose',
      de: 'Module, Wechselrichter, Montagesystem und Installation',
    },
    urgencySurcharge: 0.1,
    vat: 'solar_dwelling',
    conversions: { panel: 0.43, m2: 0.2 },
    sources: sources(
      'from typical turnkey prices per kWp of Luxembourg solar installers in 2025–2026 (residential systems of 3–10 kWp, before state subsidies); not an official tariff',
      'VAT: 3 % for supplying and installing solar panels on or near a private dwelling since 1 January 2023 (Règlement grand-ducal of 23 December 2022), 17 % otherwise (aed.public.lu, guichet.public.lu)',
    ),
  },
  legal: {
    unit: 'hour',
    lowRate: 150,
    highRate: 350,
    minimumCharge: 150,
    typicalQuantity: 3,
    typicalJob: {
      en: 'a first consultation and one letter (about 3 hours)',
      fr: 'une première consultation et un courrier (environ 3 heures)',
      de: 'eine Erstberatung und ein Schreiben (etwa 3 Stunden)',
    },
    covers: {
      en: 'lawyer’s fees; court costs extra',
      fr: 'honoraires d’avocat ; frais de justice en sus',
      de: 'Anwaltshonorar; Gerichtskosten extra',
    },
    urgencySurcharge: 0.25,
    vat: 'standard',
    conversions: { day: HOURS_PER_DAY },
    sources: sources(
      'from typical hourly fees published or quoted by Luxembourg law firms in 2025–2026; not an official tariff',
    ),
  },
  accounting: {
    unit: 'hour',
    lowRate: 75,
    highRate: 150,
    minimumCharge: 150,
    typicalQuantity: 10,
    typicalJob: {
      en: 'the yearly accounts of a small business (about 10 hours)',
      fr: 'les comptes annuels d’une petite entreprise (environ 10 heures)',
      de: 'den Jahresabschluss eines Kleinbetriebs (etwa 10 Stunden)',
    },
    covers: PROFESSIONAL_TIME,
    urgencySurcharge: 0.25,
    vat: 'standard',
    conversions: { day: HOURS_PER_DAY },
    sources: sources(
      'from typical hourly fees of Luxembourg accounting firms and fiduciaries in 2025–2026; not an official tariff',
    ),
  },
  'it-support': {
    unit: 'hour',
    lowRate: 70,
    highRate: 110,
    minimumCharge: 70,
    typicalQuantity: 2,
    typicalJob: {
      en: 'a 2-hour support visit',
      fr: 'une intervention de support de 2 heures',
      de: 'einen Support-Einsatz von 2 Stunden',
    },
    covers: {
      en: 'technician’s time; hardware and licences extra',
      fr: 'temps du technicien ; matériel et licences en sus',
      de: 'Technikerzeit; Hardware und Lizenzen extra',
    },
    urgencySurcharge: 0.5,
    vat: 'standard',
    conversions: { day: HOURS_PER_DAY, item: 1 },
    sources: sources(
      'from typical hourly rates of Luxembourg IT service firms in 2025–2026; not an official tariff',
    ),
  },
  'web-development': {
    unit: 'page',
    lowRate: 350,
    highRate: 800,
    minimumCharge: 1500,
    typicalQuantity: 6,
    typicalJob: {
      en: 'a small business website of 6 pages',
      fr: 'un site vitrine de 6 pages',
      de: 'eine kleine Firmenwebsite mit 6 Seiten',
    },
    covers: {
      en: 'design, build and launch; hosting extra',
      fr: 'conception, réalisation et mise en ligne ; hébergement en sus',
      de: 'Gestaltung, Umsetzung und Livegang; Hosting extra',
    },
    urgencySurcharge: 0.25,
    vat: 'standard',
    conversions: { job: 6 },
    sources: sources(
      'from typical prices of Luxembourg web agencies and freelancers in 2025–2026 for small business websites; not an official tariff',
    ),
  },
  translation: {
    unit: 'page',
    lowRate: 35,
    highRate: 70,
    minimumCharge: 50,
    typicalQuantity: 5,
    typicalJob: {
      en: '5 pages (about 1,250 words)',
      fr: '5 pages (environ 1 250 mots)',
      de: '5 Seiten (etwa 1.250 Wörter)',
    },
    covers: {
      en: 'translation of standard pages of 250 words; sworn translation costs more',
      fr: 'traduction de pages standard de 250 mots ; la traduction assermentée coûte plus',
      de: 'Übersetzung von Normseiten à 250 Wörter; beglaubigte Übersetzung kostet mehr',
    },
    urgencySurcharge: 0.3,
    vat: 'standard',
    conversions: { word: 1 / 250 },
    sources: sources(
      'from typical per-page rates of Luxembourg translators and agencies in 2025–2026 (EN/FR/DE); not an official tariff',
    ),
  },
  photography: {
    unit: 'hour',
    lowRate: 90,
    highRate: 180,
    minimumCharge: 250,
    typicalQuantity: 3,
    typicalJob: {
      en: 'a 3-hour shoot with edited photos',
      fr: 'une séance de 3 heures avec retouches',
      de: 'ein 3-stündiges Shooting mit bearbeiteten Fotos',
    },
    covers: {
      en: 'shooting time and editing',
      fr: 'prise de vue et retouches',
      de: 'Aufnahmezeit und Bearbeitung',
    },
    urgencySurcharge: 0.25,
    vat: 'standard',
    conversions: { day: HOURS_PER_DAY },
    sources: sources(
      'from typical hourly rates of Luxembourg photographers in 2025–2026; not an official tariff',
    ),
  },
  'interior-design': {
    unit: 'hour',
    lowRate: 80,
    highRate: 140,
    minimumCharge: 200,
    typicalQuantity: 10,
    typicalJob: {
      en: 'a design concept for one room (about 10 hours)',
      fr: 'un concept d’aménagement pour une pièce (environ 10 heures)',
      de: 'ein Gestaltungskonzept für einen Raum (etwa 10 Stunden)',
    },
    covers: {
      en: 'designer’s time; furniture and works extra',
      fr: 'temps du designer ; mobilier et travaux en sus',
      de: 'Zeit der Planerin oder des Planers; Möbel und Arbeiten extra',
    },
    urgencySurcharge: 0.2,
    vat: 'standard',
    conversions: { day: HOURS_PER_DAY, room: 10 },
    sources: sources(
      'from typical hourly fees of Luxembourg interior designers in 2025–2026; not an official tariff',
    ),
  },
  'pest-control': {
    unit: 'job',
    lowRate: 150,
    highRate: 350,
    minimumCharge: 120,
    typicalQuantity: 1,
    typicalJob: {
      en: 'one treatment (a wasp nest or a flat)',
      fr: 'un traitement (un nid de guêpes ou un appartement)',
      de: 'eine Behandlung (ein Wespennest oder eine Wohnung)',
    },
    covers: {
      en: 'call-out, products and one treatment',
      fr: 'déplacement, produits et un traitement',
      de: 'Anfahrt, Mittel und eine Behandlung',
    },
    urgencySurcharge: 0.3,
    vat: 'standard',
    conversions: { item: 1 },
    sources: sources(
      'from typical prices of Luxembourg pest-control firms in 2025–2026 for a single treatment; not an official tariff',
    ),
  },
}
