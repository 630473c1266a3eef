/**
 * The operator that invoices the plans (product §1: a Luxembourg limited company; the same details as
 * the legal pages), as printed on every invoice, and the account SEPA transfers go to.
 */
export const SELLER = {
  name: 'LuxPro S.à r.l.',
  address: ['9, rue du Laboratoire', 'L-1911 Luxembourg'],
  vatNumber: 'LU34567802',
  rcsNumber: 'B287341',
  email: 'hello@luxpro.lu',
  iban: 'LU28 0019 4006 4475 0000',
  bic: 'BCEELULL',
} as const

/** Invoices are due 14 days after they are issued. */
export const PAYMENT_TERM_DAYS = 14
