import { describe, expect, it } from 'vitest'
import { trigramSimilarity, trigramsOf } from './trigram'

describe('trigram similarity (as pg_trgm computes it)', () => {
  it('pads words like pg_trgm', () => {
    expect([...trigramsOf('cat')]).toEqual(['  c', ' ca', 'cat', 'at '])
  })
  it('gives 1 for the same word, 0 for nothing in common, and ranks near misses high', () => {
    expect(trigramSimilarity('plumber', 'plumber')).toBe(1)
    expect(trigramSimilarity('abc', 'xyz')).toBe(0)
    // pg_trgm: select similarity('plumbr', 'plumber') = 0.5
    expect(trigramSimilarity('plumbr', 'plumber')).toBeCloseTo(0.5, 5)
    expect(trigramSimilarity('electricain', 'electrician')).toBeGreaterThanOrEqual(0.5)
  })
})
