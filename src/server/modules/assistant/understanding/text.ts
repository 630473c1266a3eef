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

/** Damerau–Levenshtein distance (adjacent swaps count as one edit), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const cols = b.length + 1
  const d: number[] = new Array((a.length + 1) * cols).fill(0)
  const at = (i: number, j: number) => d[i * cols + j] as number
  for (let i = 0; i <= a.length; i++) d[i * cols] = i
  for (let j = 0; j <= b.length; j++) d[j] = j
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1)
      d[i * cols + j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
  }
  return at(a.length, b.length)
}

/** True when the word starts with a capital letter (a name, or a German noun). */
export function isCapitalised(raw: string): boolean {
  const first = raw.charAt(0)
  return first !== first.toLowerCase()
}
