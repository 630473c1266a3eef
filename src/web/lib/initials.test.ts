import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Sanitaire Weber')).toBe('SW')
    expect(initials('Étude Muller Avocats')).toBe('ÉM')
    expect(initials('clean-home Kirchberg')).toBe('CH')
  })

  it('skips words that do not start with a letter', () => {
    expect(initials('24/7 Serrurerie Express')).toBe('SE')
  })
})
