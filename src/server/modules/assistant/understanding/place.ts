import { editDistance } from '@shared/text/edit-distance'
import { fold } from '@shared/text/fold'
import type { Gazetteer, GazetteerEntry, PostalCodeEntry } from './gazetteer'
import {
  BUSINESS_PARTNERS,
  CAPITAL_NAMES,
  CITY_WORDS,
  COMMON_WORD_PLACES,
  COMMUNE_WORDS,
  COMMUTE_WORDS,
  CONTRAST_WORDS,
  COUNTRY_LIFE_WORDS,
  COUNTRY_QUALIFIED_NOUNS,
  FIRM_FROM_THE_COUNTRY,
  FLIGHT_WORDS,
  FRIENDS_AND_COLLEAGUES,
  HOME_WORDS,
  INTRODUCED_ONLY_PLACES,
  JOB_FILLER_WORDS,
  JOB_WORDS,
  JOB_WORDS_ALSO_NOUNS,
  MOVE_FROM_PREPOSITIONS,
  MOVE_HOUSE_WORDS,
  MOVE_TO_PREPOSITIONS,
  NEW_HOME_WORDS,
  OLD_HOME_WORDS,
  PAST_JOB_WORDS,
  PAST_JOB_WORDS_AFTER,
  PLACE_ARTICLES,
  PLACE_PREPOSITIONS,
  POSTAL_KEYWORDS,
  QUARTER_INTRODUCERS,
  RELATIVES,
  SELLING_WORDS,
  SHOPPING_WORDS,
  SIGN_OFF_WORDS,
  SOURCE_PREPOSITIONS,
  TRIP_TOWARDS,
  TRIP_WORDS,
  WORKPLACE_NOUNS,
} from './lexicon/place-words'
import { ABROAD_PLACES, COUNTRIES_AND_REGIONS } from './lexicon/places-abroad'
import { MONTHS } from './lexicon/urgency-timeline'
import { namesATrade } from './ruled-out'
import { isCapitalised, type Token } from './text'
import type { AbroadPlace, LuxembourgPlace, UnderstoodPlace } from './types'

/**
 * Finds the place of the work.
 *
 * Every run of up to `maxNameWords` words is looked up among the gazetteer's names, longest first
 * (so "Esch-sur-Sûre" is not read as "Esch"). A postal code counts with "L-" or a postal keyword,
 * right before its locality's name, or as a lone 4-digit code that is neither a year, an amount nor
 * a quantity. Each candidate gets a score:
 *   postal code 9 (a lone one 4, 6 after a preposition) · a name 5 · a short or everyday-word name 3
 *   (only in context, see place-words.ts) · the capital's generic name 2 (it also names the
 *   country) · a misspelt name of 6+ letters (one typo, same first letter, written as a name or
 *   after a preposition: "Strasssen") 4 · +2 after a preposition ("à Esch", "zu Bartreng",
 *   "em Kierchbierg") · +0.5 per extra word. A misspelt name counts only when no name is written
 *   as it is, never right after an article ("in der Straße") and never for a word the assistant
 *   knows as an ordinary word of its languages (`ordinaryWords`).
 * The capital's generic name is the country, not a place, beside a noun of the state ("my first
 * Luxembourg tax return", "déclaration d'impôts Luxembourg") or closing a quotation with the words
 * before it ("'bacalhau Luxemburgo' on Google"), after a life told there ("I moved to Luxembourg last year"), and after
 * the article that names the country ("au Luxembourg", "no Luxemburgo", "in Lussemburgo"), unless a city word stands
 * beside it ("Luxembourg City").
 * The best Luxembourg candidate wins (a place named twice counts more), the first on a tie. A place
 * abroad is reported only when no place in Luxembourg is named ("from Trier to Grevenmacher" is a job in
 * Grevenmacher), except where the Luxembourg place is only the customer's: their job's place when another
 * place is named ("we live in Arlon, I work at Kirchberg"), their home when a place abroad is named as
 * neither home nor job ("our weekend house in Bouillon, we live in Steinfort"), or a landmark beside the
 * town abroad named before it ("Athus, collés à Rodange").
 */

interface Candidate {
  score: number
  start: number
  place: LuxembourgPlace
  /** Found as a misspelling of a name: it counts only when no name is written as it is. */
  misspelt?: boolean
}

const ABROAD_BY_NAME = new Map<string, (typeof ABROAD_PLACES)[number]>()
for (const place of ABROAD_PLACES) for (const name of place.names) ABROAD_BY_NAME.set(name, place)
const ABROAD_MAX_WORDS = Math.max(...[...ABROAD_BY_NAME.keys()].map((name) => name.split(' ').length))

/** "Near" between a town and the bigger one it is told by ("Eschweiler bei Aachen", "près d'Aix-la-Chapelle"). */
const NEAR_A_TOWN: ReadonlySet<string> = new Set(['bei', 'near', 'pres', 'perto', 'vicino', 'cerca'])
/** The words between "near" and the town ("près de", "perto de", "vicino a", "cerca de"). */
const NEAR_A_TOWN_LINKS: ReadonlySet<string> = new Set(['de', 'd', 'a', 'of'])

/** "In" before a country's name, in the customers' languages ("in Germany", "en Belgique", "na Alemanha"). */
const IN_A_COUNTRY: ReadonlySet<string> = new Set([
  'in',
  'im',
  'en',
  'au',
  'aux',
  'na',
  'no',
  'em',
  'nel',
  'nei',
])

/** Articles that are also "of" ("près de Strasen"): a name may follow them. */
const OF_WORDS: ReadonlySet<string> = new Set(['de', 'd', 'du'])
/** "Of" between a commune's or city's noun and its name ("commune de Bous", "comune di", "city of"). */
const COMMUNE_OF_WORDS: ReadonlySet<string> = new Set(['de', 'd', 'du', 'of', 'di', 'do', 'da', 'del'])
/** "Of" before a village's name after its premises or club, in Luxembourgish and German too ("de Club vu Bous"). */
const PREMISES_OF_WORDS: ReadonlySet<string> = new Set([...COMMUNE_OF_WORDS, 'vu', 'vun', 'von'])

const YEAR = /^(19[5-9]\d|20\d\d)$/
/** An older year ("une maison de 1930", "Baujahr 1912", "built in 1925"): a bare 18xx or 19xx number after one of these words. */
const OLDER_YEAR = /^(18\d\d|19[0-4]\d)$/
const YEAR_WORDS: ReadonlySet<string> = new Set([
  ...['de', 'du', 'des', 'd', 'von', 'vun', 'aus', 'from', 'of', 'in', 'em', 'del', 'dal', 'dos', 'do', 'da'],
  ...['built', 'gebaut', 'construite', 'construit', 'construida', 'construido', 'costruita', 'costruito'],
  ...[
    'baujahr',
    'jahr',
    'joer',
    'year',
    'annee',
    'ano',
    'anno',
    'since',
    'seit',
    'zanter',
    'depuis',
    'desde',
  ],
])
const AFTER_AMOUNT =
  /^\s?(?:€|eur\b|euros?\b|m\b|m2|m²|qm\b|mq\b|sqm|kw|h\b|hrs?\b|x\b|%|\$|£|k\b|mm\b|cm\b|km\b|[.,]\d)/i
