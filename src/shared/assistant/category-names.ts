import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import type { AssistantLanguage, AssistantOnlyLanguage } from '@shared/i18n/languages'

/**
 * The services' names as the assistant says them: the interface's names in en, fr and de
 * (src/shared/catalog/categories.ts), and the names a Luxembourgish, Portuguese, Italian or Spanish
 * speaker gives the trade.
 */
export const CATEGORY_NAMES_MORE: Record<CategorySlug, Record<AssistantOnlyLanguage, string>> = {
  plumbing: { lb: 'Sanitär', pt: 'Canalização', it: 'Idraulica', es: 'Fontanería' },
  electrical: {
    lb: 'Elektresch Installatiounen',
    pt: 'Eletricidade',
    it: 'Impianti elettrici',
    es: 'Electricidad',
  },
  heating: { lb: 'Heizung', pt: 'Aquecimento', it: 'Riscaldamento', es: 'Calefacción' },
  painting: {
    lb: 'Moleraarbechten',
    pt: 'Pintura e decoração',
    it: 'Tinteggiatura e decorazione',
    es: 'Pintura y decoración',
  },
  carpentry: { lb: 'Schräinerei', pt: 'Carpintaria', it: 'Falegnameria', es: 'Carpintería' },
  roofing: {
    lb: 'Daachaarbechten',
    pt: 'Telhados e coberturas',
    it: 'Coperture e tetti',
    es: 'Tejados y cubiertas',
  },
  masonry: { lb: 'Maueraarbechten', pt: 'Alvenaria', it: 'Opere murarie', es: 'Albañilería' },
  tiling: { lb: 'Plättercher', pt: 'Azulejos e mosaicos', it: 'Piastrellatura', es: 'Alicatado y solado' },
  locksmith: { lb: 'Schlässer', pt: 'Serralharia', it: 'Fabbro e serrature', es: 'Cerrajería' },
  gardening: { lb: 'Gaardenaarbechten', pt: 'Jardinagem', it: 'Giardinaggio', es: 'Jardinería' },
  moving: { lb: 'Plënneren', pt: 'Mudanças', it: 'Traslochi', es: 'Mudanzas' },
  cleaning: { lb: 'Botzen', pt: 'Limpezas', it: 'Pulizie', es: 'Limpieza' },
  renovation: { lb: 'Renovatioun', pt: 'Remodelação', it: 'Ristrutturazione', es: 'Reformas' },
  'appliance-repair': {
    lb: 'Reparatur vun Haushaltsapparater',
    pt: 'Reparação de eletrodomésticos',
    it: 'Riparazione di elettrodomestici',
    es: 'Reparación de electrodomésticos',
  },
  solar: { lb: 'Solaranlagen', pt: 'Painéis solares', it: 'Impianti fotovoltaici', es: 'Energía solar' },
  legal: { lb: 'Rechtsberodung', pt: 'Serviços jurídicos', it: 'Servizi legali', es: 'Servicios jurídicos' },
  accounting: { lb: 'Comptabilitéit', pt: 'Contabilidade', it: 'Contabilità', es: 'Contabilidad' },
  'it-support': {
    lb: 'IT-Hëllef',
    pt: 'Apoio informático',
    it: 'Assistenza informatica',
    es: 'Soporte informático',
  },
  'web-development': { lb: 'Websäiten', pt: 'Desenvolvimento web', it: 'Sviluppo web', es: 'Desarrollo web' },
  translation: { lb: 'Iwwersetzungen', pt: 'Traduções', it: 'Traduzioni', es: 'Traducción' },
  photography: { lb: 'Fotografie', pt: 'Fotografia', it: 'Fotografia', es: 'Fotografía' },
  'interior-design': {
    lb: 'Interieursdesign',
    pt: 'Design de interiores',
    it: 'Interior design',
    es: 'Interiorismo',
  },
  'pest-control': {
    lb: 'Ongezieferbekämpfung',
    pt: 'Controlo de pragas',
    it: 'Disinfestazione',
    es: 'Control de plagas',
  },
}

/**
 * What a Luxembourgish, Portuguese, Italian or Spanish speaker calls the people of each trade (the
 * category names above name the service), plus the Luxembourg words for a firm of the trade that
 * the interface's names miss ("Fiduciaire"). The directory search reads a query naming one of them
 * as that trade.
 */
export const TRADE_WORDS_MORE: Record<CategorySlug, readonly string[]> = {
  plumbing: [
    'Plombeier',
    'Spengler',
    'canalizador',
    'picheleiro',
    'encanador',
    'idraulico',
    'fontanero',
    'plomero',
  ],
  electrical: ['Elektriker', 'eletricista', 'elettricista', 'electricista'],
  heating: ['Chauffagist', 'Heizungsinstallateur', 'termoidraulico', 'caldeiras', 'caldaie', 'calderas'],
  painting: ['Moler', 'pintor', 'pintura', 'imbianchino', 'pittore'],
  carpentry: ['Schräiner', 'Dëschler', 'Zëmmermann', 'carpinteiro', 'marceneiro', 'falegname', 'carpintero'],
  roofing: ['Daachdecker', 'telhador', 'telhados', 'conciatetti', 'lattoniere', 'tejador', 'tejados'],
  masonry: ['Maurer', 'pedreiro', 'muratore', 'albañil'],
  tiling: [
    'Plättercheslee',
    'Carreleur',
    'ladrilhador',
    'azulejos',
    'piastrellista',
    'alicatador',
    'solador',
  ],
  locksmith: ['Schlässer', 'Schlësseldéngscht', 'serralheiro', 'chaveiro', 'fabbro', 'cerrajero'],
  gardening: [
    'Gäertner',
    'jardineiro',
    'giardiniere',
    'jardinero',
    'paisagista',
    'paesaggista',
    'paisajista',
  ],
  moving: ['Plënnerfirma', 'Demenageur', 'mudanças', 'traslochi', 'mudanzas'],
  cleaning: ['Botzfra', 'Botzfirma', 'limpeza', 'limpezas', 'pulizie', 'limpieza'],
  renovation: ['Renovatiounsfirma', 'remodelações', 'ristrutturazioni', 'reformas'],
  'appliance-repair': ['eletrodomésticos', 'elettrodomestici', 'electrodomésticos'],
  solar: ['Solarfirma', 'fotovoltaico', 'fotovoltaica'],
  legal: ['Affekot', 'advogado', 'avvocato', 'abogado'],
  accounting: [
    'Comptabel',
    'Fiduciaire',
    'Treuhand',
    'Steierberoder',
    'contabilista',
    'commercialista',
    'contabile',
    'contable',
    'gestoría',
  ],
  'it-support': ['Informatiker', 'informática', 'informatica', 'informático'],
  'web-development': ['Webentwéckler', 'Webagence', 'Webdesigner'],
  translation: ['Iwwersetzer', 'Dolmetscher', 'tradutor', 'traduttore', 'traductor'],
  photography: ['Fotograf', 'fotógrafo', 'fotografo'],
  'interior-design': ['Interieursdesigner', 'interiorista', 'arredatore'],
  'pest-control': ['Kammerjäger', 'desinfestação', 'disinfestazione', 'fumigador'],
}

const INTERFACE_NAMES = new Map(CATEGORIES.map((c) => [c.slug, c.names]))

/** "Plumbing", "Plomberie", "Sanitär", "Canalização"… */
export function assistantCategoryName(slug: CategorySlug, language: AssistantLanguage): string {
  if (language === 'en' || language === 'fr' || language === 'de')
    return INTERFACE_NAMES.get(slug)?.[language] ?? slug
  return CATEGORY_NAMES_MORE[slug][language]
}
