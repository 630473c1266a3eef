import { describe, expect, it } from 'vitest'
import { isValidLuxembourgVat, luxembourgVatFor } from './vat-number'

describe('isValidLuxembourgVat', () => {
  it('accepts numbers whose first six digits modulo 89 give the last two', () => {
    // 345678 mod 89 = 2
    expect(isValidLuxembourgVat('LU34567802')).toBe(true)
    // 150274 mod 89 = 42
    expect(isValidLuxembourgVat('LU15027442')).toBe(true)
    expect(isValidLuxembourgVat('LU00000000')).toBe(true)
  })

  it('tolerates spaces and a lower-case prefix', () => {
    expect(isValidLuxembourgVat('lu34567802')).toBe(true)
    expect(isValidLuxembourgVat('LU 3456 7802')).toBe(true)
    expect(isValidLuxembourgVat(' LU 34 56 78 02 ')).toBe(true)
  })

  it('refuses a wrong check number', () => {
    expect(isValidLuxembourgVat('LU34567803')).toBe(false)
    expect(isValidLuxembourgVat('LU34567820')).toBe(false)
  })

  it('refuses other formats', () => {
    expect(isValidLuxembourgVat('')).toBe(false)
    expect(isValidLuxembourgVat('34567802')).toBe(false)
    expect(isValidLuxembourgVat('LU3456780')).toBe(false)
    expect(isValidLuxembourgVat('LU345678021')).toBe(false)
    expect(isValidLuxembourgVat('FR34567802')).toBe(false)
    expect(isValidLuxembourgVat('LU3456780A')).toBe(false)
    expect(isValidLuxembourgVat('LU-34567802')).toBe(false)
  })
})

describe('luxembourgVatFor', () => {
  it('appends the check number', () => {
    expect(luxembourgVatFor(345678)).toBe('LU34567802')
    expect(luxembourgVatFor(12)).toBe('LU00001212')
  })

  it('always produces valid numbers', () => {
    for (let n = 100_000; n < 1_000_000; n += 7_919) {
      expect(isValidLuxembourgVat(luxembourgVatFor(n))).toBe(true)
    }
  })

  it('refuses numbers outside six digits', () => {
    expect(() => luxembourgVatFor(-1)).toThrow(RangeError)
    expect(() => luxembourgVatFor(1_000_000)).toThrow(RangeError)
    expect(() => luxembourgVatFor(1.5)).toThrow(RangeError)
  })
})