const BEFORE_AMOUNT =
  /(?:€|eur|euros?|budget|max\.?|maximum|min\.?|minimum|ca\.?|environ|about|around|up to|under|bis|jusqu'?à|entre|between|zwischen|tra|[\d][.,\s]?|[\d]\s?[-–à]\s?)\s*$/i
const POSTAL_PREFIX = /(?<![\p{L}\p{N}])l\s?[-‐–]?\s?$/iu
const POSTAL_KEYWORD = new RegExp(
  `(?:${POSTAL_KEYWORDS.map((keyword) => fold(keyword).replace(/ /g, '\\s+')).join('|')})\\s*[:.]?\\s*(?:l\\s?-?\\s?)?$`,
)

/**
 * The customer asks whether providers work abroad: "do you also work across the border?", "Schafft dir
 * och iwwer der Grenz?", "vous travaillez de l'autre côté de la frontière ?", "Aufträge in Deutschland".
 */
const WORK_ABROAD_ASKED = new RegExp(
  `\\b(?:${[
    'across the border|over the border',
    'iwwer d grenz|iwwer der grenz|(?:an der belsch|a frankraich|an daitschland) schaff\\w*|schaff\\w* (?:och )?(?:an der belsch|a frankraich|an daitschland)',
    'de l autre cote de la frontiere',
    'uber die grenze|jenseits der grenze|auf der (?:deutschen|belgischen|franzosischen) seite|(?:auftrage|arbeite\\w*) (?:auch )?in (?:deutschland|belgien|frankreich)',
    'do outro lado da fronteira|(?:trabalh\\w+|obras?) (?:em|no|na) (?:franca|belgica|alemanha)',
    'oltre (?:il )?confine|(?:lavor\\w+) (?:in|anche in) (?:francia|belgio|germania)',
    'al otro lado de la frontera|(?:trabaj\\w+) (?:en|tambien en) (?:francia|belgica|alemania)',
  ].join('|')})\\b`,
)

/** Someone who lives across the border and works here: "Grenzgänger aus Deutschland", "frontalier de France". */
const CROSS_BORDER_WORKERS: ReadonlySet<string> = new Set([
  ...['grenzganger', 'grenzgangerin', 'frontalier', 'frontaliere', 'frontaliers', 'commuter', 'commutes'],
  ...['commuting', 'pendelt', 'pendle', 'pendeln'],
  ...['fronteirico', 'fronteirica', 'frontaliero', 'frontaliera', 'fronterizo', 'fronteriza'],
])
/**
 * The customer works here though they live across the border: "ich wohne in Trier und arbeite in
 * Luxemburg", "je travaille au Luxembourg", "I work here", a "Grenzgänger", one who commutes. For a
 * service done from an office their home abroad is no reason to turn them away.
 */
const WORKS_IN_THE_COUNTRY =
  /\b(?:(?:work\w*|arbeit\w*|schaff\w*|travaill\w*|trabalh\w*|lavor\w*|trabaj\w*)(?: \w+){0,3} (?:in|au|a|em|no|en|zu|am|nel) (?:luxembourg|luxemburg|letzebuerg|lussemburgo|luxemburgo)|(?:work|arbeite|travaille|trabalho|lavoro|trabajo) (?:here|hier|ici|aqui|qui))\b/
const worksInTheCountry = (tokens: readonly Token[]) =>
  tokens.some((token) => CROSS_BORDER_WORKERS.has(token.norm)) ||
  WORKS_IN_THE_COUNTRY.test(tokens.map((token) => token.norm).join(' '))
/**
 * The customer lives in the country: "I moved from France to Luxembourg in June", "je suis arrivé au Luxembourg",
 * "vivo aquí en Luxemburgo". For a service done from an office, a town abroad their story names (a flat still let in
 * Nancy, for the tax return) is what the service is about, not where it is done.
 */
const livesInTheCountry = (tokens: readonly Token[]) =>
  tokens.some(
    (token, index) =>
      CAPITAL_NAMES.has(token.norm) && hasPreposition(tokens, index) && lifeInTheCountry(tokens, index),
  )
const crossBorderWorkerFrom = (tokens: readonly Token[], start: number) =>
  SOURCE_PREPOSITIONS.has(tokens[start - 1]?.norm ?? '') &&
  CROSS_BORDER_WORKERS.has(tokens[start - 2]?.norm ?? '')

/** What naming a place once more adds to it. */
const MENTIONED_AGAIN = 2
/** A town's name in a street's name: below every other place (the lowest scores 2). */
const STREET_NAME_SCORE = 1

export function resolvePlace(
  text: string,
  tokens: readonly Token[],
  gazetteer: Gazetteer,
  everydayWords: ReadonlySet<string>,
  ordinaryWords: ReadonlySet<string> = everydayWords,
  {
    moving = false,
    office = false,
  }: {
    /** The message asks for a move: a new home's town is where the household goes, not the work's. */
    moving?: boolean
    /**
     * The service is done from an office: the place is where the customer is based, so a country the
     * story only mentions ("my wife works in Belgium", "shipping to France") is none; one they live in is.
     */
    office?: boolean
  } = {},
): UnderstoodPlace | null {
  const found = [
    ...postalCandidates(text, tokens, gazetteer),
    ...nameCandidates(text, tokens, gazetteer, everydayWords, ordinaryWords),
  ]
  // A name written as it is ("…in Lallange, Esch") goes before a misspelling of another one.
  const exact = found.filter((candidate) => !candidate.misspelt)
  const namedHere = exact.length > 0 ? exact : found
  const abroadNamed = abroadPlaces(text, tokens)
  // A name here followed by "in" and a country abroad ("our flat in Hamm in Germany", "Ell en Belgique") is that
  // country's town of the same name: where that country is named, or -1.
  const namesakeCountryAt = (candidate: Candidate) => {
    // The country right after the name and its "in": "Hamm in Germany", not "from Hamm to Arlon in Belgium".
    const countryAt = candidate.start + wordCount(candidate.place.matched) + 1
    const country = abroadNamed.find(({ start }) => start === countryAt)
    if (!country || !COUNTRIES_AND_REGIONS.has(country.place.name)) return -1
    const between = tokens.slice(candidate.start + 1, countryAt + 1)
    // "Hamm, in Germany", "Hamm, na Alemanha": a comma before the country's preposition still joins them.
    const prepositionAt = countryAt - 1
    const commaBefore = (token: Token, index: number) =>
      candidate.start + 1 + index === prepositionAt &&
      /^\s*,\s*$/.test(text.slice((tokens[prepositionAt - 1] as Token).end, token.start))
    const joined =
      !between.some((token, index) => token.breakBefore && !commaBefore(token, index)) &&
      IN_A_COUNTRY.has(tokens[prepositionAt]?.norm ?? '')
    return joined ? countryAt : -1
  }
  // A name here told "near" a town abroad ("Eschweiler bei Aachen", "Bech près de Metz"): that town's namesake
  // there. Near one of ours ("Eschweiler bei Wiltz") or near a shop ("Strassen near Cactus") it stays here.
  const nearATownAbroad = (candidate: Candidate) => {
    const townAt = townToldNear(tokens, candidate.start + wordCount(candidate.place.matched))
    return townAt !== null && abroadNamed.some(({ start }) => start === townAt)
  }
  // A name here told to be on the other country's side ("we live in Rédange, on the French side"): that country's
  // village of the same name.
  const onAForeignSide = (candidate: Candidate) => {
    const lastWord = candidate.start + wordCount(candidate.place.matched) - 1
    return Object.keys(COUNTRY_ADJECTIVES).some((country) => onItsCountrysSide(tokens, lastWord, country))
  }
  // A village's name in another language that is also a town's abroad ("Perl", Perlé's German name and the
  // German village across the Moselle) is the town: people there call the village by its own name.
  const exonymOfATownAbroad = (candidate: Candidate) =>
    fold(candidate.place.matched) !== fold(candidate.place.locality) &&
    abroadNamed.some(
      ({ start, place }) =>
        start === candidate.start && fold(place.matched) === fold(candidate.place.matched),
    )
  const foreignNamesake = (candidate: Candidate) =>
    namesakeCountryAt(candidate) >= 0 ||
    nearATownAbroad(candidate) ||
    onAForeignSide(candidate) ||
    exonymOfATownAbroad(candidate)
  // A namesake denied ("moramos em Berchem. Não, não é Berchem na Bélgica"): its country is no place here.
  const deniedCountries = new Set(
    abroadNamed
      .filter(
        ({ place, start }) =>
          COUNTRIES_AND_REGIONS.has(place.name) &&
          (IN_A_COUNTRY.has(tokens[start - 1]?.norm ?? '') || theOneOf(tokens, start)) &&
          !tokens.slice(start - 2, start + 1).some((token) => token.breakBefore) &&
          [3, 4].some((back) => NEGATIONS.has(tokens[start - back]?.norm ?? '')),
      )
      .map(({ start }) => start),
  )
  const officeForSomeoneHere = office && (worksInTheCountry(tokens) || livesInTheCountry(tokens))
  // A town abroad said as not the one ("wir wohnen in Mertzig, nicht in Merzig") beside another place.
  const deniedAbroad = (start: number) =>
    negatedBefore(tokens, start) &&
    (namedHere.length > 0 || abroadNamed.some((other) => other.start !== start))
  const abroad = abroadNamed.filter(
    ({ place, start }) =>
      !deniedCountries.has(start) &&
      !deniedAbroad(start) &&
      placeRole(tokens, start, moving) !== 'an origin' &&
      !(office && partnerBefore(tokens, start)) &&
      !officeForSomeoneHere &&
      (!office ||
        !COUNTRIES_AND_REGIONS.has(place.name) ||
        placeRole(tokens, start, moving) === 'home' ||
        crossBorderWorkerFrom(tokens, start)),
  )
  // Asked whether providers work across the border: the work is at the place abroad named.
  if (abroad.length > 0 && WORK_ABROAD_ASKED.test(tokens.map((token) => token.norm).join(' ')))
    return (abroad[0] as (typeof abroad)[number]).place
  // A town abroad followed by its region or country ("Perl im Saarland", "Longwy en France") is that
  // town, though a place in Luxembourg has the same name.
  const confirmedAbroad = abroad.filter(
    ({ start, place }) =>
      abroad.some(
        (other) => other.start > start && other.start - start <= 4 && other.place.country === place.country,
      ) || onItsCountrysSide(tokens, start, place.country),
  )
  const homeAbroad = abroad.some((place) => placeRole(tokens, place.start, moving) === 'home')
  // A town in Luxembourg the home abroad is told beside ("we live in Igel, right next to Wasserbillig",
  // "nous sommes à Athus, collés à Rodange", "Ralingen, das Dorf gegenüber von Rosport") is a landmark,
  // not the place: beside a home abroad, or beside a town abroad named before it.
  // Beside a home abroad, the capital's name after "from" ("does anyone from Luxembourg come over?",
  // "un plombier du Luxembourg", "jemand aus Luxemburg") is where the tradesperson comes from.
  const fromTheCountry = (candidate: Candidate) =>
    homeAbroad &&
    CAPITAL_NAMES.has((tokens[candidate.start] as Token).norm) &&
    SOURCE_PREPOSITIONS.has(tokens[candidate.start - 1]?.norm ?? '')
  // A town abroad written as it is ("Hettange-Grande") is no misspelling of a village here ("Huttange"), even where
  // it is not the work's place (a cross-border worker's home, for a service done from an office).
  const abroadAsWritten = (candidate: Candidate) =>
    candidate.misspelt === true && abroadNamed.some(({ start }) => start === candidate.start)
  const named = namedHere.filter(
    (candidate) =>
      !abroadAsWritten(candidate) &&
      !fromTheCountry(candidate) &&
      !foreignNamesake(candidate) &&
      !confirmedAbroad.some(({ start }) => start === candidate.start) &&
      !(
        (homeAbroad || abroad.some(({ start }) => start < candidate.start)) &&
        besideAnother(tokens, candidate.start)
      ),
  )
  const otherPlaceThan = (candidate: Candidate) =>
    abroad.length > 0 || named.some((other) => other.place.commune !== candidate.place.commune)
  // A place abroad said as neither home nor job ("our weekend house in Bouillon") may be the work's;
  // one told beside the home ("we live in Steinfort, five minutes from Arlon") is a landmark.
  const abroadPlain = abroad.some(
    (place) => placeRole(tokens, place.start, moving) === null && !besideAnother(tokens, place.start),
  )
  // A home (the customer's or a relative's) yields to another place in Luxembourg named plainly before
  // it, with no role and no job in the words before it ("our practice at the station
  // needs cleaning; I myself live in Strassen", "we are in Wiltz, my brother lives in Ettelbruck"), and to one named after it and a "but" ("I live in
  // Sanem, but the work is at my mother's in Howald"), unless a job stands between ("we live in
  // Bascharage but both work at Kirchberg").
  // A "but" between two places with no job word after it ("I live in Sanem, but the work is in Howald").
  const butBetween = (from: number, to: number) => {
    const between = tokens.slice(from + 1, to).map((token) => token.norm)
    return between.some((word) => CONTRAST_WORDS.has(word)) && !between.some((word) => JOB_WORDS.has(word))
  }
  const plainElsewhere = (home: Candidate) =>
    named.some((other) => {
      if (other.start === home.start || other.place.commune === home.place.commune) return false
      const role = placeRole(tokens, other.start, moving)
      // Someone else's place does not take the work from the customer's home: it yields to it (below).
      if (role !== null) return false
      if (other.start < home.start) return mentionedBefore(tokens, other)
      return butBetween(home.start, other.start)
    })
  // A relative's home yields to a town abroad named plainly after it and a "but" ("my mother lives in
  // Wasserbillig, but the house to fix is in Igel"), or before it ("we are building in Nittel; my brother in Hamm
  // has solar panels").
  const abroadAfterAContrast = (home: Candidate) =>
    abroad.some(
      ({ start }) =>
        placeRole(tokens, start, moving) === null &&
        (start > home.start ? butBetween(home.start, start) : !besideAnother(tokens, start)),
    )
  // A friend's place yields to another named with no role, not even a home's verb right before it
  // ("nous habitons Steinfort").
  const plainPlaceBesides = (theirs: Candidate) =>
    named.some(
      (other) =>
        other.place.commune !== theirs.place.commune &&
        placeRole(tokens, other.start, moving) === null &&
        !tokens.slice(Math.max(0, other.start - 2), other.start).some((token) => HOME_WORDS.has(token.norm)),
    )
  const customersHome = (candidate: Candidate) =>
    ownDwelling(tokens, candidate.start) ||
    (placeRole(tokens, candidate.start, moving) === 'home' && !abroadPlain && !plainElsewhere(candidate))
  // Someone else's place (a friend's, a relative's, the boss's) yields to the customer's own home
  // ("we live in Ehnen", "our new flat in Steinsel").
  const homeBesides = (theirs: Candidate) =>
    named.some((other) => other.place.commune !== theirs.place.commune && customersHome(other))
  // In a move, a new home's town is where the household goes, unless it is the customer's own and the
  // things come from someone else's ("picked up at my parents' in Consdorf, brought to our new flat").
  const movedInto = (candidate: Candidate) => {
    if (!moving || !newHomeBefore(tokens, candidate.start)) return false
    const elsewhere = named.filter((other) => other.place.commune !== candidate.place.commune)
    const fromSomeoneElse = elsewhere.every((other) =>
      ['a relative', 'a friend'].includes(placeRole(tokens, other.start, moving) ?? ''),
    )
    return elsewhere.length > 0 && !(ownDwelling(tokens, candidate.start) && fromSomeoneElse)
  }
  // A move from the old home ("the rest of our things from the old flat in Larochette to Esch") is done
  // where it starts: the town named after the old home's is where the household goes.
  const leftBehind = (candidate: Candidate) =>
    moving &&
    oldHomeBefore(
      tokens,
      candidate.start,
      named.map((other) => other.start),
    )
  const afterTheOldHome = (candidate: Candidate) =>
    !leftBehind(candidate) &&
    named.some(
      (other) =>
        other.start < candidate.start && other.place.commune !== candidate.place.commune && leftBehind(other),
    )
  // A town told "near" another of ours ("we live in Ell, near Redange", "siamo a Ell, vicino a Redange") is a landmark;
  // so is one after "bei" and a comma ("in Ell, bei Redange"): elsewhere "bei" is also "at someone's".
  const nearAfterAComma = (candidate: Candidate) =>
    tokens[candidate.start - 1]?.norm === 'bei' && tokens[candidate.start - 1]?.breakBefore === true
  const landmarkNear = (candidate: Candidate) =>
    (besideAnother(tokens, candidate.start) || nearAfterAComma(candidate)) &&
    named.some(
      (other) =>
        other.start < candidate.start &&
        other.place.commune !== candidate.place.commune &&
        !besideAnother(tokens, other.start),
    )
  const candidates = named.filter((candidate) => {
    if (movedInto(candidate) || afterTheOldHome(candidate) || landmarkNear(candidate)) return false
    if (negatedBefore(tokens, candidate.start) && otherPlaceThan(candidate)) return false
    const role = placeRole(tokens, candidate.start, moving)
    if (role === 'a past job' || role === 'an origin') return false
    if (role === 'job' || role === 'a trip') return !otherPlaceThan(candidate)
    // A move from abroad ends at the work's place here.
    if (role === 'a destination')
      return !named.some((other) => other.place.commune !== candidate.place.commune)
    if (role === 'a friend') return !abroadPlain && !plainPlaceBesides(candidate) && !homeBesides(candidate)
    // A relative's home also yields to the customer's own home abroad ("we live in Thionville… my brother,
    // who lives in Mondorf, says").
    if (role === 'a relative')
      return (
        !homeAbroad &&
        !homeBesides(candidate) &&
        !plainElsewhere(candidate) &&
        !abroadAfterAContrast(candidate)
      )
    // A move's other end abroad ("von Merl nach Trier") does not take the work from its end here.
    return !(role === 'home' && ((abroadPlain && !moving) || plainElsewhere(candidate)))
  })
  if (candidates.length === 0) return abroad[0]?.place ?? null
  // A place named again is the one the message is about ("two flats, one in Mersch and one in Lintgen.
  // The one in Lintgen…").
  const mentions = new Map<string, number>()
  for (const { place } of candidates) mentions.set(place.commune, (mentions.get(place.commune) ?? 0) + 1)
  const weight = (candidate: Candidate) =>
    candidate.score + MENTIONED_AGAIN * ((mentions.get(candidate.place.commune) ?? 1) - 1)
  candidates.sort((a, b) => weight(b) - weight(a) || a.start - b.start)
  return (candidates[0] as Candidate).place
}

/**
 * Whether the place (at token `start`) follows a word of the customer's home ("we live in") or job
 * ("I work at", "ech schaffen um"), or a friend's ("my colleague in"), right before its preposition
 * and any article.
 */
function placeRole(
  tokens: readonly Token[],
  nameAt: number,
  moving: boolean,
):
  | 'home'
  | 'job'
  | 'a past job'
  | 'an origin'
  | 'a friend'
  | 'a relative'
  | 'a destination'
  | 'a trip'
  | null {
  const start = withCityWord(tokens, nameAt)
  if (flownThrough(tokens, start)) return 'a trip'
  if (!hasPreposition(tokens, start)) return null
  if (workedThere(tokens, start)) return 'a past job'
  if (atWorkAfter(tokens, start) || ownJobAfter(tokens, start)) return 'job'
  const prepositionAt = prepositionBefore(tokens, start)
  const word = tokens[prepositionAt - 1]
  if (!word || (tokens[prepositionAt] as Token).breakBefore) return null
  if (PAST_JOB_WORDS.has(word.norm) || wordBefore(PAST_JOB_WORDS, tokens, prepositionAt - 1))
    return 'a past job'
  if (
    commutedTo(tokens, prepositionAt) ||
    employerBefore(tokens, prepositionAt) ||
    drivenDaily(tokens, prepositionAt)
  )
    return 'job'
  if (tripTo(tokens, prepositionAt)) return 'a trip'
  if (movedTo(tokens, prepositionAt, moving)) return 'a destination'
  if (HOME_WORDS.has(word.norm) || wordBefore(HOME_WORDS, tokens, prepositionAt - 1))
    return someoneElseLives(tokens, prepositionAt - 1) ? 'a relative' : 'home'
  // In a move, "my mother's things from Dudelange" is where it starts.
  if (!moving && (someoneFrom(tokens, prepositionAt) || movedHereFrom(tokens, prepositionAt, start)))
    return 'an origin'
  if (FRIENDS_AND_COLLEAGUES.has(word.norm) || friendBefore(tokens, prepositionAt)) return 'a friend'
  if (fromAShop(tokens, prepositionAt) || boughtThere(tokens, prepositionAt, start)) return 'a friend'
  // Where a tradesperson comes from ("ein Elektriker aus Mersch wollte…", "a roofer from Wiltz"): theirs.
  if (SOURCE_PREPOSITIONS.has((tokens[prepositionAt] as Token).norm) && namesATrade(word.norm))
    return 'a friend'
  // Where a firm or a tradesperson is based ("a roofer based in Luxembourg City", "eine Firma mit Sitz in…"): theirs.
  if (firmBasedAt(tokens, prepositionAt)) return 'a friend'
  if (RELATIVES.has(word.norm) && !ofSomeone(tokens, prepositionAt - 1)) return 'a relative'
  if (JOB_WORDS.has(word.norm) || wordBefore(JOB_WORDS, tokens, prepositionAt - 1)) return 'job'
  if (EMPLOYERS.has(word.norm)) return 'job'
  const before = tokens[prepositionAt - 2]
  const noun = before !== undefined && !word.breakBefore && PLACE_ARTICLES.has(before.norm)
  return JOB_WORDS_ALSO_NOUNS.has(word.norm) && !noun ? 'job' : null
}

/**
 * Where a name's phrase starts when a word for "city" comes before it ("vers la ville de Luxembourg",
 * "in die Stadt Luxemburg", "para a cidade do Luxemburgo"): its role is told by the words before "city",
 * not by the "de" between (no place of origin).
 */
function withCityWord(tokens: readonly Token[], start: number): number {
  const previous = tokens[start - 1]
  if (!previous || (tokens[start] as Token).breakBefore) return start
  if (CITY_WORDS.has(previous.norm)) return start - 1
  const city = tokens[start - 2]
  return city && !previous.breakBefore && COMMUNE_OF_WORDS.has(previous.norm) && CITY_WORDS.has(city.norm)
    ? start - 2
    : start
}

/** A supplier or client up to three words before the name, in its clause ("un fournisseur de Sarrebruck"). */
function partnerBefore(tokens: readonly Token[], start: number): boolean {
  for (let at = start - 1; at >= Math.max(0, start - 3); at--) {
    if ((tokens[at + 1] as Token).breakBefore) return false
    if (BUSINESS_PARTNERS.has((tokens[at] as Token).norm)) return true
    // Another firm ("eine Abmahnung von einer Firma aus Köln", "a letter from a company in Paris"), not the customer's own.
    if (OTHER_FIRMS.has((tokens[at] as Token).norm))
      return (
        !POSSESSIVES.has(tokens[at - 1]?.norm ?? '') &&
        !tokens.slice(Math.max(0, at - 3), at).some((token) => WE_ARE.has(token.norm))
      )
  }
  return false
}

/** The customer's own firm introduced ("we are a small company in Arlon", "nous sommes une entreprise à"). */
const WE_ARE: ReadonlySet<string> = new Set([
  'are',
  'sommes',
  'sind',
  'somos',
  'siamo',
  'am',
  'bin',
  'sou',
  'sono',
  'soy',
])

/** A firm named as another party of a business's matter. */
const OTHER_FIRMS: ReadonlySet<string> = new Set([
  'company',
  'firm',
  'firma',
  'unternehmen',
  'societe',
  'entreprise',
  'empresa',
  'ditta',
  'societa',
])

/** A friend or colleague up to four words before the preposition, in its clause ("a colleague from my office in"). */
/**
 * Where a relative or friend comes from ("my brother-in-law from Metz said…", "eng Frëndin aus Tréier"): who they
 * are, not where the work is.
 */
function someoneFrom(tokens: readonly Token[], prepositionAt: number): boolean {
  if (!SOURCE_PREPOSITIONS.has((tokens[prepositionAt] as Token).norm)) return false
  const word = (tokens[prepositionAt - 1] as Token).norm
  if (RELATIVES.has(word) || FRIENDS_AND_COLLEAGUES.has(word)) return true
  // English "-in-law" is read as three words.
  return (
    word === 'law' &&
    tokens[prepositionAt - 2]?.norm === 'in' &&
    RELATIVES.has(tokens[prepositionAt - 3]?.norm ?? '')
  )
}

/** Moved here from a town ("just moved here from Leeds", "aus Saarbrücken hergezogen"): where the customer came from. */
const HERE_BEFORE_FROM: ReadonlySet<string> = new Set(['here', 'ici', 'hei', 'aqui', 'qui'])
const MOVED_HERE_AFTER: ReadonlySet<string> = new Set([
  'hergezogen',
  'hierhergezogen',
  'zugezogen',
  'heihinner',
])
function movedHereFrom(tokens: readonly Token[], prepositionAt: number, start: number): boolean {
  const preposition = tokens[prepositionAt] as Token
  if (!SOURCE_PREPOSITIONS.has(preposition.norm)) return false
  if (!preposition.breakBefore && HERE_BEFORE_FROM.has(tokens[prepositionAt - 1]?.norm ?? '')) return true
  for (let at = start + 1; at <= Math.min(tokens.length - 1, start + 3); at++) {
    if ((tokens[at] as Token).breakBefore) return false
    if (MOVED_HERE_AFTER.has((tokens[at] as Token).norm)) return true
  }
  return false
}

/** The customer's employer, now or before ("my former employer in Bertrange", "mon employeur à Mamer"): a job. */
const EMPLOYERS: ReadonlySet<string> = new Set([
  'employer',
  'employeur',
  'arbeitgeber',
  'empregador',
  'empleador',
])

/** Words of a business's seat: "based in", "basée à", "mit Sitz in", "sediada em", "con sede a/en". */
const BASED: ReadonlySet<string> = new Set([
  'based',
  'basee',
  'base',
  'bases',
  'basees',
  'sitz',
  'sediada',
  'sediado',
  'sede',
])
/** Firms as the customer calls them, besides a trade's people. */
const FIRMS: ReadonlySet<string> = new Set([
  ...['firm', 'company', 'business', 'entreprise', 'societe', 'firma', 'unternehmen', 'betrieb', 'empresa'],
  ...[
    'ditta',
    'impresa',
    'azienda',
    'someone',
    'somebody',
    'anyone',
    'quelqu',
    'jemand',
    'alguem',
    'qualcuno',
  ],
  'alguien',
])

/** The preposition at `prepositionAt` follows a firm's or a tradesperson's seat ("a roofer based in"). */
function firmBasedAt(tokens: readonly Token[], prepositionAt: number): boolean {
  let at = prepositionAt - 1
  // "mit Sitz in", "con sede en": the seat's noun after "with".
  if (!BASED.has(tokens[at]?.norm ?? '')) return false
  for (at -= 1; at >= Math.max(0, prepositionAt - 5); at--) {
    const word = tokens[at] as Token
    if (FIRMS.has(word.norm) || namesATrade(word.norm)) return true
    if (word.breakBefore) return false
  }
  return false
}

function friendBefore(tokens: readonly Token[], prepositionAt: number): boolean {
  for (let at = prepositionAt - 1; at >= Math.max(0, prepositionAt - 4); at--) {
    const token = tokens[at] as Token
    if (FRIENDS_AND_COLLEAGUES.has(token.norm)) return true
    if (token.breakBefore || HOME_WORDS.has(token.norm) || JOB_WORDS.has(token.norm)) return false
  }
  return false
}

const INDEFINITE_ARTICLES: ReadonlySet<string> = new Set([
  ...['a', 'an', 'un', 'une', 'ein', 'einem', 'einer', 'eng', 'engem', 'enger', 'um', 'uma', 'uno', 'una'],
])

/** Where the preposition of the place at `start` is: right before it, or before its article. */
const prepositionBefore = (tokens: readonly Token[], start: number): number =>
  PLACE_PREPOSITIONS.has(tokens[start - 1]?.norm ?? '') ? start - 1 : start - 2

/** "not", in the seven languages: right before a place's preposition, it says where the work is not. */
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'pas', 'nicht', 'net', 'nao', 'non', 'no'])

