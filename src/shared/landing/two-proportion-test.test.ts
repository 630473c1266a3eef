import { describe, expect, it } from 'vitest'
import { normalCdf, twoProportionTest } from './two-proportion-test'

// Expected values from the exact formula: p = erfc(|z| / √2) (Python's math.erfc).
describe('two-proportion z-test', () => {
  it('knows the standard normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6)
    expect(normalCdf(-2.575829)).toBeCloseTo(0.005, 6)
  })

  it.each([
    // successesA, totalA, successesB, totalB, z, p, significant
    [200, 1000, 250, 1000, 2.677398, 0.0074196, true],
    [500, 10_000, 580, 10_000, 2.502837, 0.0123202, true],
    [45, 500, 55, 500, 1.054093, 0.2918405, false],
    [120, 1000, 100, 1000, -1.429301, 0.1529178, false],
    [30, 100, 30, 100, 0, 1, false],
  ])('A %i/%i against B %i/%i: z %f, p %f', (sa, na, sb, nb, z, p, significant) => {
    const result = twoProportionTest(sa, na, sb, nb)
    expect(result?.z).toBeCloseTo(z, 5)
    expect(result?.pValue).toBeCloseTo(p, 6)
    expect(result?.significant).toBe(significant)
    expect(result?.tooSmall).toBe(false)
  })

  it('calls a small sample not yet significant, even when p < 0.05', () => {
    const result = twoProportionTest(2, 20, 8, 20)
    expect(result?.pValue).toBeCloseTo(0.0284597, 6)
    expect(result).toMatchObject({ tooSmall: true, significant: false })
  })

  it('has nothing to say without visitors or without any variance', () => {
    expect(twoProportionTest(0, 0, 3, 10)).toBeNull()
    expect(twoProportionTest(0, 50, 0, 60)).toBeNull()
    expect(twoProportionTest(50, 50, 60, 60)).toBeNull()
  })
})
