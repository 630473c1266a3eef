/** Trigrams of a word as pg_trgm makes them: lower case, padded with two spaces before and one after. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `
  const grams = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
  return grams
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both words (0–1). */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigramsOf(a)
  const right = trigramsOf(b)
  let shared = 0
  for (const gram of left) if (right.has(gram)) shared++
  return shared / (left.size + right.size - shared)
}