/**
 * Said straight before a name, without a preposition ("Merzig im Saarland, nicht Mertzig!"): not Portuguese
 * "no", which is "in the" ("no Kirchberg").
 */
const NEGATIONS_BEFORE_A_NAME: ReadonlySet<string> = new Set([...NEGATIONS].filter((word) => word !== 'no'))

/** A place said as not the one ("in Bech, also nicht in Consdorf", "à Mamer et pas à Capellen", "pas Mamer"). */
function negatedBefore(tokens: readonly Token[], start: number): boolean {
  const before = tokens[start - 1]
  if (before && !(tokens[start] as Token).breakBefore && NEGATIONS_BEFORE_A_NAME.has(before.norm)) return true
  if (!hasPreposition(tokens, start)) return false
  const prepositionAt = prepositionBefore(tokens, start)
  const word = tokens[prepositionAt - 1]
  return word !== undefined && !(tokens[prepositionAt] as Token).breakBefore && NEGATIONS.has(word.norm)
}

/** Where something comes from: "aus engem Geschäft zu Dikrech", "from a shop in", "d'un magasin à". */
function fromAShop(tokens: readonly Token[], prepositionAt: number): boolean {
  const article = tokens[prepositionAt - 2]
  const source = tokens[prepositionAt - 3]
  return (
    article !== undefined &&
    source !== undefined &&
    INDEFINITE_ARTICLES.has(article.norm) &&
    SOURCE_PREPOSITIONS.has(source.norm)
  )
}

/** A dwelling bought: one of DWELLINGS or a German compound of one ("Reihenhaus", "Eigentumswohnung"). */
const boughtDwelling = (word: string) => DWELLINGS.has(word) || /(haus|wohnung)$/.test(word)

/** A dwelling up to four words before `at`, in its clause: "la casa che abbiamo comprato a". */
function dwellingBefore(tokens: readonly Token[], at: number): boolean {
  if ((tokens[at] as Token).breakBefore) return false
  for (let back = at - 1; back >= Math.max(0, at - 4); back--) {
    const token = tokens[back] as Token
    if (boughtDwelling(token.norm)) return true
    if (token.breakBefore) return false
  }
  return false
}

/** German and Luxembourgish participles of buying, said after the place ("in Trier eine Lampe gekauft"). */
const BOUGHT_AFTER: ReadonlySet<string> = new Set(['gekauft', 'eingekauft', 'bestellt', 'kaaft', 'bestallt'])

/**
 * Something bought or shopped for there: a word of shopping up to seven words before the preposition,
 * or a participle of buying up to four words after the place, in its clause, with no dwelling between
 * ("mes courses à Longwy", "compramos uma máquina de lavar em Arlon", "in Trier eine Lampe gekauft";
 * not "we bought a house in Arlon", "ein Haus in Roth gekauft").
 */
function boughtThere(tokens: readonly Token[], prepositionAt: number, start: number): boolean {
  for (let at = prepositionAt - 1; at >= Math.max(0, prepositionAt - 7); at--) {
    const token = tokens[at] as Token
    if (boughtDwelling(token.norm)) return false
    if (SHOPPING_WORDS.has(token.norm)) return !dwellingBefore(tokens, at)
    if (token.breakBefore) break
  }
  for (let at = start + 1; at < Math.min(tokens.length, start + 5); at++) {
    const token = tokens[at] as Token
    if (token.breakBefore || boughtDwelling(token.norm)) return false
    if (BOUGHT_AFTER.has(token.norm)) return true
  }
  return false
}

/** A dwelling, the customer's own ("our new flat in", "eist Haus zu", "a nossa casa em"). */
const DWELLINGS: ReadonlySet<string> = new Set([
  ...['flat', 'apartment', 'house', 'home', 'appartement', 'maison', 'wohnung', 'haus', 'wunneng', 'studio'],
  ...['apartamento', 'casa', 'piso', 'appartamento', 'vivienda', 'villa', 'villetta', 'moradia', 'chalet'],
])
/** Premises or a home a household or a business moves into ("bigger premises in", "nouveaux locaux à", "neue Räume in"). */
const NEW_PREMISES: ReadonlySet<string> = new Set([
  ...DWELLINGS,
  ...['premises', 'offices', 'office', 'building', 'unit', 'locaux', 'bureaux', 'local', 'batiment', 'raume'],
  ...['raumlichkeiten', 'buro', 'buros', 'gebaude', 'halle', 'instalacoes', 'escritorio', 'escritorios'],
  ...['sede', 'locali', 'uffici', 'ufficio', 'oficina', 'oficinas', 'nave', 'edificio'],
])
const POSSESSIVES: ReadonlySet<string> = new Set([
  ...['our', 'my', 'notre', 'ma', 'mon', 'unsere', 'unser', 'unserer', 'unseren', 'meine', 'mein'],
  ...['eist', 'eis', 'eise', 'mai', 'meng', 'nosso', 'nossa', 'minha', 'meu', 'nostra', 'nostro'],
  ...['mia', 'mio', 'nuestro', 'nuestra', 'mi'],
])

