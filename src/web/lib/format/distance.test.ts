import { describe, expect, it } from 'vitest'
import { formatDistance } from './distance'

describe('distances', () => {
  it('keeps one decimal, in the reader’s format', () => {
    expect(formatDistance(3.44, 'de')).toBe('3,4')
    expect(formatDistance(27.6, 'fr')).toBe('27,6')
    expect(formatDistance(27.6, 'en')).toBe('27.6')
    expect(formatDistance(12, 'en')).toBe('12')
  })
})
