import type { CategorySlug } from '@shared/catalog/categories'

/**
 * Context that changes what a trade word means in a message.
 *
 * The customer's own business: "a website for my accounting firm", "tax return for my plumbing
 * business", "site pour un cabinet d'avocats". Trade words inside such a phrase describe the
 * customer, not the work. A phrase is an owner word, then within a few words a business noun, then
 * up to three words of what the business does (or one compound: "Elektrobetrieb", "Schräinerei").
 */
export const OWNER_WORDS: ReadonlySet<string> = new Set([
  'my',
  'our',
  'have',
  'own',
  'mon',
  'ma',
  'mes',
  'notre',
  'nos',
  'mein',
  'meine',
  'meinen',
  'meinem',
  'meiner',
  'unser',
  'unsere',
  'unseren',
  'unserem',
  'unserer',
  'eis',
  'eise',
  'eisem',
  'eiser',
  'mai',
  'meng',
  'menger',
  'mengem',
  'hunn',
  'hun',
  'habe',
  'ai',
  'tenho',
  'minha',
  'meu',
  'nossa',
  'nosso',
  'mio',
  'mia',
  'nostro',
  'nostra',
  'ho',
  'mi',
  'mis',
  'nuestra',
  'nuestro',
  'tengo',
])

/** "for" words: an owner marker only when an article follows ("a website for an accounting firm"). */
export const FOR_WORDS: ReadonlySet<string> = new Set(['for', 'pour', 'fur', 'fir', 'para', 'per'])
export const FOR_ARTICLES: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'un',
  'une',
  'le',
  'la',
  'l',
  'ein',
  'eine',
  'einen',
  'einer',
  'die',
  'den',
  'eng',
  'en',
  'um',
  'uma',
  'o',
  'il',
  'lo',
  'el',
  'una',
  'uno',
])

export const BUSINESS_NOUNS: ReadonlySet<string> = new Set([
  'business',
  'firm',
  'company',
  'practice',
  'shop',
  'store',
  'salon',
  'studio',
  'agency',
  'startup',
  'restaurant',
  'restaurante',
  'ristorante',
  'bakery',
  'cabinet',
  'entreprise',
  'societe',
  'boite',
  'commerce',
  'magasin',
  'boutique',
  'agence',
  'betrieb',
  'firma',
  'kanzlei',
  'praxis',
  'unternehmen',
  'geschaft',
  'laden',
  'agentur',
  'betrib',
  'empresa',
  'negocio',
  'loja',
  'escritorio',
  'despacho',
  'impresa',
  'ditta',
  'azienda',
  'societa',
  'attivita',
  'negozio',
  'sociedad',
  'sociedade',
  'atelier',
  'gestoria',
])

/** Endings of German and Luxembourgish compounds that name a business (Elektrobetrieb, Schräinerei). */
export const BUSINESS_SUFFIXES: readonly string[] = [
  'betrieb',
  'firma',
  'kanzlei',
  'praxis',
  'unternehmen',
  'erei',
  'geschaft',
]

/**
 * Words that put what follows in a setting ("lights in the garden", "Fliesen im Bad", "sous l'évier").
 * A medium or weak trade word up to three words after one is the place of the work rather than its
 * object, and counts less.
 */
export const SETTING_PREPOSITIONS: ReadonlySet<string> = new Set([
  'in',
  'on',
  'under',
  'inside',
  'dans',
  'sur',
  'sous',
  'au',
  'aux',
  'en',
  'im',
  'am',
  'auf',
  'unter',
  'unterm',
  'an',
  'um',
  'op',
  'ennert',
  'enner',
  'no',
  'na',
  'nos',
  'nas',
  'em',
  'sob',
  'debaixo',
  'nel',
  'nella',
  'nei',
  'nelle',
  'sul',
  'sulla',
  'sotto',
  'sobre',
  'bajo',
  'debajo',
  'dentro',
  'ins',
])

export const SETTING_FACTOR = 0.6
export const OWN_BUSINESS_FACTOR = 0.2
export const TYPO_FACTOR = 0.8
/** A term found as the last part of a longer word (compound head, prefixed verb). */
export const WORD_FORM_FACTOR = 0.8

/**
 * Two ideas together that point to one trade more than either alone: water coming through the
 * roof is the roofer's, cleaning windows is the cleaner's. Each group is a list of lexicon patterns
 * (same syntax as the category lexicon); every group must be present.
 */
export interface ContextRule {
  groups: readonly (readonly string[])[]
  category: CategorySlug
  bonus: number
}