/** "Is" between a dwelling and its place: "the house is in", "d'Haus ass zu", "la maison est à", "a casa fica em". */
const DWELLING_IS: ReadonlySet<string> = new Set(['is', 'ass', 'ist', 'liegt', 'est', 'e', 'fica', 'esta'])

/**
 * The place at `start` follows a preposition after the customer's own dwelling, an adjective allowed
 * between, or after a dwelling said to be there ("D'Haus ass zu Nidderaanwen").
 */
function ownDwelling(tokens: readonly Token[], start: number): boolean {
  if (!hasPreposition(tokens, start, false, false)) return false
  const dwelling = tokens[start - 2]
  if (!dwelling) return false
  if (DWELLING_IS.has(dwelling.norm)) {
    const noun = tokens[start - 3]
    return noun !== undefined && DWELLINGS.has(noun.norm) && !dwelling.breakBefore
  }
  if (!DWELLINGS.has(dwelling.norm)) return false
  return [tokens[start - 3], tokens[start - 4]].some((token) => token && POSSESSIVES.has(token.norm))
}

/**
 * Words before a relative that make the place theirs as the work's ("the flat of my mother in",
 * "chez ma belle-mère à", "d'Haus vu mengen Elteren zu", "die Wohnung meiner Mutter in").
 */
const OF_SOMEONE: ReadonlySet<string> = new Set([
  ...['of', 'at', 'de', 'du', 'des', 'chez', 'vu', 'vun', 'vum', 'bei', 'meiner', 'seiner', 'unserer'],
  ...['do', 'da', 'dos', 'das', 'di', 'del', 'della', 'dello', 'dei', 'delle'],
])

/** The relative at `relative` follows, within three words, a word that makes the place theirs (OF_SOMEONE). */
function ofSomeone(tokens: readonly Token[], relative: number): boolean {
  return tokens.slice(Math.max(0, relative - 3), relative).some((token) => OF_SOMEONE.has(token.norm))
}

/** A friend or relative as the subject of "lives" ("mi cuñado, que vive en", "my sister, who lives in"). */
function someoneElseLives(tokens: readonly Token[], homeWord: number): boolean {
  return tokens
    .slice(Math.max(0, homeWord - 4), homeWord)
    .some((token) => RELATIVES.has(token.norm) || FRIENDS_AND_COLLEAGUES.has(token.norm))
}

/** "Next to", "across from", "à côté de", "direkt neben", "nieft", "ao lado de", "accanto a", "enfrente de". */
const BESIDE_WORDS: ReadonlySet<string> = new Set([
  ...['next', 'beside', 'near', 'across', 'opposite', 'cote', 'pres', 'face', 'neben', 'nahe'],
  ...['gegenuber', 'nieft', 'niewent', 'lado', 'perto', 'pertinho', 'cerquita', 'junto', 'frente', 'accanto'],
  ...['vicino', 'fronte', 'cerca', 'enfrente', 'davanti', 'dietro', 'detras', 'behind', 'hinter', 'hannert'],
  // At its foot: "mesmo ao pé de Kayl", "al pie de".
  'pe',
  'pie',
  // Across the river from it ("dall'altra parte del fiume rispetto a Bollendorf-Pont", "sull'altra sponda").
  ...['rispetto', 'sponda'],
  // Stuck to it ("collés à Rodange", "glued to Frisange", "encostado a", "pecht un Esch").
  ...['glued', 'stuck', 'colles', 'colle', 'collee', 'encostado', 'encostada', 'colado', 'colada', 'pecht'],
  // Right after it on the road ("logo a seguir a Rodange", "juste après Rodange", "just after Rodange").
  ...['seguir', 'after', 'apres', 'dopo', 'despues'],
  // A few minutes or steps from it ("à cinq minutes de Dudelange", "a dos minutos de Steinfort",
  // "a due passi da"; French "à deux pas" below: "pas" alone is a negation).
  ...['minutes', 'minute', 'mins', 'minuten', 'minutten', 'minuti', 'minutos', 'passi', 'passos', 'pasos'],
  // At the border with it ("direkt an der Grenze zu Belgien", "à la frontière avec la France", "al
  // confine con la Germania"): the country one lives beside.
  ...['border', 'frontiere', 'grenze', 'grenz', 'fronteira', 'frontera', 'confine', 'frontiera'],
  // Looking over at it ("mit Blick hinüber nach Machtum", "with a view over to Remich", "vue sur Schengen").
  ...['blick', 'aussicht', 'view', 'views', 'overlooking', 'vue', 'vista'],
  // Not far from it ("net wäit vu Rombech", "pas loin de", "not far from"); far from it is not it either.
  ...['wait', 'weit', 'far', 'loin', 'longe', 'lontano', 'lejos'],
])

/** A side of the border ("on the Belgian side", "côté belge", "op der belscher Säit", "en el lado belga"). */
const SIDE_WORDS: ReadonlySet<string> = new Set(['side', 'cote', 'seite', 'sait', 'lado', 'lato'])
const COUNTRY_ADJECTIVES: Readonly<Record<string, ReadonlySet<string>>> = {
  BE: new Set(['belgian', 'belge', 'belgischen', 'belgische', 'belscher', 'belsch', 'belga']),
  FR: new Set([
    'french',
    'francais',
    'franzosischen',
    'franzosische',
    'franseischer',
    'frances',
    'francesa',
    'francese',
  ]),
  DE: new Set([
    'german',
    'allemand',
    'deutschen',
    'deutsche',
    'daitscher',
    'alema',
    'aleman',
    'alemana',
    'tedesco',
    'tedesca',
  ]),
}

/** The town abroad at `start` is told, in the next six words, to be on its country's side. */
function onItsCountrysSide(tokens: readonly Token[], start: number, country: string): boolean {
  const adjectives = COUNTRY_ADJECTIVES[country]
  if (!adjectives) return false
  const after = tokens.slice(start + 1, start + 7).map((token) => token.norm)
  return after.some((word) => SIDE_WORDS.has(word)) && after.some((word) => adjectives.has(word))
}

/** "vis-à-vis" and "à deux pas", which the tokens split into words. */
const besideInWords = (tokens: readonly Token[], at: number) =>
  (tokens[at]?.norm === 'vis' && tokens[at - 1]?.norm === 'a' && tokens[at - 2]?.norm === 'vis') ||
  (tokens[at]?.norm === 'pas' && tokens[at - 1]?.norm === 'deux')

/** The place at `start` follows, within four words of its clause, a word of being beside it. */
function besideAnother(tokens: readonly Token[], start: number): boolean {
  for (let at = start - 1; at >= Math.max(0, start - 4); at--) {
    if (BESIDE_WORDS.has((tokens[at] as Token).norm) || besideInWords(tokens, at)) return true
    if ((tokens[at] as Token).breakBefore) return false
  }
  return false
}

/**
 * The customer at work there, said after the place: a preposition (and an article) then a workplace
 * within the next seven words of the clause ("in Esch an der Alzette auf der Arbeit", "in Strassen im
 * Büro", "em Esch-sur-Alzette no trabalho"); "a flat in Mamer that needs work" is no workplace.
 */
const atWorkPreposition = (word: string) => PLACE_PREPOSITIONS.has(word) || word === 'auf' || word === 'al'

/**
 * The place after the preposition at `prepositionAt` ends a commute told from its start: "I commute
 * from Longwy to Bertrange", "ich pendle jeden Tag von Trier nach Strassen" — where the customer works.
 */
function commutedTo(tokens: readonly Token[], prepositionAt: number): boolean {
  for (let at = prepositionAt - 2; at >= Math.max(1, prepositionAt - 5); at--) {
    if ((tokens[at + 1] as Token).breakBefore) return false
    if (!SOURCE_PREPOSITIONS.has((tokens[at] as Token).norm)) continue
    const before = tokens.slice(Math.max(0, at - 4), at)
    return before.some((token) => COMMUTE_WORDS.has(token.norm))
  }
  return false
}

/** Every day, said of a trip ("I drive to Kirchberg every day", "ich fahre jeden Tag nach Kirchberg"). */
const DAILY =
  /\b(every day|everyday|daily|jeden tag|taglich|tous les jours|chaque jour|all dag|alldag|todos os dias|ogni giorno|tutti i giorni|todos los dias|cada dia)\b/

/** Going there oneself ("I drive", "ich fahre", "je vais", "eu vou"), not someone coming ("come to Mersch every day"). */
const GOING: ReadonlySet<string> = new Set([
  ...['drive', 'go', 'fahre', 'fahren', 'fueren', 'conduis', 'vais', 'allons', 'vou', 'vamos', 'vado'],
  ...['andiamo', 'voy', 'conduzco'],
])

/** A daily trip of the customer's towards the place, in its clause: their way to work, not the work's place. */
function drivenDaily(tokens: readonly Token[], prepositionAt: number): boolean {
  if (
    !TRIP_TOWARDS.has((tokens[prepositionAt] as Token).norm) &&
    (tokens[prepositionAt] as Token).norm !== 'au'
  )
    return false
  const before = tokens.slice(Math.max(0, prepositionAt - 5), prepositionAt)
  if (!before.some((token) => GOING.has(token.norm))) return false
  let from = prepositionAt
  while (from > 0 && !(tokens[from] as Token).breakBefore) from--
  let to = prepositionAt + 1
  while (to < tokens.length && !(tokens[to] as Token).breakBefore) to++
  return DAILY.test(
    tokens
      .slice(from, to)
      .map((token) => token.norm)
      .join(' '),
  )
}

/** An occasion or a trip up to three words before a preposition of direction, in its clause (TRIP_WORDS). */
function tripTo(tokens: readonly Token[], prepositionAt: number): boolean {
  if (!TRIP_TOWARDS.has((tokens[prepositionAt] as Token).norm)) return false
  for (let at = prepositionAt - 1; at >= Math.max(0, prepositionAt - 3); at--) {
    if (TRIP_WORDS.has((tokens[at] as Token).norm)) return true
    if ((tokens[at] as Token).breakBefore) return false
  }
  return false
}

/**
 * A flight or the airport up to three words before the name, in its clause ("fly into Findel",
 * "l'aéroport du Findel").
 */
function flownThrough(tokens: readonly Token[], start: number): boolean {
  for (let at = start - 1; at >= Math.max(0, start - 3); at--) {
    if ((tokens[at + 1] as Token).breakBefore) return false
    if (FLIGHT_WORDS.has((tokens[at] as Token).norm)) return true
  }
  return false
}

/**
 * The old home's words a few words before the name, in its clause and with no other place between ("the old flat
 * in Larochette", not "…in Larochette to Esch").
 */
function oldHomeBefore(tokens: readonly Token[], start: number, otherPlaces: readonly number[]): boolean {
  for (let at = start - 1; at >= Math.max(0, start - 5); at--) {
    if ((tokens[at + 1] as Token).breakBefore || otherPlaces.includes(at)) return false
    if (OLD_HOME_WORDS.has((tokens[at] as Token).norm)) return true
  }
  return false
}

/** A new home or a care home up to four words before the place, in its clause (NEW_HOME_WORDS). */
function newHomeBefore(tokens: readonly Token[], start: number): boolean {
  for (let at = start - 1; at >= Math.max(0, start - 5); at--) {
    if ((tokens[at + 1] as Token).breakBefore) return false
    if (NEW_HOME_WORDS.has((tokens[at] as Token).norm)) return true
  }
  return false
}

/** "at", "for", "bei", "chez", "na", "dans": before the employer a customer works at. */
const EMPLOYER_PREPOSITIONS: ReadonlySet<string> = new Set([
  ...['at', 'for', 'in', 'bei', 'chez', 'pour', 'dans', 'fir', 'para', 'na', 'no', 'num', 'numa', 'presso'],
  ...['nella', 'nel', 'en'],
])
/** "on", "sur", "auf", "op": before a building site the customer works on ("je bosse sur un chantier à Mamer"). */
const SITE_PREPOSITIONS: ReadonlySet<string> = new Set(['on', 'sur', 'auf', 'op', 'sul', 'su', 'sobre'])
const BUILDING_SITES: ReadonlySet<string> = new Set([
  'site',
  'chantier',
  'baustelle',
  'bauplaz',
  'obra',
  'cantiere',
])
/** The words that say the customer works, with "work", "trabalho", "lavoro", "trabajo" (nouns too, so only before an employer). */
const WORKING_NOUNS_TOO: ReadonlySet<string> = new Set(['work', 'trabalho', 'lavoro', 'trabajo'])
const WORKING = (word: string) => JOB_WORDS.has(word) || WORKING_NOUNS_TOO.has(word)
/** "stopped working at the house in": a thing that no longer works, not a job. */
const NOT_WORKING: ReadonlySet<string> = new Set([
  'stopped',
  'stop',
  'stops',
  'not',
  "isn't",
  "aren't",
  "doesn't",
])

/**
 * The place after the preposition at `prepositionAt` is where the customer's employer is: "I work at a
 * bank in Kirchberg", "we both work long hours at the EIB in Kirchberg", "ich arbeite bei einer Bank in
 * Luxemburg": up to three words of the employer after "at"/"bei", and a word of working up to three
 * words before that.
 */
