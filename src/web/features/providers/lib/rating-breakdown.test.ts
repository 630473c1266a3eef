import { describe, expect, it } from 'vitest'
import { breakdownTotal, ratingBars } from './rating-breakdown'

describe('ratingBars', () => {
  it('lists 5 stars first with each count', () => {
    expect(ratingBars([0, 0, 1, 3, 6]).map(({ stars, count }) => [stars, count])).toEqual([
      [5, 6],
      [4, 3],
      [3, 1],
      [2, 0],
      [1, 0],
    ])
  })

  it('gives percentages that add up to exactly 100', () => {
    const bars = ratingBars([1, 1, 1, 0, 0])
    expect(bars.map((bar) => bar.percent)).toEqual([0, 0, 34, 33, 33])
    expect(bars.reduce((sum, bar) => sum + bar.percent, 0)).toBe(100)
    const many = ratingBars([3, 5, 11, 40, 83])
    expect(many.reduce((sum, bar) => sum + bar.percent, 0)).toBe(100)
    expect(many[0]?.percent).toBe(58)
  })

  it('is all zero without reviews', () => {
    expect(ratingBars([0, 0, 0, 0, 0]).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0])
  })

  it('keeps a 100 % bar whole', () => {
    expect(ratingBars([0, 0, 0, 0, 4])[0]?.percent).toBe(100)
  })
})

describe('breakdownTotal', () => {
  it('counts every review', () => {
    expect(breakdownTotal([1, 0, 2, 3, 4])).toBe(10)
  })
})
