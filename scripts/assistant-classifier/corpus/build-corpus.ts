import { UNLISTED_LABEL } from '@server/modules/assistant/understanding/classifier/category-classifier'
import type { AssistantLanguage } from '@server/modules/assistant/understanding/types'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { fold } from '@shared/text/fold'
import { CATEGORY_NAMES_7 } from './category-names'
import { APPLIANCE_BRANDS, BOILER_BRANDS, BRANDED, DESCRIBED } from './described'
import { BUSINESS_BUYS, OWN_BUSINESS } from './own-business'
import { STORIES } from './stories'
import { FRAMES } from './templates'
import { UNLISTED_VOCABULARY } from './unlisted'
import { BUSINESS_VOCABULARY } from './vocabulary-business'
import { HOME_VOCABULARY } from './vocabulary-home'
import type { CategoryVocabulary } from './vocabulary-types'

/**
 * The classifier's training corpus, built deterministically from the frames (templates.ts), the
 * category vocabulary (vocabulary-*.ts), the category names in the 7 languages (category-names.ts)
 * and the assistant's own category lexicon: the same seed always gives the same sentences.
 *
 * Each sentence is a frame of one language filled from one category's words, sometimes with a
 * greeting before it and a place, a time or a quantity after it; some are written with the frame
 * of one language and the words of another (mixed-language messages), some get one typo (a letter
 * dropped, doubled, swapped or replaced), and some of the services a business buys for itself are
 * asked "for my bakery", "für meinen Elektrobetrieb" (own-business.ts). The label `none` is for messages that name no trade,
 * `unlisted` for needs no trade covers (unlisted.ts), told with the same frames and context.
 * After them come the messages written by hand (written/<language>.json, ADR 077), each told
 * `writtenCopies` times.
 */

export const NONE_LABEL = 'none'
export const LANGUAGES: readonly AssistantLanguage[] = ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es']

export interface CorpusExample {
  text: string
  label: string
}

export interface CorpusOptions {
  seed: number
  /** Sentences per label. */
  perLabel: number
  /** Place names a message may mention (the gazetteer's localities). */
  places: readonly string[]
  /** Single words and short phrases of each category from the assistant's lexicon. */
  lexicon: Readonly<Record<string, readonly string[]>>
  /** Messages written by hand as people type them (written/<language>.json), each told `writtenCopies` times. */
  written?: Readonly<Partial<Record<AssistantLanguage, readonly WrittenMessage[]>>>
  writtenCopies?: number
}

/** A message written by hand for the corpus: the trade it asks for, or null when it names none. */
export interface WrittenMessage {
  text: string
  category: string | null
}

/** mulberry32: small, fast and the same everywhere. */
export class SeededRandom {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }
  chance(probability: number): boolean {
    return this.next() < probability
  }
}

const VOCABULARY: Record<string, CategoryVocabulary> = {
  ...HOME_VOCABULARY,
  ...BUSINESS_VOCABULARY,
  [UNLISTED_LABEL]: UNLISTED_VOCABULARY,
}

const split = (list: string) => list.split('|').filter(Boolean)

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** One typo in one word of 5+ letters: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(text: string, random: SeededRandom): string {
  const words = text.split(' ')
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => /^\p{L}{5,}$/u.test(word))
  if (long.length === 0) return text
  const { word, index } = random.pick(long)
  const at = 1 + Math.floor(random.next() * (word.length - 2))
  const kind = Math.floor(random.next() * 4)
  let changed = word
  if (kind === 0) changed = word.slice(0, at) + word.slice(at + 1)
  else if (kind === 1) changed = word.slice(0, at) + word.charAt(at) + word.slice(at)
  else if (kind === 2)
    changed = word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2)
  else changed = word.slice(0, at) + random.pick([...LETTERS]) + word.slice(at + 1)
  words[index] = changed
  return words.join(' ')
}

function fill(frame: string, slots: Record<string, string>): string {
  return frame.replace(/\{(\w+)\}/g, (_, name: string) => slots[name] ?? '')
}

