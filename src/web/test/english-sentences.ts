import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What tells an English sentence of ours in a French or German page: the values of our own English
 * messages of three words or more that the language translates (a text the same in both is a name,
 * not English left behind), without interpolations (the parts around them vary). The browser's page
 * checks and the in-process page test read this one list.
 */

const LOCALES = join(import.meta.dirname, '../../shared/i18n/locales')

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv)
  }
  return out
}

/** Every message of `language`, keyed `namespace.json:path.to.key`. */
export function messagesOf(language: string): Map<string, string> {
  const all = new Map<string, string>()
  for (const file of readdirSync(join(LOCALES, language))) {
    for (const [k, v] of leaves(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'))))
      all.set(`${file}:${k}`, v)
  }
  return all
}

/** English sentences of our own messages (three words or more) that must not show in a `language` page. */
export function englishSentencesFor(language: 'fr' | 'de'): string[] {
  const translated = messagesOf(language)
  return [
    ...new Set(
      [...messagesOf('en').entries()]
        .filter(
          ([key, text]) =>
            translated.get(key) !== text && text.split(/\s+/).length >= 3 && !text.includes('{{'),
        )
        .map(([, text]) => text),
    ),
  ]
}

/** Words and phrases of our English interface that never occur in French or German text. */
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'within',
  'hours',
  'weeks?',
  'months?',
  'days?',
  'requests?',
  'quotes?',
  'reviews?',
  'loading',
  'please',
  'sign in',
  'log in',
  'search',
  'not found',
  'how it works',
  'about',
  'price',
  'free',
  'verified',
  'today',
  'near',
  'open',
  'send',
  'next',
  'customer',
  'network error',
  'enterprise',
]

/** One of ENGLISH_WORDS, as a whole word. */
export const ENGLISH_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}-])`,
  'giu',
)

/** The English sentences of `sentences` that `text` (a page's text) holds. */
export function englishSentencesIn(text: string, sentences: readonly string[]): string[] {
  const flat = text.replace(/\s+/g, ' ')
  return sentences.filter((sentence) => flat.includes(sentence.replace(/\s+/g, ' ')))
}

/**
 * Each English word of ours in `text` (a page's text in its own language, without what people
 * wrote), with the forty characters around it, minus what `allowed` covers (proper nouns).
 */
export function englishWordsIn(text: string, allowed: readonly RegExp[] = []): string[] {
  let flat = text.replace(/\s+/g, ' ')
  for (const pattern of allowed)
    flat = flat.replaceAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), ' ')
  return [...flat.matchAll(ENGLISH_WORD)].map((match) => {
    const at = match.index ?? 0
    return flat.slice(Math.max(0, at - 40), at + 40)
  })
}

/**
 * The text of `root` in the page's own language, visible or for screen readers: what people wrote
 * (`data-user-text`) and passages marked in another `lang` are left out. Self-contained, so a
 * browser test can pass it to Playwright's `evaluate`.
 */
export function ownLanguageText(root: Element, pageLanguage: string): string {
  const parts: string[] = []
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, noscript, template, [data-user-text]')) continue
    const language = parent.closest('[lang]')?.getAttribute('lang') ?? pageLanguage
    if (language.split('-')[0] !== pageLanguage) continue
    parts.push(node.textContent ?? '')
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      parts.push(element.getAttribute(name) ?? '')
  return parts.join(' ')
}
