import { describe, expect, it } from 'vitest'
import { safeWebsiteHref, telHref, websiteLabel } from './contact-links'

describe('telHref', () => {
  it('keeps the + and the digits only', () => {
    expect(telHref('+352 26 31 45 10')).toBe('tel:+35226314510')
    expect(telHref('00352 621 123 456')).toBe('tel:+352621123456')
    expect(telHref('26 31-45 10')).toBe('tel:26314510')
  })
})

describe('websiteLabel', () => {
  it('drops the scheme and a bare trailing slash', () => {
    expect(websiteLabel('https://www.sanitaire-weber.lu')).toBe('www.sanitaire-weber.lu')
    expect(websiteLabel('https://weber.lu/en/')).toBe('weber.lu/en')
  })
})

describe('safeWebsiteHref', () => {
  it('accepts web addresses only', () => {
    expect(safeWebsiteHref('https://www.weber.lu')).toBe('https://www.weber.lu/')
    expect(safeWebsiteHref('javascript:alert(1)')).toBeNull()
    expect(safeWebsiteHref('not a url')).toBeNull()
  })
})