function employerBefore(tokens: readonly Token[], prepositionAt: number): boolean {
  for (let at = prepositionAt - 1; at >= Math.max(1, prepositionAt - 5); at--) {
    const token = tokens[at] as Token
    // A dwelling is no employer ("my parents' house in", "at the house in"), nor is a home told after a
    // "but" ("trabajo en Thionville pero vivo en Hellange").
    if (
      (tokens[at + 1] as Token).breakBefore ||
      DWELLINGS.has(token.norm) ||
      HOME_WORDS.has(token.norm) ||
      CONTRAST_WORDS.has(token.norm)
    )
      return false
    const onASite =
      SITE_PREPOSITIONS.has(token.norm) &&
      tokens.slice(at + 1, prepositionAt).some((word) => BUILDING_SITES.has(word.norm))
    if (!EMPLOYER_PREPOSITIONS.has(token.norm) && !onASite) continue
    for (let before = at - 1; before >= Math.max(0, at - 3); before--) {
      if ((tokens[before + 1] as Token).breakBefore) return false
      const word = (tokens[before] as Token).norm
      if (WORKING(word)) return !NOT_WORKING.has(tokens[before - 1]?.norm ?? '')
    }
    return false
  }
  return false
}

/**
 * The place after the preposition at `prepositionAt` ends a move: "we're moving from Howald to Mersch",
 * "mir plënneren vu Réimech op Lëtzebuerg", "moving to Luxembourg" — the work is at the other place named.
 * In a message that asks for a move, "from … to …" says it without a word of moving ("transporter
 * le piano d'un garde-meuble à Mamer vers notre nouvel appartement à Strassen").
 */
function movedTo(tokens: readonly Token[], prepositionAt: number, moving: boolean): boolean {
  const preposition = tokens[prepositionAt] as Token
  // "moving to Luxembourg", "mir plënneren op Déifferdeng": where the household goes.
  if (
    movesTowards(tokens, prepositionAt) &&
    !preposition.breakBefore &&
    MOVE_HOUSE_WORDS.has(tokens[prepositionAt - 1]?.norm ?? '')
  )
    return true
  // In a move, where the household "has to" be by a date ("mir mussen bis de 15. Mäerz op Hamm"): its end.
  if (moving && movesTowards(tokens, prepositionAt) && mustBefore(tokens, prepositionAt)) return true
  const toAt = moveToPrepositionAt(tokens, prepositionAt)
  // "is moving to bigger premises in Remich", "déménage dans de nouveaux locaux à Mamer": new premises or a home
  // between the move's "to" and the place, the place is where it ends.
  if (
    toAt !== prepositionAt &&
    !movesFrom(tokens, prepositionAt) &&
    !(tokens[toAt] as Token).breakBefore &&
    MOVE_HOUSE_WORDS.has(tokens[toAt - 1]?.norm ?? '') &&
    tokens.slice(toAt + 1, prepositionAt).some((token) => NEW_PREMISES.has(token.norm))
  )
    return true
  for (let at = toAt - 2; at >= Math.max(1, toAt - 5); at--) {
    if ((tokens[at + 1] as Token).breakBefore) return false
    if (!movesFrom(tokens, at)) continue
    // "d'un appartement à Strassen vers…": the preposition right after the home it leaves is not "to".
    if ((tokens[at] as Token).norm === 'd' && toAt - at <= 3) return false
    if (!movesTowards(tokens, toAt)) return false
    const before = tokens.slice(Math.max(0, at - 4), at)
    // A home between "to" and the place marks the end ("a nuestro piso nuevo en"); a bare "a Mamer"
    // may only say where, and "para um déménagement de" is what for.
    const homeBetween = tokens.slice(toAt + 1, prepositionAt).some((token) => DWELLINGS.has(token.norm))
    return (moving && homeBetween) || before.some((token) => MOVE_HOUSE_WORDS.has(token.norm))
  }
  return false
}

/** Luxembourgish and German "have to" ("mir mussen", "wir müssen"), said of going somewhere. */
const MUST_WORDS: ReadonlySet<string> = new Set(['mussen', 'muss', 'missen'])

/** What may stand between "have to" and where to: a date ("bis de 15. Mäerz", "bis Ende Juni"). */
const BY_A_DATE: ReadonlySet<string> = new Set([
  ...MONTHS,
  ...[
    'bis',
    'de',
    'den',
    'dem',
    'der',
    'am',
    'zum',
    'spatestens',
    'speitstens',
    'enn',
    'ende',
    'ufank',
    'anfang',
  ],
  ...['mett', 'mitte', 'mee', 'mai'],
])

/** "Mir mussen bis de 15. Mäerz op Hamm": only a date between the "have to" and the preposition. */
function mustBefore(tokens: readonly Token[], prepositionAt: number): boolean {
  for (let at = prepositionAt - 1; at >= Math.max(0, prepositionAt - 7); at--) {
    const word = tokens[at] as Token
    if (MUST_WORDS.has(word.norm)) return true
    if (!BY_A_DATE.has(word.norm) && !/^\d+$/.test(word.norm)) return false
  }
  return false
}

/**
 * The word at `at` is a move's "from": a source preposition, or French "d'" right before a name
 * ("déménager d'Esch vers…"; not "d'une maison", nor Luxembourgish "an d'Stad", an article).
 */
function movesFrom(tokens: readonly Token[], at: number): boolean {
  const word = (tokens[at] as Token).norm
  if (MOVE_FROM_PREPOSITIONS.has(word)) return true
  const name = tokens[at + 1]
  if (word !== 'd' || name === undefined || PLACE_PREPOSITIONS.has(tokens[at - 1]?.norm ?? '')) return false
  // "d'un studio au Limpertsberg vers…": the home the move leaves, then its place.
  const leftHome = ['un', 'une'].includes(name.norm) && DWELLINGS.has(tokens[at + 2]?.norm ?? '')
  return isCapitalised(name.raw) || leftHome
}

/** German "in" before an article of direction ("in die Stadt", "in den Norden") goes somewhere; "in der" is where. */
const ARTICLES_OF_DIRECTION: ReadonlySet<string> = new Set(['die', 'den', 'das', 'ein', 'eine', 'einen'])

/** The word at `at` is a move's "to". */
function movesTowards(tokens: readonly Token[], at: number): boolean {
  const word = (tokens[at] as Token).norm
  if (MOVE_TO_PREPOSITIONS.has(word)) return true
  const next = tokens[at + 1]
  return word === 'in' && next !== undefined && !next.breakBefore && ARTICLES_OF_DIRECTION.has(next.norm)
}

/**
 * Where the move's "to" stands: the place's own preposition, or one up to five words before it when
 * the new home comes between ("from a flat in Hamm to a house in Sandweiler", "de un piso en Cents a
 * una casa en Hesperange", "para o nosso apartamento novo em").
 */
function moveToPrepositionAt(tokens: readonly Token[], prepositionAt: number): number {
  if (movesTowards(tokens, prepositionAt)) return prepositionAt
  for (let at = prepositionAt - 1; at >= Math.max(1, prepositionAt - 5); at--) {
    if ((tokens[at + 1] as Token).breakBefore) return prepositionAt
    if (movesTowards(tokens, at)) return at
  }
  return prepositionAt
}

/** A past job told with the verb last, within the clause: "elf Joer zu Leideleng geschafft". */
function workedThere(tokens: readonly Token[], start: number): boolean {
  for (let at = start + 1; at < Math.min(tokens.length, start + 5); at++) {
    const word = tokens[at] as Token
    if (word.breakBefore) return false
    if (PAST_JOB_WORDS_AFTER.has(word.norm)) return true
  }
  return false
}

/** "We", "I" in German and Luxembourgish: whose job a verb-last "schaffen" tells. */
const FIRST_PERSON: ReadonlySet<string> = new Set(['mir', 'ech', 'wir', 'ich'])
const WORKING_VERB_LAST: ReadonlySet<string> = new Set(['schaffen', 'schaffe', 'arbeiten', 'arbeite'])

/**
 * The customer's own job told with the verb after the place: "well mir allebéid an d'Stad schaffe ginn",
 * "weil wir beide in Luxemburg arbeiten" (a "we" or "I" before it in the clause).
 */
function ownJobAfter(tokens: readonly Token[], start: number): boolean {
  let verbAfter = false
  for (let at = start + 1; at <= start + 2 && at < tokens.length; at++) {
    const word = tokens[at] as Token
    if (word.breakBefore) break
    if (WORKING_VERB_LAST.has(word.norm)) verbAfter = true
  }
  if (!verbAfter) return false
  for (let at = start - 1; at >= Math.max(0, start - 6); at--) {
    if ((tokens[at + 1] as Token).breakBefore) return false
    if (FIRST_PERSON.has((tokens[at] as Token).norm)) return true
  }
  return false
}

function atWorkAfter(tokens: readonly Token[], start: number): boolean {
  for (let at = start + 1; at < Math.min(tokens.length, start + 8); at++) {
    const word = tokens[at] as Token
    if (word.breakBefore) return false
    if (!WORKPLACE_NOUNS.has(word.norm)) continue
    const before = tokens[at - 1]
    if (!before || word.breakBefore) return false
    if (atWorkPreposition(before.norm)) return true
    const beforeArticle = tokens[at - 2]
    return (
      PLACE_ARTICLES.has(before.norm) &&
      !before.breakBefore &&
      beforeArticle !== undefined &&
      atWorkPreposition(beforeArticle.norm)
    )
  }
  return false
}

/**
 * A place named plainly (a name as it is written, or after a preposition), with no job word or
 * workplace in the twelve words before it ("ich arbeite 3 Tage die Woche … für eine Bank auf
 * Kirchberg", "mäi Büro ass direkt bei der Gare").
 */
function mentionedBefore(tokens: readonly Token[], place: Candidate): boolean {
  if (place.score < 5 && !hasPreposition(tokens, place.start)) return false
  return !tokens
    .slice(Math.max(0, place.start - 12), place.start)
    .some((token) => JOB_WORDS.has(token.norm) || WORKPLACE_NOUNS.has(token.norm))
}

/** "arbeiten aber beide in", "wohne selbst in": a home or job word before up to three filler words that end at `last`. */
function wordBefore(words: ReadonlySet<string>, tokens: readonly Token[], last: number): boolean {
  for (let at = last; at > last - 3; at--) {
    const word = tokens[at]
    if (!word || !JOB_FILLER_WORDS.has(word.norm) || word.breakBefore) return false
    const before = tokens[at - 1]
    if (before && words.has(before.norm)) return true
  }
  return false
}

function postalCandidates(text: string, tokens: readonly Token[], gazetteer: Gazetteer): Candidate[] {
  const found: Candidate[] = []
  tokens.forEach((token, index) => {
    if (!/^\d{4}$/.test(token.norm)) return
    const entries = gazetteer.postalCodes.get(token.norm)
    if (!entries) return
    const before = fold(text.slice(Math.max(0, token.start - 30), token.start))
    const after = text.slice(token.end, token.end + 8)
    const prefixed = POSTAL_PREFIX.test(before)
    const keyword = POSTAL_KEYWORD.test(before)
    const named = namedLocalityAfter(tokens, index, entries, gazetteer)
    let entry = named ?? (entries[0] as PostalCodeEntry)
    let score = 9
    if (!prefixed && !keyword && !named) {
      if (YEAR.test(token.norm) || AFTER_AMOUNT.test(after) || BEFORE_AMOUNT.test(before)) return
      if (OLDER_YEAR.test(token.norm) && YEAR_WORDS.has(tokens[index - 1]?.norm ?? '')) return
      if (afterAProductName(tokens, index, gazetteer)) return
      score = hasPreposition(tokens, index) ? 6 : 4
      entry = entries[0] as PostalCodeEntry
    }
    const start = prefixed ? token.start - (before.match(/l\s?[-‐–]?\s?$/i)?.[0].length ?? 0) : token.start
    found.push({
      score,
      start: index,
      place: {
        kind: 'postal_code',
        locality: entry.locality,
        commune: entry.commune,
        postalCode: entry.postalCode,
        lat: entry.lat,
        lon: entry.lon,
        matched: text.slice(start, token.end),
      },
    })
  })
  return found
}

/** Words that name a model or a code: the number after them is the product's, not a postal code. */
const MODEL_WORDS: ReadonlySet<string> = new Set([
  ...['model', 'modell', 'modele', 'modelo', 'modello', 'typ', 'type', 'tipo', 'serie', 'series'],
  ...['nr', 'no', 'numero', 'nummer', 'number', 'ref', 'reference', 'referenz', 'referencia', 'riferimento'],
  ...['code', 'codigo', 'codice', 'error', 'erreur', 'fehler', 'feeler', 'erro', 'errore'],
])

/**
 * "Fritzbox 7590", "Miele WWD 1641", "modèle 4001": a lone 4-digit number right after a model word, a
 * name mixing letters and digits, or a capitalised word that is neither a place nor a preposition is
 * the product's number.
 */
function afterAProductName(tokens: readonly Token[], index: number, gazetteer: Gazetteer): boolean {
  const previous = tokens[index - 1]
  if (!previous || (tokens[index] as Token).breakBefore) return false
  if (MODEL_WORDS.has(previous.norm)) return true
  if (/\d/.test(previous.norm) && /\p{L}/u.test(previous.norm)) return true
  return (
    isCapitalised(previous.raw) &&
    !PLACE_PREPOSITIONS.has(previous.norm) &&
    !gazetteer.names.has(previous.norm)
  )
}

/** "4001 Esch-sur-Alzette": the name after the code, when it is a locality of that code. */
function namedLocalityAfter(
  tokens: readonly Token[],
  index: number,
  entries: readonly PostalCodeEntry[],
  gazetteer: Gazetteer,
): PostalCodeEntry | undefined {
  for (let n = Math.min(gazetteer.maxNameWords, tokens.length - index - 1); n >= 1; n--) {
    const key = tokens
      .slice(index + 1, index + 1 + n)
      .map((t) => t.norm)
      .join(' ')
    const named = gazetteer.names.get(key)
    if (!named) continue
    const match = entries.find((entry) => named.some((place) => place.locality === entry.locality))
    if (match) return match
  }
  return undefined
}