function decorate(
  sentence: string,
  language: AssistantLanguage,
  options: CorpusOptions,
  random: SeededRandom,
) {
  const frames = FRAMES[language]
  let text = sentence
  if (random.chance(0.3)) text = `${random.pick(frames.greetings)}, ${text}`
  if (random.chance(0.55))
    text = `${text} ${fill(random.pick(frames.places), { place: random.pick(options.places) })}`
  if (random.chance(0.25)) text = `${text} ${random.pick(frames.settings)}`
  if (random.chance(0.15)) text = `${text}, ${random.pick(frames.quantities)}`
  if (random.chance(0.2)) text = `${text}, ${random.pick(frames.urgency)}`
  if (random.chance(0.15)) text = typo(text, random)
  return text
}

/**
 * A message as people write it: context sentences before or after the request (sometimes in
 * another of the languages: code-switching), and sometimes typed by voice: no punctuation, no
 * capitals.
 */
function tell(text: string, language: AssistantLanguage, random: SeededRandom): string {
  let told = text
  if (random.chance(0.4)) {
    const storyLanguage = random.chance(0.15) ? random.pick(LANGUAGES) : language
    const story = STORIES[storyLanguage]
    const before = random.chance(0.75) ? random.pick(story.before) : ''
    const more = before && random.chance(0.3) ? `, ${random.pick(story.before)}` : ''
    const after = !before || random.chance(0.4) ? random.pick(story.after) : ''
    const joint = random.pick(['. ', ', ', ' ', '... '])
    told = `${before ? `${before}${more}${joint}` : ''}${told}${after ? `. ${after}` : ''}`
  }
  if (random.chance(0.15))
    told = told
      .toLowerCase()
      .replace(/[.,!?;:()]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  return told
}

function brandedCode(random: SeededRandom): string {
  const letter = random.pick([...'EFHACU'])
  const digits = String(Math.floor(random.next() * 100))
  return random.chance(0.8) ? `${letter}${digits}` : `${digits}${letter}`
}

function categorySentence(category: string, options: CorpusOptions, random: SeededRandom): string {
  const language = random.pick(LANGUAGES)
  // Mixed languages: the frame of one language, the words of another.
  const wordsLanguage = random.chance(0.12) ? random.pick(LANGUAGES) : language
  const words = (VOCABULARY[category] as CategoryVocabulary)[wordsLanguage]
  const lexicon = options.lexicon[category] ?? []
  const names = CATEGORY_NAMES_7[category as keyof typeof CATEGORY_NAMES_7] as
    | Record<AssistantLanguage, string>
    | undefined
  const roll = random.next()
  const frames = FRAMES[language]
  const described = DESCRIBED[category as keyof typeof DESCRIBED]?.[wordsLanguage]
  const slots = {
    pro: random.pick(split(words.pro)),
    thing: described && random.chance(0.3) ? random.pick(described) : random.pick(split(words.thing)),
    act: random.pick(split(words.act)),
  }
  const branded = BRANDED[language]
  let sentence: string
  if ((category === 'appliance-repair' || category === 'heating') && random.chance(0.2)) {
    const boiler = category === 'heating'
    const text = fill(random.pick(branded.frames), {
      brand: random.pick(boiler ? BOILER_BRANDS : APPLIANCE_BRANDS),
      device: random.pick(boiler ? branded.boilers : branded.appliances),
      code: brandedCode(random),
    })
    return tell(decorate(text, language, options, random), language, random)
  }
  if (random.chance(0.1)) {
    const question = fill(random.pick(STORIES[language].questions), slots)
    return tell(decorate(question, language, options, random), language, random)
  }
  const ownBusiness = OWN_BUSINESS[language]
  const businesses = ownBusiness.businesses.filter((b) => !b.startsWith(`${category}:`))
  if (BUSINESS_BUYS.includes(category) && random.chance(0.15)) {
    const business = random.pick(businesses).replace(/^[a-z-]+:/, '')
    sentence = fill(random.pick(ownBusiness.frames), { ...slots, business })
  } else if (roll < 0.08 && lexicon.length > 0) sentence = random.pick(lexicon)
  else if (roll < 0.14 && lexicon.length > 0)
    sentence = fill(random.pick(frames.thing), { thing: random.pick(lexicon) })
  else if (roll < 0.18 && names) sentence = names[wordsLanguage]
  else if (roll < 0.45) sentence = fill(random.pick(frames.pro), slots)
  else if (roll < 0.72) sentence = fill(random.pick(frames.thing), slots)
  else sentence = fill(random.pick(frames.act), slots)
  return tell(decorate(sentence, language, options, random), language, random)
}

function noneSentence(options: CorpusOptions, random: SeededRandom): string {
  const language = random.pick(LANGUAGES)
  const frames = FRAMES[language]
  const roll = random.next()
  if (roll < 0.12) return random.pick(frames.greetings)
  // A place alone, or a place with a greeting: still no trade.
  if (roll < 0.24)
    return `${random.chance(0.5) ? `${random.pick(frames.greetings)}, ` : ''}${fill(random.pick(frames.places), { place: random.pick(options.places) })}`.trim()
  // Context alone, however long, names no trade.
  if (roll < 0.4) {
    const story = STORIES[language]
    return tell(`${random.pick(story.before)}. ${random.pick(story.after)}`, language, random)
  }
  return tell(decorate(random.pick(frames.none), language, options, random), language, random)
}

/**
 * A hand-written message, once as it was written and then told again: with context around it
 * (which the classifier must learn not to read as the request), typed by voice, without accents,
 * or with a typo. Repeating it lets a few thousand natural messages count against the frames' sentences.
 */
function writtenVariants(
  message: WrittenMessage,
  language: AssistantLanguage,
  copies: number,
  random: SeededRandom,
): string[] {
  const variants = [message.text]
  for (let copy = 1; copy < copies; copy++) {
    const roll = random.next()
    if (roll < 0.5) variants.push(tell(message.text, language, random))
    else if (roll < 0.7) variants.push(fold(message.text))
    else variants.push(typo(message.text, random))
  }
  return variants
}

export function buildCorpus(options: CorpusOptions): CorpusExample[] {
  const random = new SeededRandom(options.seed)
  const examples: CorpusExample[] = []
  for (const category of CATEGORY_SLUGS)
    for (let i = 0; i < options.perLabel; i++)
      examples.push({ text: categorySentence(category, options, random), label: category })
  for (let i = 0; i < options.perLabel; i++)
    examples.push({ text: noneSentence(options, random), label: NONE_LABEL })
  for (let i = 0; i < options.perLabel; i++)
    examples.push({ text: categorySentence(UNLISTED_LABEL, options, random), label: UNLISTED_LABEL })
  for (const language of LANGUAGES)
    for (const message of options.written?.[language] ?? [])
      for (const text of writtenVariants(message, language, options.writtenCopies ?? 1, random))
        examples.push({ text, label: message.category ?? NONE_LABEL })
  return examples
}

/**
 * Every word the corpus files write (frames, vocabulary, category names, businesses), folded:
 * words of the seven languages as customers use them. The place finder reads them as ordinary
 * words, never as misspelt place names ("Straße" is not "Strassen").
 */
export function writtenWords(): Set<string> {
  const texts: string[] = []
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value.replace(/\{\w+\}/g, ' '))
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  collect([FRAMES, VOCABULARY, CATEGORY_NAMES_7, OWN_BUSINESS, STORIES, DESCRIBED, BRANDED])
  const words = new Set<string>()
  for (const text of texts)
    for (const word of fold(text).split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word)
  return words
}

/** The words of the training text, sorted, one a line: the file the server reads (corpus-words.txt). */
export const corpusWordsFile = () => `${[...writtenWords()].sort().join('\n')}\n`
