import { isValidLuxembourgVat } from '@shared/providers/vat-number'

/**
 * The Luxembourg numbers a partner gives: the VAT number (LU + 8 digits whose first six
 * modulo 89 give the last two), the trade and companies register number (RCS: B and digits, as the
 * Luxembourg Business Registers write it) and the establishment permit number (autorisation
 * d'établissement: digits, then a slash and the permit's sequence, e.g. 10023456/1).
 */
export const VAT_FORMAT = /^LU\d{8}$/
export const RCS_FORMAT = /^B\d{1,6}$/
export const PERMIT_FORMAT = /^\d{5,8}(\/\d{1,2})?$/

/** As people type it: no spaces, upper case ("lu 1234 5678" → "LU12345678", "b 123 456" → "B123456"). */
export const compactNumber = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase()

export type VatCheck = 'valid' | 'format' | 'checksum'

/** Whether a VAT number is well formed, and whether its check digits agree. */
export function checkVat(value: string): VatCheck {
  const compact = compactNumber(value)
  if (!VAT_FORMAT.test(compact)) return 'format'
  return isValidLuxembourgVat(compact) ? 'valid' : 'checksum'
}

export const isRcsNumber = (value: string) => RCS_FORMAT.test(compactNumber(value))
export const isPermitNumber = (value: string) => PERMIT_FORMAT.test(value.replace(/\s+/g, ''))
