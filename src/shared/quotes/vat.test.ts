import { describe, expect, it } from 'vitest'
import { quoteTotals, toCents, VAT_PERCENT, vatCents, vatRatesFor } from './vat'

describe('Luxembourg VAT on quotes', () => {
  it('knows the rates: 17 % standard, 3 % TVA-logement and solar panels on a home, 8 % home cleaning', () => {
    expect(VAT_PERCENT).toEqual({ standard: 17, housing: 3, solar_home: 3, home_cleaning: 8 })
  })

  it('rounds the VAT half up to the cent, in whole cents', () => {
    expect(vatCents(1250, 17)).toBe(213) // 212.5 → 213
    expect(vatCents(1249, 17)).toBe(212) // 212.33 → 212
    expect(vatCents(50, 3)).toBe(2) // 1.5 → 2
    expect(vatCents(49, 3)).toBe(1) // 1.47 → 1
    expect(vatCents(0, 17)).toBe(0)
    expect(vatCents(1_000_000_000, 17)).toBe(170_000_000)
    expect(() => vatCents(10.5, 17)).toThrow(RangeError)
    expect(() => vatCents(-1, 17)).toThrow(RangeError)
  })

  it('turns euros into cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1234.5)).toBe(123450)
    expect(toCents(19.99)).toBe(1999)
  })

  it('totals a quote excluding and including VAT', () => {
    expect(quoteTotals(420.5, 1680, 'standard')).toEqual({
      materialsCents: 42050,
      laborCents: 168000,
      netCents: 210050,
      vatPercent: 17,
      vatCents: 35709, // 357.085 → 357.09
      grossCents: 245759,
    })
    expect(quoteTotals(1000, 500, 'housing')).toMatchObject({
      netCents: 150000,
      vatCents: 4500,
      grossCents: 154500,
    })
    expect(quoteTotals(0, 99.99, 'home_cleaning')).toMatchObject({
      netCents: 9999,
      vatCents: 800,
      grossCents: 10799,
    })
  })

  it('offers the lower rates only for the jobs they can apply to', () => {
    expect(vatRatesFor('plumbing')).toEqual(['standard', 'housing'])
    expect(vatRatesFor('renovation')).toEqual(['standard', 'housing'])
    expect(vatRatesFor('cleaning')).toEqual(['standard', 'home_cleaning'])
    expect(vatRatesFor('solar')).toEqual(['standard', 'solar_home'])
    expect(vatRatesFor('legal')).toEqual(['standard'])
    expect(vatRatesFor('moving')).toEqual(['standard'])
  })
})
