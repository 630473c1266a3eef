import { describe, expect, it } from 'vitest'
import { formatNumber, formatPercent, formatRating } from './number'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('number formats', () => {
  it('groups thousands the way each language does', () => {
    expect(formatNumber(15000, 'en')).toBe('15,000')
    expect(plain(formatNumber(15000, 'fr'))).toBe('15 000')
    expect(formatNumber(15000, 'de')).toBe('15.000')
  })

  it('writes ratings with one decimal in the interface language', () => {
    expect(formatRating(4.9, 'en')).toBe('4.9')
    expect(formatRating(5, 'fr')).toBe('5,0')
    expect(formatRating(4.25, 'de')).toBe('4,3')
  })

  it('writes percentages the way each language does', () => {
    expect(formatPercent(58, 'en')).toBe('58%')
    expect(plain(formatPercent(58, 'fr'))).toBe('58 %')
  })
})
