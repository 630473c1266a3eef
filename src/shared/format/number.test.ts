import { describe, expect, it, vi } from 'vitest'
import { formatNumber, formatPercent, formatRating } from './number'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('number formats', () => {
  it('groups thousands the way each language does', () => {
    expect(formatNumber(15000, 'en')).toBe('15,000')
    expect(plain(formatNumber(15000, 'fr'))).toBe('15 000')
    expect(formatNumber(15000, 'de')).toBe('15.000')
  })

  it('writes whole numbers under 1,000 as plain digits in every language, without asking Intl', () => {
    const made = vi.spyOn(Intl, 'NumberFormat')
    for (const language of ['en', 'fr', 'de'] as const) {
      expect(formatNumber(0, language)).toBe('0')
      expect(formatNumber(999, language)).toBe('999')
    }
    expect(made).not.toHaveBeenCalled()
    made.mockRestore()
    expect(formatNumber(999.5, 'de')).toBe('999,5')
    expect(formatNumber(-5, 'en')).toBe('-5')
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
