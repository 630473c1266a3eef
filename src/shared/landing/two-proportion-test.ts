/**
 * The two-proportion z-test (pooled), two-sided: is version B's rate different from A's? Used by
 * the admin's landing-version table.
 */

/** Below this many successes or failures in either group, the normal approximation is not trusted. */
export const MIN_EXPECTED_COUNT = 5
/** The usual threshold: a p-value below it is called significant. */
export const SIGNIFICANCE_LEVEL = 0.05

export interface ProportionTestResult {
  /** B's rate minus A's, as fractions. */
  difference: number
  z: number
  pValue: number
  /** False when p ≥ 0.05 or when a group is too small for the test to mean anything. */
  significant: boolean
  /** Some group has fewer than MIN_EXPECTED_COUNT successes or failures. */
  tooSmall: boolean
}

/** The error function, Abramowitz & Stegun 7.1.26 (absolute error below 1.5e-7). */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1
  const t = 1 / (1 + 0.3275911 * Math.abs(x))
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  return sign * (1 - poly * Math.exp(-x * x))
}

/** P(Z ≤ z) for the standard normal distribution. */
export const normalCdf = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2))

/**
 * Compares successesB / totalB with successesA / totalA. Null when a group has no visitors or when
 * nobody (or everybody) converted in both, where there is no variance to test against.
 */
export function twoProportionTest(
  successesA: number,
  totalA: number,
  successesB: number,
  totalB: number,
): ProportionTestResult | null {
  if (totalA <= 0 || totalB <= 0) return null
  const pooled = (successesA + successesB) / (totalA + totalB)
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / totalA + 1 / totalB))
  if (standardError === 0) return null
  const difference = successesB / totalB - successesA / totalA
  const z = difference / standardError
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))))
  const tooSmall = [successesA, totalA - successesA, successesB, totalB - successesB].some(
    (count) => count < MIN_EXPECTED_COUNT,
  )
  return { difference, z, pValue, significant: !tooSmall && pValue < SIGNIFICANCE_LEVEL, tooSmall }
}
