const VAT_PATTERN = /^LU(\d{6})(\d{2})$/

/**
 * A Luxembourg VAT number: "LU" and 8 digits, whose first six digits modulo 89 equal the last two.
 * Spaces are tolerated and the prefix may be lower case, as people type it.
 */
export function isValidLuxembourgVat(value: string): boolean {
  const match = VAT_PATTERN.exec(value.replace(/\s+/g, '').toUpperCase())
  if (!match) return false
  return Number(match[1]) % 89 === Number(match[2])
}

/** The valid VAT number whose first six digits are `sixDigits` (0–999 999). */
export function luxembourgVatFor(sixDigits: number): string {
  if (!Number.isInteger(sixDigits) || sixDigits < 0 || sixDigits > 999_999) {
    throw new RangeError(`Expected an integer between 0 and 999999, got ${sixDigits}`)
  }
  const check = sixDigits % 89
  return `LU${String(sixDigits).padStart(6, '0')}${String(check).padStart(2, '0')}`
}
