import { CATEGORY_NAMES_MORE } from '@shared/assistant/category-names'
import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { fold } from '@shared/text/fold'

/**
 * Short answers the conversation waits for, in the languages the assistant reads (lb, fr, de, en,
 * pt, it, es): yes / no to the place, "show providers", "send", and a service picked from the
 * quick-select (its slug, as the button sends it, or its name).
 */

const YES = [
  'yes',
  'yeah',
  'yep',
  'y',
  'ok',
  'okay',
  'correct',
  'right',
  'exactly',
  'sure',
  'true',
  'oui',
  'ouais',
  'exact',
  'exactement',
  'c est ca',
  'c est bien ca',
  'd accord',
  'tout a fait',
  'voila',
  'ja',
  'jawohl',
  'genau',
  'richtig',
  'stimmt',
  'korrekt',
  'jo',
  'jo dat stemmt',
  'dat stemmt',
  'sim',
  'isso',
  'certo',
  'si',
  'esatto',
  'giusto',
  'claro',
  'correcto',
  'vale',
]
const NO = [
  'no',
  'nope',
  'non',
  'nein',
  'nee',
  'neen',
  'nao',
  'ne',
  'falsch',
  'faux',
  'wrong',
  'not',
  'not now',
  'pas maintenant',
  'pas pour l instant',
  'pas encore',
  'nicht jetzt',
  'jetzt nicht',
  'noch nicht',
  'elo net',
  'nach net',
  'agora nao',
  'ainda nao',
  'non ora',
  'non ancora',
  'ahora no',
  'todavia no',
]
const SHOW_PROVIDERS = [
  'providers',
  'show providers',
  'show me',
  'prestataires',
  'voir les prestataires',
  'anbieter',
  'anbieter anzeigen',
  'zeigen',
  'ubidder weisen',
  'ver profissionais',
  'vedi i professionisti',
  'ver profesionales',
  'go',
  'continue',
  'continuer',
  'weiter',
  'please',
  's il vous plait',
  'bitte',
]
const SEND = [
  'send',
  'send it',
  'request quotes',
  'request a quote',
  'send request',
  'envoyer',
  'envoyez',
  'demander des devis',
  'demander un devis',
  'senden',
  'abschicken',
  'absenden',
  'angebote anfordern',
  'angebot anfordern',
  'schecken',
  'offerten ufroen',
  'enviar',
  'pedir orcamentos',
  'pedir presupuestos',
  'inviare',
  'chiedi i preventivi',
]

/** Folded, punctuation as single spaces: "Oui, c'est ça !" → "oui c est ca". */
export function foldAnswer(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The answer starts with one of the phrases ("oui", "yes, that's right", "nein, in Ettelbruck"). */
function startsWithAny(answer: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => answer === phrase || answer.startsWith(`${phrase} `))
}

const CONTROL_ANSWERS = new Set([...YES, ...NO, ...SHOW_PROVIDERS, ...SEND])

/** The whole message is one of the chat's own answers ("oui", "show providers", "send"): it names no service. */
export function isControlAnswer(text: string): boolean {
  return CONTROL_ANSWERS.has(foldAnswer(text))
}

export function yesOrNo(text: string): 'yes' | 'no' | null {
  const answer = foldAnswer(text)
  if (startsWithAny(answer, NO)) return 'no'
  if (startsWithAny(answer, YES)) return 'yes'
  return null
}

export function asksForProviders(text: string): boolean {
  const answer = foldAnswer(text)
  return startsWithAny(answer, SHOW_PROVIDERS) || yesOrNo(text) === 'yes'
}

export function asksToSend(text: string): boolean {
  return startsWithAny(foldAnswer(text), SEND)
}

const CATEGORY_NAMES = new Map<string, CategorySlug>(
  CATEGORIES.flatMap((c) => [
    [c.slug, c.slug],
    [foldAnswer(c.slug), c.slug],
    ...[...Object.values(c.names), ...Object.values(CATEGORY_NAMES_MORE[c.slug])].map(
      (name): [string, CategorySlug] => [foldAnswer(name), c.slug],
    ),
  ]),
)

/** A service picked from the quick-select: the whole message is a category slug or name. */
export function pickedCategory(text: string): CategorySlug | null {
  return CATEGORY_NAMES.get(text.trim().toLowerCase()) ?? CATEGORY_NAMES.get(foldAnswer(text)) ?? null
}
