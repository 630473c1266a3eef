import { describe, expect, it } from 'vitest'
import { formatDistance } from './distance'

describe('distances', () => {
  it('keeps a decimal for short distances only', () => {
    expect(formatDistance(3.44, 'de')).toBe('3,4')
    expect(formatDistance(27.6, 'en')).toBe('28')
  })
})
