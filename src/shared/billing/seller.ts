/**
 * The operator that invoices the plans (product §1: a Luxembourg limited company), as printed on
 * every invoice, and the account SEPA transfers go to.
 */
export const SELLER = {
  name: 'LuxPro S.à r.l.',
  address: ['12, rue Erasme', 'L-1468 Luxembourg'],
  vatNumber: 'LU31415978',
  rcsNumber: 'B271828',
  email: 'billing@luxpro.lu',
  iban: 'LU28 0019 4006 4475 0000',
  bic: 'BCEELULL',
} as const

/** Invoices are due 14 days after they are issued. */
export const PAYMENT_TERM_DAYS = 14
