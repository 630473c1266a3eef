import { describe, expect, it } from 'vitest'
import { telHref } from './tel-href'

describe('telHref', () => {
  it('keeps the + and the digits only', () => {
    expect(telHref('+352 26 31 45 10')).toBe('tel:+35226314510')
    expect(telHref('00352 621 123 456')).toBe('tel:+352621123456')
    expect(telHref('26 31-45 10')).toBe('tel:26314510')
  })
})
