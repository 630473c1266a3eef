/**
 * ISO 11649 structured creditor reference ("RF" + two check digits + up to 21 characters), the
 * reference a SEPA credit transfer carries so the payment is matched to its invoice without anyone
 * reading the free text. The check digits make a mistyped reference detectable by the bank.
 */
const toDigits = (value: string) =>
  [...value.toUpperCase()].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('')

/** The remainder modulo 97 of a long decimal string, piece by piece (too long for a number). */
function mod97(digits: string): number {
  let remainder = 0
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97
  return remainder
}

/** The reference for `body` (letters and digits, at most 21): RF + check digits + body. */
export function creditorReference(body: string): string {
  const clean = body.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  if (clean.length === 0 || clean.length > 21)
    throw new RangeError('A creditor reference holds 1 to 21 characters')
  const check = 98 - mod97(toDigits(`${clean}RF00`))
  return `RF${String(check).padStart(2, '0')}${clean}`
}

export function isCreditorReference(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false
  return mod97(toDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1
}

/** In groups of four, as printed on an invoice: RF18 5390 0754 7034. */
export const groupReference = (reference: string) => reference.replace(/(.{4})(?=.)/g, '$1 ')
