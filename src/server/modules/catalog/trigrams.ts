/**
 * pg_trgm's word similarity, in memory: the place search ranked by the database before is ranked
 * the same way here, without a query per keystroke.
 *
 * A text's trigrams are those of each of its words (runs of letters and digits), each word padded
 * with two spaces before and one after ("  esch " → "  e", " es", "esc", "sch", "ch "). The word
 * similarity of a needle to a text is the best, over every run of consecutive trigrams of the text,
 * of shared / (needle's + run's − shared), counting distinct trigrams.
 */

const WORD = /[\p{Letter}\p{Number}]+/gu

/** The trigrams of `text`, in order (a trigram met twice is listed twice). */
export function trigramsOf(text: string): string[] {
  const out: string[] = []
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const chars = [' ', ' ', ...word, ' ']
    for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!)
  }
  return out
}

/**
 * The word similarity of a needle to a text: the needle as the ids of its distinct trigrams that
 * some text has, and the number of its distinct trigrams; the text as its trigrams' ids, in order.
 */
export function wordSimilarity(
  needle: ReadonlySet<number>,
  needleSize: number,
  text: readonly number[],
): number {
  if (needleSize === 0) return 0
  let best = 0
  const seen = new Set<number>()
  for (let start = 0; start < text.length; start++) {
    // A run that starts on a trigram the needle lacks is beaten by the one starting after it.
    if (!needle.has(text[start]!)) continue
    seen.clear()
    let shared = 0
    for (let end = start; end < text.length; end++) {
      const id = text[end]!
      if (!seen.has(id)) {
        seen.add(id)
        if (needle.has(id)) shared++
      }
      if (!needle.has(id)) continue
      const similarity = shared / (needleSize + seen.size - shared)
      if (similarity > best) best = similarity
    }
  }
  return best
}
