import { fold } from '@shared/text/fold'

/**
 * What the category classifier sees of a message: character n-grams of its words, so that word
 * forms it never saw still share most of their features with ones it did ("repeindre" with
 * "peindre", "Badsanierung" with "Sanierung" and "Bad", "plummer" with "plumber"), plus the words
 * themselves and pairs of neighbouring words. The trainer (scripts/train-assistant-classifier.ts)
 * and the runtime use this one function, so they cannot drift apart.
 *
 * - text folded (lower case, no accents, ß → ss), words of letters and digits; digits become '0';
 * - for each word of 2+ letters: the n-grams of `<word>` for n = 3, 4, 5 (the angle brackets mark
 *   its start and end), the word itself, and the pair it forms with the next word;
 * - each feature hashed (FNV-1a, 32 bits) into FEATURE_BUCKETS buckets; counts, then the vector is
 *   scaled to length 1 so that a long message does not weigh more than a short one.
 */

export const FEATURE_BUCKETS = 1 << 18
const NGRAM_SIZES = [3, 4, 5] as const
const WORD = /[\p{L}\p{N}]+/gu

function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0) % FEATURE_BUCKETS
}

export function words(text: string): string[] {
  return [...fold(text).matchAll(WORD)].map((match) => match[0].replace(/\d/g, '0'))
}

/** The message as sorted bucket ids with their weights (unit length). */
export function featurize(text: string): { buckets: Uint32Array; values: Float64Array } {
  const counts = new Map<number, number>()
  const add = (feature: string) => {
    const bucket = hash(feature)
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1)
  }
  const tokens = words(text).filter((word) => word.length >= 2)
  tokens.forEach((word, index) => {
    add(`w:${word}`)
    const next = tokens[index + 1]
    if (next) add(`b:${word} ${next}`)
    const padded = `<${word}>`
    for (const n of NGRAM_SIZES) {
      if (padded.length < n) continue
      for (let start = 0; start + n <= padded.length; start++) add(padded.slice(start, start + n))
    }
  })
  const buckets = Uint32Array.from([...counts.keys()].sort((a, b) => a - b))
  const values = new Float64Array(buckets.length)
  let norm = 0
  buckets.forEach((bucket, i) => {
    const value = counts.get(bucket) as number
    values[i] = value
    norm += value * value
  })
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) * scale
  return { buckets, values }
}
