import { isCreditorReference } from './creditor-reference'

/**
 * The payload of an EPC QR code ("GiroCode", EPC069-12, version 002): a SEPA credit transfer that a
 * European banking app fills in when the payer scans it. Lines, separated by LF: service tag BCD,
 * version 002, character set 1 (UTF-8), identification SCT, the BIC, the beneficiary's name (≤ 70),
 * the IBAN, the amount (EUR#.##), the purpose (empty), the structured creditor reference (ISO 11649
 * RF…), and no unstructured remittance (a code carries one or the other, never both).
 */
export interface EpcTransfer {
  bic: string
  beneficiary: string
  iban: string
  amountCents: number
  /** An ISO 11649 creditor reference (RF…), with or without its spaces. */
  reference: string
}

/** The EPC's limit on the whole payload, in bytes of UTF-8. */
export const EPC_MAX_BYTES = 331

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export function epcPayload(transfer: EpcTransfer): string {
  const bic = compact(transfer.bic)
  const iban = compact(transfer.iban)
  const reference = compact(transfer.reference)
  const name = transfer.beneficiary.trim()
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) throw new RangeError('Not a BIC')
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) throw new RangeError('Not an IBAN')
  if (name.length === 0 || [...name].length > 70)
    throw new RangeError('The beneficiary holds 1 to 70 characters')
  if (
    !Number.isInteger(transfer.amountCents) ||
    transfer.amountCents < 1 ||
    transfer.amountCents > 99_999_999_999
  )
    throw new RangeError('The amount is 0.01 to 999999999.99 euros')
  if (!isCreditorReference(reference)) throw new RangeError('Not an ISO 11649 creditor reference')
  const amount = `EUR${Math.floor(transfer.amountCents / 100)}.${String(transfer.amountCents % 100).padStart(2, '0')}`
  const payload = ['BCD', '002', '1', 'SCT', bic, name, iban, amount, '', reference, ''].join('\n')
  if (new TextEncoder().encode(payload).length > EPC_MAX_BYTES)
    throw new RangeError('The payload is too long')
  return payload
}