const ROOF = ['roof*', 'toit*', 'toiture*', 'dach', 'daach', '*dach', 'telhad*', 'tejado*', 'tetto', 'tetti']
const LEAK = [
  'leak*',
  'fuite*',
  'undicht*',
  'dicht',
  'tropft',
  'reent',
  'regnet',
  'pleut',
  'rain*',
  'chove',
  'chuva',
  'llueve',
  'lluvia',
  'piove',
  'pioggia',
  'infiltra*',
  'goutte*',
  'perde',
  'fuga*',
  'perdita*',
  'gotej*',
  'gotea*',
  'water',
  'eau',
  'wasser',
  'waasser',
  'agua',
  'acqua',
  'humid*',
  'feucht*',
]
const WINDOW = [
  'window*',
  'fenetre*',
  'vitre*',
  'fenster*',
  'fenst*',
  'janela*',
  'ventana*',
  'finestr*',
  'vetri',
]
const CLEAN = [
  'clean*',
  'nettoy*',
  'lavage',
  'laver',
  'putz*',
  'botz*',
  'limp*',
  'pulizi*',
  'pulire',
  'lavar',
]
const APPLIANCE = [
  'washing machine*',
  'dishwasher*',
  'lave linge',
  'lave vaisselle',
  'waschmaschin*',
  'wascmaschinn*',
  'waschmaschinn*',
  'spulmaschin*',
  'geschirrspul*',
  'maquina de lavar*',
  'lavatrice*',
  'lavastoviglie',
  'lavadora*',
  'lavavajillas',
  'fridge*',
  'frigo*',
  'kuhlschrank*',
]
const LOCK = [
  'lock*',
  'serrure*',
  'schloss',
  '*schloss',
  'schlass',
  'fechadura*',
  'cerradura*',
  'serratura*',
  'cylindre*',
  'zylinder*',
]
const KEY = [
  'key',
  'keys',
  'cle',
  'cles',
  'clef*',
  'schlussel*',
  'schlessel*',
  'chave*',
  'llave*',
  'chiav*',
  'locked',
  'claquee',
  'verluer',
  'lost',
  'perdu*',
  'verloren',
  'perdi',
  'perso',
]
const PAINT = [
  'paint*',
  'peindre',
  'peint*',
  'repeind*',
  'streichen',
  'molen',
  'mole',
  'pintar',
  'pintur*',
  'imbianc*',
  'tinteggi*',
  'pitturare',
]
const SURFACE = [
  'fence*',
  'cloture*',
  'zaun*',
  'cerca',
  'valla*',
  'recinzion*',
  'wall*',
  'mur*',
  'wand*',
  'facade*',
  'fassade*',
  'fachada*',
]
const NOISE_OR_COLD = [
  'noise',
  'noisy',
  'bruit*',
  'gerausch*',
  'kameidi',
  'barulho',
  'ruido',
  'rumore',
  'cold',
  'froid',
  'kalt',
  'frio',
  'freddo',
]
const HEATER = ['heater*', 'boiler*', 'chaudiere*', 'caldeira*', 'caldera*', 'caldaia*', 'heizung*', 'kessel']

const BREAKER = [
  'breaker*',
  'disjoncteur*',
  'disjuntor*',
  'sicherung*',
  'fi schalter',
  'salvavita',
  'differenzial*',
  'diferencial',
]
const TRIPS = ['trip*', 'saute*', 'salta*', 'fliegt', 'springt', 'raus', 'scatta', 'dispara']

/** A lock or door that is stuck: the locksmith, not concrete blocks ("serrure bloquée"). */
const STUCK = [
  'stuck',
  'jammed',
  'bloque*',
  'coince*',
  'klemmt',
  'klemmen',
  'blockiert',
  'haengt',
  'bloccat*',
  'incastrat*',
  'atascad*',
  'emperrad*',
  'encravad*',
]
/** Windows to replace: the joiner's job ("fenêtres à changer", "neue Fenster"). */
const REPLACE = [
  'replace*',
  'new',
  'changer',
  'remplac*',
  'nouvelle*',
  'nouveaux',
  'neue*',
  'austausch*',
  'tauschen',
  'wechseln',
  'ersetzen',
  'nei',
  'substitu*',
  'trocar',
  'novas',
  'sostitu*',
  'nuove',
  'cambiar',
  'nuevas',
]
const KITCHEN = ['kitchen*', 'cuisine*', 'kuche*', 'kichen', 'cozinha*', 'cocina*', 'cucina*']
/** Fitting a kitchen: the joiner / kitchen fitter ("Küche, Montage inklusive"). */
const FIT = [
  'fit',
  'fitting',
  'fitted',
  'montage',
  'montier*',
  'einbau*',
  'aufbau*',
  'pose',
  'poser',
  'monter',
  'montar',
  'montagem',
  'montaggio',
  'montare',
  'instalar',
]

/** Cleaning after a move or works: the cleaning is what is asked ("limpeza depois da mudança"). */
const AFTER = ['after', 'apres', 'depois', 'dopo', 'despues', 'no fim', 'end of tenancy', 'fin de bail']

/** The rooms that are redone as a whole (a bathroom or kitchen refit names several trades' work). */
const ROOM = [
  'bathroom*',
  'salle de bain*',
  'badezimmer*',
  'de:bad',
  'de:bad*',
  'buedzemmer*',
  'casa de banho',
  'bano',
  'bagno*',
  ...KITCHEN,
]
/** Redoing it as a whole: "bathroom refit", "rifacimento bagno", "Badumbau". */
const REDO = [
  'refit*',
  'redo',
  'redone',
  'renov*',
  'rinnov*',
  'refurb*',
  'rifacimento',
  'ristruttur*',
  'reforma*',
  'remodel*',
  'sanier*',
  '*sanierung',
  'umbau*',
  '*umbau',
  '*renovierung',
]

export const CONTEXT_RULES: readonly ContextRule[] = [
  { groups: [ROOM, REDO], category: 'renovation', bonus: 3 },
  { groups: [CLEAN, AFTER], category: 'cleaning', bonus: 2 },
  { groups: [LOCK, STUCK], category: 'locksmith', bonus: 2 },
  { groups: [WINDOW, REPLACE], category: 'carpentry', bonus: 2 },
  { groups: [KITCHEN, FIT], category: 'carpentry', bonus: 2 },
  { groups: [BREAKER, TRIPS], category: 'electrical', bonus: 2 },
  { groups: [ROOF, LEAK], category: 'roofing', bonus: 3 },
  { groups: [WINDOW, CLEAN], category: 'cleaning', bonus: 3 },
  { groups: [APPLIANCE, LEAK], category: 'appliance-repair', bonus: 2 },
  { groups: [LOCK, KEY], category: 'locksmith', bonus: 1.5 },
  { groups: [PAINT, SURFACE], category: 'painting', bonus: 1 },
  { groups: [HEATER, NOISE_OR_COLD], category: 'heating', bonus: 1 },
]