/**
 * The name at `start` is the second half of a hyphenated name that is not ours ("Hussigny-Godbrange", a
 * French town, is not Godbrange): the word before the hyphen is a capitalised name no place here has.
 */
function tailOfAnotherName(
  text: string,
  tokens: readonly Token[],
  start: number,
  gazetteer: Gazetteer,
): boolean {
  const name = tokens[start] as Token
  const before = tokens[start - 1]
  return (
    before !== undefined &&
    text[name.start - 1] === '-' &&
    before.end === name.start - 1 &&
    isCapitalised(before.raw) &&
    !gazetteer.names.has(before.norm)
  )
}

/** How many words a name as written has ("Esch-sur-Alzette": three). */
function wordCount(matched: string): number {
  return matched.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length
}

/** Where the town told after the "near" at `at` starts ("bei Aachen", "près d'Arlon"), if that word is one. */
function townToldNear(tokens: readonly Token[], at: number): number | null {
  const near = tokens[at]
  if (!near || near.breakBefore || !NEAR_A_TOWN.has(near.norm)) return null
  let town = at + 1
  while (NEAR_A_TOWN_LINKS.has(tokens[town]?.norm ?? '')) town++
  return tokens[town] !== undefined && !tokens[town]?.breakBefore ? town : null
}

/**
 * Of the places that bear a name, the one in the commune told right after "bei" or "near" ("Eschweiler bei
 * Wiltz", not the Eschweiler of Junglinster); else the first.
 */
function entryToldNear(
  entries: readonly GazetteerEntry[],
  tokens: readonly Token[],
  after: number,
  gazetteer: Gazetteer,
): GazetteerEntry {
  const first = entries[0] as GazetteerEntry
  const at = entries.length < 2 ? null : townToldNear(tokens, after)
  if (at === null) return first
  for (let n = Math.min(gazetteer.maxNameWords, tokens.length - at); n >= 1; n--) {
    const key = tokens
      .slice(at, at + n)
      .map((token) => token.norm)
      .join(' ')
    const communes = new Set(gazetteer.names.get(key)?.map((entry) => entry.commune))
    const near = entries.find((entry) => communes.has(entry.commune))
    if (near) return near
  }
  return first
}

/** What joins a district to its city after a comma: "el Born, en Barcelona", "il Born, a Barcellona". */
const DISTRICT_OF: ReadonlySet<string> = new Set(['en', 'in', 'a'])
/** The article a district is named with ("el Born", "le Marais"), which a village here does not take. */
const DISTRICT_ARTICLES: ReadonlySet<string> = new Set(['el', 'il', 'le', 'la', 'o', 'the'])
/** Feasts said the same way ("à Wiltz, à Noël"): a time, not a city. */
const FEASTS: ReadonlySet<string> = new Set([
  'noel',
  'paques',
  'pentecote',
  'toussaint',
  'navidad',
  'natale',
  'pasqua',
])

/**
 * A name with an article, then a comma and a city that is not here ("el Born, en Barcelona"): a district of that
 * city, not the place of the same name here.
 */
function districtOfACityElsewhere(
  text: string,
  tokens: readonly Token[],
  start: number,
  after: number,
  gazetteer: Gazetteer,
  everydayWords: ReadonlySet<string>,
): boolean {
  const name = tokens[after - 1]
  const preposition = tokens[after]
  const city = tokens[after + 1]
  if (!name || !preposition || !city || city.breakBefore || !DISTRICT_OF.has(preposition.norm)) return false
  if (!DISTRICT_ARTICLES.has(tokens[start - 1]?.norm ?? '') || (tokens[start] as Token).breakBefore)
    return false
  if (!text.slice(name.end, preposition.start).includes(',') || !isCapitalised(city.raw)) return false
  const elsewhere = !gazetteer.names.has(city.norm) && !CAPITAL_NAMES.has(city.norm)
  return elsewhere && !everydayWords.has(city.norm) && !FEASTS.has(city.norm)
}

function nameCandidates(
  text: string,
  tokens: readonly Token[],
  gazetteer: Gazetteer,
  everydayWords: ReadonlySet<string>,
  ordinaryWords: ReadonlySet<string>,
): Candidate[] {
  const found: Candidate[] = []
  const taken = new Array<boolean>(tokens.length).fill(false)
  for (let n = Math.min(gazetteer.maxNameWords, tokens.length); n >= 1; n--) {
    for (let start = 0; start + n <= tokens.length; start++) {
      if (taken.slice(start, start + n).some(Boolean)) continue
      const words = tokens.slice(start, start + n)
      if (words.slice(1).some((word) => word.breakBefore)) continue
      const key = words.map((t) => t.norm).join(' ')
      const entries = gazetteer.names.get(key)
      if (!entries || tailOfAnotherName(text, tokens, start, gazetteer)) continue
      if (districtOfACityElsewhere(text, tokens, start, start + n, gazetteer, everydayWords)) continue
      const named = nameScore(text, key, start, n, tokens, entries, everydayWords)
      if (named === null) continue
      // A street named after a town ("rue de Mondorf à Remich", "Route de Diekirch in Ettelbruck") is in
      // another town: the name counts only when no other place is named.
      const score = inStreetName(tokens, start) ? STREET_NAME_SCORE : named
      for (let i = start; i < start + n; i++) taken[i] = true
      const matched = text.slice((words[0] as Token).start, (words[n - 1] as Token).end)
      found.push({
        score,
        start,
        place: toPlace(entryToldNear(entries, tokens, start + n, gazetteer), matched),
      })
    }
  }
  tokens.forEach((token, index) => {
    // The capital's name, where it was found to name the country, is no misspelling of another name; nor is its
    // German genitive ("innerhalb Luxemburgs") where the name itself would name the country.
    if (taken[index] || token.norm.length < 6 || CAPITAL_NAMES.has(token.norm)) return
    if (CAPITAL_NAMES.has(token.norm.replace(/s$/, '')) && namesTheCountry(text, tokens, index)) return
    // A word of the languages the assistant reads ("Straße", "Station") is not a misspelt name, nor
    // is a name the rules above did not take here ("direkt am Bahnhof") a misspelling of itself.
    if (
      everydayWords.has(token.norm) ||
      ordinaryWords.has(token.norm) ||
      COMMON_WORD_PLACES.has(token.norm) ||
      gazetteer.names.has(token.norm)
    )
      return
    // A place name takes no article: "in der Straße" is a street, not a misspelt "Strassen".
    const preposition = hasPreposition(tokens, index, true, false)
    const previous = tokens[index - 1]?.norm ?? ''
    const afterArticle = PLACE_ARTICLES.has(previous) && !OF_WORDS.has(previous)
    if (afterArticle || (!preposition && !(isCapitalised(token.raw) && index > 0))) return
    // French "à" before a verb written small: "je n'arrive pas à boucler les comptes" (not Boudler).
    if (previous === 'a' && !isCapitalised(token.raw) && /(?:er|ir)$/.test(token.norm)) return
    const entries = misspeltName(token.norm, gazetteer)
    if (entries)
      found.push({
        score: 4 + (preposition ? 2 : 0),
        start: index,
        place: toPlace(entries[0] as GazetteerEntry, token.raw),
        misspelt: true,
      })
  })
  return found
}

const singleWordNames = new WeakMap<Gazetteer, Map<string, string[]>>()

/** The one-word name one typo away from the word (same first letter), if exactly one is. */
function misspeltName(word: string, gazetteer: Gazetteer): readonly GazetteerEntry[] | undefined {
  let byLetter = singleWordNames.get(gazetteer)
  if (!byLetter) {
    byLetter = new Map()
    for (const key of gazetteer.names.keys()) {
      if (key.includes(' ') || key.length < 6) continue
      byLetter.set(key[0] as string, [...(byLetter.get(key[0] as string) ?? []), key])
    }
    singleWordNames.set(gazetteer, byLetter)
  }
  const close = (byLetter.get(word[0] as string) ?? []).filter((key) => editDistance(word, key, 1) <= 1)
  const places = new Set(
    close.flatMap((key) => (gazetteer.names.get(key) ?? []).map((entry) => entry.commune)),
  )
  return places.size === 1 ? gazetteer.names.get(close[0] as string) : undefined
}

function nameScore(
  text: string,
  key: string,
  start: number,
  words: number,
  tokens: readonly Token[],
  entries: readonly GazetteerEntry[],
  everydayWords: ReadonlySet<string>,
): number | null {
  const token = tokens[start] as Token
  const preposition = hasPreposition(tokens, start)
  const extra = 0.5 * (words - 1) + (preposition ? 2 : 0)
  if (words === 1 && CAPITAL_NAMES.has(key)) return namesTheCountry(text, tokens, start) ? null : 2 + extra
  if (words === 1 && key === 'schengen' && namesTheSchengenArea(tokens, start)) return null
  // German "Straßen" (streets, "Straßen von Ameisen") written with its ß: the town Strassen only right after a
  // preposition of place ("in Straßen").
  if (words === 1 && token.raw.includes('ß') && !hasPreposition(tokens, start, true, false)) return null
  const everyday = words === 1 && (COMMON_WORD_PLACES.has(key) || everydayWords.has(key))
  const short = words === 1 && key.length <= 4
  if (!everyday && !short) return 5 + extra
  const previous = tokens[start - 1]
  const introduced =
    previous !== undefined &&
    !token.breakBefore &&
    quarterIntroduced(tokens, start) &&
    entries.some((entry) => entry.kind === 'quarter')
  if (introduced || afterCommuneWord(tokens, start) || premisesOf(tokens, start)) return 5 + extra
  if (INTRODUCED_ONLY_PLACES.has(key)) return null
  if (isCapitalised(token.raw) && nearTheName(tokens, start)) return 3 + extra
  // Written with the accents of its own name, which the everyday word has not: "nous habitons Perlé" (not "perle").
  if (everyday && isCapitalised(token.raw) && writtenAsItsName(token.raw, entries)) return 3 + extra
  if (fromOneTownToAnother(tokens, start, words)) return 3 + extra
  // English "to" before an everyday word in lower case is its infinitive: "want to sell online".
  if (everyday && previous?.norm === 'to' && !isCapitalised(token.raw)) return null
  const next = tokens[start + 1]
  // An everyday word written small before a capitalised noun is its article: "in einen Wohnraum" (not Éinen).
  if (everyday && !isCapitalised(token.raw) && next && !next.breakBefore && isCapitalised(next.raw))
    return null
  // Luxembourgish "um" and "am" (on, in the) before an everyday noun are a surface, not a village: "e naasse Flak um
  // Holz", "Rëss am Holz" (not Holtz); a quarter is said that way ("um Gronn").
  if (
    everyday &&
    (previous?.norm === 'um' || previous?.norm === 'am') &&
    !entries.some((entry) => entry.kind === 'quarter')
  )
    return null
  if (preposition && hasPreposition(tokens, start, true)) return 3 + extra
  const setApart = start > 0 && token.breakBefore && (next === undefined || next.breakBefore)
  // A short name no language uses as a word, set apart though written small: "…fënsteren, izeg, am beschten…".
  if (!everyday && setApart && !isCapitalised(token.raw)) return 3
  if (!isCapitalised(token.raw) || start === 0) return null
  if (SIGN_OFF_WORDS.has(previous?.norm ?? '')) return null
  if (!everyday) return 3
  // An everyday word stands as a name only when set apart: "…, Hamm" at the end of a clause.
  return setApart ? 3 : null
}

/** A word written, accents and all, as an entry's official name that has accents ("Perlé"). */
const writtenAsItsName = (raw: string, entries: readonly GazetteerEntry[]) =>
  /\p{M}/u.test(raw.normalize('NFD')) && entries.some((entry) => entry.name === raw)

/** "Near" before a name: "près de la Gare", "near Hamm", "perto da Gare", "vicino a Bonnevoie". */
const NEAR_WORDS: ReadonlySet<string> = new Set([
  'pres',
  'proche',
  'near',
  'nahe',
  'perto',
  'vicino',
  'cerca',
])

/**
 * A capitalised name a few words after "near", with only "of", "to" or an article between ("près de la
 * Gare"): a place, though its name is also an everyday word.
 */
function nearTheName(tokens: readonly Token[], start: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const word = tokens[start - back]
    if (!word || (tokens[start - back + 1] as Token).breakBefore) return false
    if (NEAR_WORDS.has(word.norm)) return true
    if (
      !COMMUNE_OF_WORDS.has(word.norm) &&
      !PLACE_ARTICLES.has(word.norm) &&
      !['to', 'a'].includes(word.norm)
    )
      return false
  }
  return false
}

/**
 * Premises named before "of" and a place, beside homes: "nuestro taller de Hamm", "notre boutique de Cents",
 * and a village's buildings ("the church of Merl").
 */
const PREMISES: ReadonlySet<string> = new Set([
  ...DWELLINGS,
  ...['shop', 'workshop', 'atelier', 'boutique', 'magasin', 'bureau', 'cabinet', 'garage'],
  ...['taller', 'tienda', 'local', 'oficina', 'loja', 'escritorio', 'negozio', 'bottega', 'ufficio'],
  // A garden: "el jardín de Dahl", "no jardim de Eschette".
  ...['garden', 'jardin', 'jardim', 'giardino', 'garten', 'gaart'],
  // A village's club: "de Fussballclub vu Bous", "le club de Dudelange".
  ...['club', 'fussballclub', 'basketclub', 'verain', 'veraain', 'verein', 'association', 'clube', 'societa'],
  // A village's church or school: "la chiesa di Merl", "l'église de Bonnevoie", "d'Schoul vu Schengen".
  ...['church', 'eglise', 'kirche', 'kierch', 'chiesa', 'igreja', 'iglesia', 'chapel', 'chapelle', 'kapelle'],
  ...['school', 'ecole', 'schule', 'schoul', 'scuola', 'escola', 'escuela'],
])

