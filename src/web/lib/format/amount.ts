/** Euro amounts as people type them in forms, and totals as the server computes them. */

/** "1 234,50", "1234.5", " 80 " → a number; empty → 0 (nothing to charge); anything else → NaN. */
export function parseAmount(raw: unknown): number {
  if (typeof raw === 'number') return raw
  if (typeof raw !== 'string') return Number.NaN
  const compact = raw.replace(/[\s\u00a0\u202f€]/g, '')
  if (compact === '') return 0
  if (!/^\d+([.,]\d*)?$/.test(compact)) return Number.NaN
  return Number(compact.replace(',', '.'))
}

/** What an amount input shows: nothing for "not typed yet", else the number as typed. */
export function amountText(value: number): string {
  return Number.isFinite(value) ? String(value) : ''
}

/**
 * The total of amounts as the server computes a quote's (in cents, so 0.1 + 0.2 stays 0.30); an
 * amount not typed yet (NaN) or below zero counts as nothing.
 */
export function addAmounts(...amounts: number[]): number {
  const cents = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0)
  return amounts.reduce((sum, value) => sum + cents(value), 0) / 100
}
