import { describe, expect, it } from 'vitest'
import { formatDistance, formatLongDate, formatPercent, formatRating } from './format-number'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('profile number formats', () => {
  it('writes ratings with one decimal in the interface language', () => {
    expect(formatRating(4.9, 'en')).toBe('4.9')
    expect(formatRating(5, 'fr')).toBe('5,0')
    expect(formatRating(4.25, 'de')).toBe('4,3')
  })

  it('keeps a decimal for short distances only', () => {
    expect(formatDistance(3.44, 'de')).toBe('3,4')
    expect(formatDistance(27.6, 'en')).toBe('28')
  })

  it('writes percentages the way each language does', () => {
    expect(formatPercent(58, 'en')).toBe('58%')
    expect(plain(formatPercent(58, 'fr'))).toBe('58 %')
  })

  it('writes long dates', () => {
    expect(formatLongDate('2023-10-20T12:00:00.000Z', 'en')).toBe('October 20, 2023')
    expect(formatLongDate('2023-10-20T12:00:00.000Z', 'de')).toBe('20. Oktober 2023')
  })
})