/**
 * A capitalised name right after "of" after a home or premises ("nuestra casa de Bridel", "mi taller de
 * Hamm", "la nostra casa di Cents"): a place, though its name is also an everyday or a short word.
 */
function premisesOf(tokens: readonly Token[], start: number): boolean {
  const token = tokens[start] as Token
  const of = tokens[start - 1]
  const premises = tokens[start - 2]
  return (
    of !== undefined &&
    premises !== undefined &&
    !token.breakBefore &&
    !of.breakBefore &&
    isCapitalised(token.raw) &&
    PREMISES_OF_WORDS.has(of.norm) &&
    PREMISES.has(premises.norm)
  )
}

/** The preposition of a move's far end: "von Merl nach Trier", "from Bridel to Brussels", "de Belair à Nancy". */
const TOWARDS: ReadonlySet<string> = new Set(['to', 'nach', 'op', 'a', 'vers', 'para', 'pra', 'in'])

/**
 * A name between "from" and "to" another capitalised name ("von Merl nach Trier", "de Merl para o
 * Porto"): a town, though its name is also an everyday or a short word.
 */
function fromOneTownToAnother(tokens: readonly Token[], start: number, words: number): boolean {
  const towards = tokens[start + words]
  const next = tokens[start + words + 1]
  const destination = next && PLACE_ARTICLES.has(next.norm) ? tokens[start + words + 2] : next
  return (
    SOURCE_PREPOSITIONS.has(tokens[start - 1]?.norm ?? '') &&
    isCapitalised((tokens[start] as Token).raw) &&
    towards !== undefined &&
    !towards.breakBefore &&
    TOWARDS.has(towards.norm) &&
    destination !== undefined &&
    isCapitalised(destination.raw)
  )
}

/**
 * A word for a quarter comes right before the name, or before "of" and an article: "quartier Gare",
 * "no bairro da Gare", "quartier de la Gare".
 */
function quarterIntroduced(tokens: readonly Token[], start: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const word = tokens[start - back]
    if (!word || (tokens[start - back + 1] as Token).breakBefore) return false
    if (QUARTER_INTRODUCERS.has(word.norm)) return true
    if (!COMMUNE_OF_WORDS.has(word.norm) && !PLACE_ARTICLES.has(word.norm)) return false
  }
  return false
}

/** The name at `start` follows a noun of a commune ("la commune de Bous", "Gemeinde Bous"). */
function afterCommuneWord(tokens: readonly Token[], start: number): boolean {
  const previous = tokens[start - 1]
  if (!previous || (tokens[start] as Token).breakBefore) return false
  if (!COMMUNE_OF_WORDS.has(previous.norm)) return COMMUNE_WORDS.has(previous.norm)
  const noun = tokens[start - 2]
  return noun !== undefined && !previous.breakBefore && COMMUNE_WORDS.has(noun.norm)
}

/**
 * The word before (one article may stand between, unless `article` is false) is a preposition of
 * place; `locative` leaves out those of origin or material ("aus Holz").
 */
function hasPreposition(tokens: readonly Token[], index: number, locative = false, article = true): boolean {
  const token = tokens[index]
  const previous = tokens[index - 1]
  if (!token || !previous || token.breakBefore) return false
  const isPreposition = (word: string) =>
    PLACE_PREPOSITIONS.has(word) && !(locative && SOURCE_PREPOSITIONS.has(word))
  if (isPreposition(previous.norm)) return !oldAfterArticle(tokens, index - 1)
  if (!article) return false
  const beforeArticle = tokens[index - 2]
  return (
    PLACE_ARTICLES.has(previous.norm) &&
    !previous.breakBefore &&
    beforeArticle !== undefined &&
    isPreposition(beforeArticle.norm)
  )
}

/** Luxembourgish "al" (old) after an article, not Italian "al": "déi al Eech", "d'al Schoul". */
const LB_ARTICLES_BEFORE_OLD: ReadonlySet<string> = new Set([
  'dei',
  'd',
  'eng',
  'den',
  'dat',
  'de',
  'der',
  'eis',
  'hir',
])
function oldAfterArticle(tokens: readonly Token[], at: number): boolean {
  const word = tokens[at] as Token
  const before = tokens[at - 1]
  return (
    word.norm === 'al' && !word.breakBefore && before !== undefined && LB_ARTICLES_BEFORE_OLD.has(before.norm)
  )
}

/** Words for "all over" before the capital's name (perhaps with an article between): the whole country. */
const ALL_OVER: ReadonlySet<string> = new Set([
  'over',
  'throughout',
  'across',
  'tout',
  'ganz',
  // Spanish and Portuguese "all": "todo Luxemburgo".
  'todo',
  'tutto',
])
/** "innerhalb Luxemburgs", "within Luxembourg": inside its borders ("innerhalb von Luxemburg" is told of the city too). */
const WITHIN: ReadonlySet<string> = new Set(['innerhalb', 'within'])

/**
 * "Here in" before the capital's name: where the customer lives, the country ("hei zu Lëtzebuerg", "here in
 * Luxembourg", "hier in Luxemburg", "aquí en Luxemburgo"); the city would be "here in the city".
 */
const HERE: ReadonlySet<string> = new Set(['hei', 'here', 'hier', 'ici', 'aqui', 'aca', 'qui', 'ca'])
const HERE_IN: ReadonlySet<string> = new Set(['zu', 'in', 'a', 'en', 'em', 'no', 'au', 'im'])

/** A country's way of doing things: "el sistema de Luxemburgo", "the system of Luxembourg". */
const SYSTEMS: ReadonlySet<string> = new Set([
  'system',
  'systeme',
  'sistema',
  'systems',
  'systemes',
  'sistemas',
])

/** The prepositions with an article before the capital's name in its language that name the country. */
const COUNTRY_ARTICLES: Readonly<Record<string, ReadonlySet<string>>> = {
  luxemburgo: new Set(['no', 'do', 'ao', 'o', 'pelo']),
  lussemburgo: new Set(['in', 'del', 'nel', 'dal']),
}

/**
 * A life told in the country before the capital's name: a word of living, working or settling up to
 * four words before its preposition, in the same clause ("I moved to Luxembourg last year", "lebe
 * seit zwei Jahren in Luxemburg", "soy autónomo en Luxemburgo").
 */
function lifeInTheCountry(tokens: readonly Token[], index: number): boolean {
  const prepositionAt = PLACE_PREPOSITIONS.has(tokens[index - 1]?.norm ?? '') ? index - 1 : index - 2
  // Selling there, unless what is sold is a home ("selling our flat in Luxembourg").
  const dwellingSold = () =>
    tokens.slice(Math.max(0, prepositionAt - 4), prepositionAt).some((token) => DWELLINGS.has(token.norm))
  const lifeWord = (word: string) =>
    COUNTRY_LIFE_WORDS.has(word) || (SELLING_WORDS.has(word) && !dwellingSold())
  for (let at = prepositionAt - 1; at >= Math.max(0, prepositionAt - 4); at--) {
    if ((tokens[at + 1] as Token).breakBefore) break
    if (lifeWord((tokens[at] as Token).norm)) return true
  }
  // German puts the verb last: "sich in Luxemburg selbstständig machen", "in Luxemburg arbeiten".
  for (let at = index + 1; at <= Math.min(tokens.length - 1, index + 3); at++) {
    if ((tokens[at] as Token).breakBefore) return false
    if (lifeWord((tokens[at] as Token).norm)) return true
  }
  return false
}

/** Countries' names, one word each, in the customers' languages: "Luxemburgo y Bélgica" lists countries. */
const COUNTRY_NAMES: ReadonlySet<string> = new Set([
  ...ABROAD_PLACES.filter((place) => ['Belgium', 'France', 'Germany', 'Netherlands'].includes(place.name))
    .flatMap((place) => place.names)
    .filter((name) => !name.includes(' ')),
  ...['portugal', 'spain', 'espagne', 'spanien', 'espana', 'espanha', 'spagna', 'italy', 'italie', 'italien'],
  ...['italia', 'switzerland', 'suisse', 'schweiz', 'svizzera', 'suiza', 'suica', 'europe', 'europa'],
])
/** With the region around the country: "Luxembourg or the Greater Region", "le Luxembourg et la Grande Région". */
const COUNTRY_OR_REGION_NAMES: ReadonlySet<string> = new Set([
  ...COUNTRY_NAMES,
  'greater',
  'grande',
  'grossregion',
])
const LIST_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'und',
  'oder',
  'an',
  'et',
  'ou',
  'e',
  'y',
  'o',
  'ed',
])

/**
 * The word at `index` joined by "and" or "or" to a word of `names`, either side, perhaps through a
 * preposition or an article: the capital's name to a country's ("Deutschland und Luxemburg", "en
 * Belgique et au Luxembourg": both name countries), or a country's to the capital's.
 */
function listedWith(
  text: string,
  tokens: readonly Token[],
  index: number,
  names: ReadonlySet<string>,
): boolean {
  // A preposition or an article between "and" and the name: "et au Luxembourg", "und nach Belgien".
  const linking = (at: number) =>
    PLACE_PREPOSITIONS.has(tokens[at]?.norm ?? '') || PLACE_ARTICLES.has(tokens[at]?.norm ?? '')
  const joined = (from: number, step: 1 | -1) => {
    let at = from + step
    // Read backwards, the preposition comes first: "und nach Luxemburg".
    if (step === -1 && linking(at)) at += step
    const listWord = tokens[at]
    if (!listWord || !LIST_WORDS.has(listWord.norm)) return false
    at += step
    if (step === 1 && linking(at)) at += step
    const other = tokens[at]
    if (!other || !names.has(other.norm)) return false
    // No clause break anywhere between the two names.
    for (let i = Math.min(from, at) + 1; i <= Math.max(from, at); i++)
      if ((tokens[i] as Token).breakBefore) return false
    return true
  }
  if (joined(index, 1) || joined(index, -1)) return true
  // A list with commas ends with "and": "Luxembourg, Belgium and Germany", "Belgien, Luxemburg, Frankreich oder
  // Deutschland" (this name is joined by a comma to one of `names` that is itself in the list).
  const commaBefore = (at: number) =>
    /^\s*,\s*$/.test(text.slice((tokens[at - 1] as Token).end, (tokens[at] as Token).start))
  const inCommaList = (at: number, step: 1 | -1, depth: number): boolean => {
    const other = at + step
    const comma = step === 1 ? other : at
    if (!tokens[other] || other < 0 || !names.has((tokens[other] as Token).norm) || !commaBefore(comma))
      return false
    return joined(other, step) || (depth < 4 && inCommaList(other, step, depth + 1))
  }
  return inCommaList(index, 1, 0) || inCommaList(index, -1, 0)
}

/**
 * The capital's name in a clause that repeats one with a country, its verb left out: "ich arbeite in Belgien und
 * mein Mann in Luxemburg", "I work in France and my wife in Luxembourg". The same preposition before both names, and
 * one or two words between the list word and the second.
 */
function parallelToACountry(tokens: readonly Token[], index: number): boolean {
  const preposition = tokens[index - 1]
  if (!preposition || !PLACE_PREPOSITIONS.has(preposition.norm) || (tokens[index] as Token).breakBefore)
    return false
  for (let listAt = index - 3; listAt >= Math.max(2, index - 4); listAt--) {
    if (!LIST_WORDS.has((tokens[listAt] as Token).norm)) continue
    const joined = tokens.slice(listAt + 1, index).every((token) => !token.breakBefore)
    const country = tokens[listAt - 1] as Token
    const itsPreposition = tokens[listAt - 2] as Token
    return (
      joined &&
      COUNTRY_NAMES.has(country.norm) &&
      !country.breakBefore &&
      itsPreposition.norm === preposition.norm
    )
  }
  return false
}

/** Words for "the one" before "of" and a country ("Bous, el de Luxemburgo", "o da Alemanha", "the one in Luxembourg"). */
const THE_ONE: ReadonlySet<string> = new Set(['one', 'el', 'o', 'celui', 'celle', 'quello', 'quella'])
const THE_ONE_OF: ReadonlySet<string> = new Set(['de', 'da', 'do', 'del', 'du', 'di', 'in'])

/** The name at `index` follows "the one of" ("el de Luxemburgo", "o da Alemanha"): a namesake's country. */
const theOneOf = (tokens: readonly Token[], index: number) =>
  THE_ONE_OF.has(tokens[index - 1]?.norm ?? '') && THE_ONE.has(tokens[index - 2]?.norm ?? '')

/** A part of the country by its compass point: "in the north of Luxembourg", "dans le sud du Luxembourg". */
const COMPASS_POINTS: ReadonlySet<string> = new Set([
  ...['north', 'south', 'east', 'west', 'nord', 'sud', 'est', 'ouest', 'norden', 'suden', 'osten', 'westen'],
  ...['norte', 'sul', 'sur', 'leste', 'este', 'oeste', 'ovest'],
])
const COMPASS_POINTS_OF: ReadonlySet<string> = new Set([
  'of',
  'du',
  'de',
  'von',
  'vu',
  'vum',
  'do',
  'da',
  'del',
  'di',
])
const COMPASS_ADJECTIVES: ReadonlySet<string> = new Set([
  ...['northern', 'southern', 'eastern', 'western', 'nordlichen', 'sudlichen', 'ostlichen', 'westlichen'],
])
const partOfTheCountry = (tokens: readonly Token[], index: number) =>
  (COMPASS_POINTS_OF.has(tokens[index - 1]?.norm ?? '') &&
    COMPASS_POINTS.has(tokens[index - 2]?.norm ?? '')) ||
  COMPASS_ADJECTIVES.has(tokens[index - 1]?.norm ?? '')

