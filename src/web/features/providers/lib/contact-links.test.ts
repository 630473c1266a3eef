import { describe, expect, it } from 'vitest'
import { safeWebsiteHref, websiteLabel } from './contact-links'

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
