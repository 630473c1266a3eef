import { fold } from '@shared/text/fold'
/**
 * How the understanding reads text: accents folded, lower case, split into word tokens that remember
 * where they came from (to check capital letters and punctuation around a word, and to quote the
 * customer's own spelling back).
 */

export interface Token {
  /** Folded form: lower case, no accents, ß → ss. */
  norm: string
  /** As written. */
  raw: string
  start: number
  end: number
  /** A comma, full stop, colon, semicolon, bracket, !, ? or line break comes right before the token. */
  breakBefore: boolean
}

const WORD = /[\p{L}\p{N}]+/gu
const BREAK = /[,.;:!?()[\]\n]/

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let previousEnd = 0
  for (const match of text.matchAll(WORD)) {
    const start = match.index
    const between = text.slice(previousEnd, start)
    tokens.push({
      norm: fold(match[0]),
      raw: match[0],
      start,
      end: start + match[0].length,
      breakBefore: tokens.length === 0 || BREAK.test(between),
    })
    previousEnd = start + match[0].length
  }
  return tokens
}

/** True when the word starts with a capital letter (a name, or a German noun). */
export function isCapitalised(raw: string): boolean {
  const first = raw.charAt(0)
  return first !== first.toLowerCase()
}