/** The capital's generic name at `index` names the country here (see resolvePlace). */
function namesTheCountry(text: string, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index] as Token
  if (theOneOf(tokens, index) && !token.breakBefore) return true
  if (partOfTheCountry(tokens, index) && !token.breakBefore && !tokens[index - 1]?.breakBefore) return true
  const previous = tokens[index - 1]
  const next = tokens[index + 1]
  const nextJoined = next !== undefined && !next.breakBefore
  if (nextJoined && CITY_WORDS.has(next.norm)) return false
  if (previous && !token.breakBefore && CITY_WORDS.has(previous.norm)) return false
  // "no Luxemburgo, na cidade", "en Luxemburgo, en la ciudad": the city, told right after the name.
  const cityAfter = tokens[index + 2]
  if (
    next &&
    cityAfter &&
    !cityAfter.breakBefore &&
    (PLACE_PREPOSITIONS.has(next.norm) || PLACE_ARTICLES.has(next.norm)) &&
    CITY_WORDS.has(cityAfter.norm)
  )
    return false
  // "na cidade do Luxemburgo", "the city of Luxembourg": the city, though "do" names the country elsewhere.
  const beforePrevious = tokens[index - 2]
  if (beforePrevious && !token.breakBefore && !previous?.breakBefore && CITY_WORDS.has(beforePrevious.norm))
    return false
  if (nextJoined && COUNTRY_QUALIFIED_NOUNS.has(next.norm)) return true
  const firmFrom = FIRM_FROM_THE_COUNTRY[token.norm]
  if (
    firmFrom?.from.has(previous?.norm ?? '') &&
    firmFrom.firms.has(beforePrevious?.norm ?? '') &&
    !token.breakBefore &&
    !previous?.breakBefore
  )
    return true
  if (previous && !token.breakBefore && COUNTRY_QUALIFIED_NOUNS.has(previous.norm)) return true
  // "el sistema de Luxemburgo", "the system of Luxembourg": the country's way of doing things.
  if (
    PREMISES_OF_WORDS.has(previous?.norm ?? '') &&
    SYSTEMS.has(beforePrevious?.norm ?? '') &&
    !token.breakBefore &&
    !previous?.breakBefore
  )
    return true
  // French names the country with an article: "au Luxembourg", the city without: "à Luxembourg";
  // so do Portuguese ("no Luxemburgo", "em Luxemburgo") and Italian ("in Lussemburgo", "a Lussemburgo").
  if (!token.breakBefore && COUNTRY_ARTICLES[token.norm]?.has(previous?.norm ?? '')) return true
  if (!token.breakBefore && previous?.norm === 'au') return true
  // The whole country: "all over Luxembourg", "across Luxembourg", "dans tout le Luxembourg", "in ganz Luxemburg".
  if (!token.breakBefore && ALL_OVER.has(previous?.norm ?? '')) return true
  if (!token.breakBefore && WITHIN.has(previous?.norm ?? '')) return true
  if (!token.breakBefore && !previous?.breakBefore && ALL_OVER.has(beforePrevious?.norm ?? '')) return true
  if (
    !token.breakBefore &&
    !previous?.breakBefore &&
    HERE_IN.has(previous?.norm ?? '') &&
    HERE.has(beforePrevious?.norm ?? '')
  )
    return true
  if (hasPreposition(tokens, index) && lifeInTheCountry(tokens, index)) return true
  if (countryWideMatter(text, tokens, index) || namesTheProvince(tokens, index)) return true
  if (listedWith(text, tokens, index, COUNTRY_OR_REGION_NAMES) || parallelToACountry(tokens, index))
    return true
  // In brackets after a name, its country: "Dillingen (Lussemburgo, non quella nel Saarland)".
  if (previous && isCapitalised(previous.raw) && /^\s*\(\s*$/.test(text.slice(previous.end, token.start)))
    return true
  // Quoted with the words before it: a search or a product's name ("'bacalhau Luxemburgo'").
  return previous !== undefined && !token.breakBefore && /^["'“”‘’«»]/.test(text.slice(token.end).trimStart())
}

/**
 * Europe's Schengen area, named after the village: "outside the Schengen area", "hors de l'espace
 * Schengen", "außerhalb des Schengen-Raums", "fuera del espacio Schengen", "a Schengen visa", "un visa Schengen".
 */
const SCHENGEN_AREA_BEFORE: ReadonlySet<string> = new Set([
  // "un visa Schengen", "el visado Schengen", "o visto Schengen".
  ...['visa', 'visas', 'visado', 'visados', 'visto', 'vistos', 'visum'],
  'espace',
  'espacio',
  'espaco',
  'area',
  'zona',
  'spazio',
  'zone',
])
const SCHENGEN_AREA_AFTER: ReadonlySet<string> = new Set([
  ...['area', 'zone', 'visa', 'visas', 'raum', 'raums', 'raumes', 'visum', 'countries', 'country', 'states'],
  ...['agreement', 'rules', 'border', 'borders', 'staaten', 'lander', 'abkommen'],
])

function namesTheSchengenArea(tokens: readonly Token[], index: number): boolean {
  const previous = tokens[index - 1]
  const next = tokens[index + 1]
  if (previous && !(tokens[index] as Token).breakBefore && SCHENGEN_AREA_BEFORE.has(previous.norm))
    return true
  return next !== undefined && !next.breakBefore && SCHENGEN_AREA_AFTER.has(next.norm)
}

/**
 * What holds for the whole country: law, rules and contracts, what one earns, what things cost
 * ("Mietrecht in Luxemburg", "Lohn aus Luxemburg", "what do they charge in Luxembourg").
 */
const COUNTRY_WIDE_NOUNS: ReadonlySet<string> = new Set([
  // "is that even allowed in Luxembourg?": the country's law.
  ...['allowed', 'legal', 'illegal', 'erlaubt', 'zulassig', 'autorise', 'permitido', 'consentito', 'lecito'],
  ...['law', 'laws', 'rules', 'regulations', 'contract', 'contracts', 'salary', 'income', 'wages', 'pension'],
  ...['droit', 'loi', 'lois', 'regles', 'contrat', 'contrats', 'salaire', 'revenus', 'retraite'],
  ...[
    'recht',
    'gesetz',
    'gesetze',
    'regeln',
    'vertrag',
    'vertrage',
    'vertragen',
    'lohn',
    'gehalt',
    'einkommen',
    'rente',
  ],
  ...['reegelen', 'direito', 'lei', 'leis', 'regras', 'contrato', 'contratos', 'salario'],
  ...['rendimentos', 'legge', 'leggi', 'diritto', 'regole', 'contratto', 'contratti', 'stipendio'],
  ...['reddito', 'pensione', 'ley', 'leyes', 'derecho', 'normas', 'sueldo', 'ingresos', 'jubilacion'],
  // What things cost there: "what do they charge in Luxembourg", "was kostet das in Luxemburg".
  ...['charge', 'charges', 'cost', 'costs', 'price', 'prices', 'rates', 'prix', 'tarifs', 'kostet', 'kosten'],
  ...['preise', 'kascht', 'custa', 'precos', 'costa', 'prezzi', 'cuesta', 'precios', 'cobran'],
  // "what it costs per square metre in Luxembourg"
  ...['metre', 'meter', 'quadratmeter', 'metro'],
  // Taxes and cross-border workers: "in Luxemburg keine Steuererklärung", "impôts au Luxembourg".
  ...['tax', 'taxes', 'impots', 'impot', 'steuer', 'steuern', 'imposto', 'impostos', 'tasse', 'imposte'],
  ...['impuestos', 'frontalier', 'frontaliers', 'grenzganger', 'frontaliero', 'frontaliere', 'fronterizo'],
  // A bank account there: "ein Konto in Luxemburg", "un compte bancaire au Luxembourg".
  ...['konto', 'bancaire', 'bancaires', 'bancaria', 'bancario'],
])
/** German compounds of those nouns: "Mietrecht", "Arbeitsvertrag", "Kaufverträgen", "Steuererklärung". */
const COUNTRY_WIDE_COMPOUND =
  /(?:recht|gesetz|vertrag|vertrage|vertragen|lohn|gehalt|einkommen|steuer|steuererklarung|konto)$/

/**
 * The Belgian province of the same name: "in the Belgian province of Luxembourg", "dans la province de Luxembourg",
 * "in der belgischen Provinz Luxemburg", "en la provincia belga de Luxemburgo": in Belgium, not the city.
 */
function namesTheProvince(tokens: readonly Token[], index: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const word = tokens[index - back]
    if (!word || (tokens[index - back + 1] as Token).breakBefore) return false
    if (PROVINCE_WORDS.has(word.norm)) return true
  }
  return false
}
const PROVINCE_WORDS: ReadonlySet<string> = new Set(['province', 'provinz', 'provincia', 'provincie'])

/**
 * The capital's name after a preposition, with one of those nouns up to two words before it ("das
 * Mietrecht in Luxemburg", "VEFA-Verträgen in Luxemburg", "Lohn aus Luxemburg") or after it in the same
 * clause ("in Luxemburg keine Steuererklärung", "ein in Luxemburg geschlossener Vertrag"), or anywhere in a question
 * it closes: the country's.
 */
/** Asking a price: "how much", "combien", "wie viel", "wat kascht", "quanto", "cuánto". */
const PRICE_ASKED: ReadonlySet<string> = new Set([
  'much',
  'combien',
  'viel',
  'wieviel',
  'kascht',
  'quanto',
  'cuanto',
  // "Is it normal to pay 18 euros an hour for a babysitter in Luxembourg?": the market's price.
  ...['normal', 'normale', 'pay', 'payer', 'zahlen', 'bezuelen', 'pagar', 'pagare'],
])

function countryWideMatter(text: string, tokens: readonly Token[], index: number): boolean {
  if (!hasPreposition(tokens, index, false, false)) return false
  const countryWide = (word: Token) =>
    COUNTRY_WIDE_NOUNS.has(word.norm) || COUNTRY_WIDE_COMPOUND.test(word.norm)
  // Closing a question, or its first half ("…in Luxembourg, or is that low?"), any word of its sentence counts:
  // "how much does a plumber charge per hour in Luxembourg?".
  const name = tokens[index] as Token
  if (/^\s*(?:\?|$|,[^.!?\n]*\?)/.test(text.slice(name.end))) {
    const sentenceStart = text.slice(0, name.start).search(/[^.!?\n]*$/)
    const asked = (word: Token) => countryWide(word) || PRICE_ASKED.has(word.norm)
    if (tokens.slice(0, index).some((word) => word.start >= sentenceStart && asked(word))) return true
  }
  for (const at of [index - 2, index - 3]) {
    const word = tokens[at]
    if (!word || (tokens[at + 1] as Token).breakBefore) break
    if (countryWide(word)) return true
  }
  for (const at of [index + 1, index + 2, index + 3]) {
    const word = tokens[at]
    if (!word || word.breakBefore) break
    if (countryWide(word)) return true
  }
  return false
}

function toPlace(entry: GazetteerEntry, matched: string): LuxembourgPlace {
  const place: LuxembourgPlace = {
    kind: entry.kind,
    locality: entry.locality,
    commune: entry.commune,
    postalCode: entry.postalCodes.length === 1 ? (entry.postalCodes[0] as string) : null,
    lat: entry.lat,
    lon: entry.lon,
    matched,
  }
  if (entry.kind === 'quarter') place.quarter = entry.name
  return place
}

/** Streets named after a town ("rue de Strasbourg", "route d'Arlon", "Rue de Mamer"; "Trierer Straße" aside). */
const STREET_WORDS: ReadonlySet<string> = new Set([
  ...['rue', 'avenue', 'route', 'boulevard', 'bd', 'street', 'road', 'rua', 'avenida', 'via', 'viale'],
  ...['calle', 'strooss', 'strasse', 'str'],
])

function inStreetName(tokens: readonly Token[], start: number): boolean {
  const before = tokens[start - 1]?.norm
  if (before === undefined) return false
  if (STREET_WORDS.has(before)) return true
  return COMMUNE_OF_WORDS.has(before) && STREET_WORDS.has(tokens[start - 2]?.norm ?? '')
}

/** The places abroad the message names, in order, each with the token it starts at. */
function abroadPlaces(text: string, tokens: readonly Token[]): { place: AbroadPlace; start: number }[] {
  const found: { place: AbroadPlace; start: number }[] = []
  for (let start = 0; start < tokens.length; start++) {
    for (let n = Math.min(ABROAD_MAX_WORDS, tokens.length - start); n >= 1; n--) {
      const words = tokens.slice(start, start + n)
      const place = ABROAD_BY_NAME.get(words.map((t) => t.norm).join(' '))
      if (!place) continue
      const first = words[0] as Token
      if (place.needsContext && !hasPreposition(tokens, start) && !(isCapitalised(first.raw) && start > 0))
        continue
      if (n === 1 && COUNTRY_NAMES.has(first.norm) && listedWith(text, tokens, start, CAPITAL_NAMES)) continue
      if (inStreetName(tokens, start)) continue
      const matched = text.slice(first.start, (words[n - 1] as Token).end)
      found.push({ place: { kind: 'abroad', name: place.name, country: place.country, matched }, start })
      start += n - 1
      break
    }
  }
  return found
}
