import { describe, expect, it } from 'vitest'
import { trustChecks } from './trust-checks'

const NONE = { permit: false, vat: false, rcs: false, insurance: false }

describe('trustChecks', () => {
  it('lists every passed check, the VAT badge with its number', () => {
    expect(
      trustChecks({
        verified: true,
        premium: true,
        vatNumber: 'LU34019234',
        verifications: { permit: true, vat: true, rcs: true, insurance: true },
      }).map((check) => (check.number ? `${check.id}:${check.number}` : check.id)),
    ).toEqual(['verified', 'permit', 'vat:LU34019234', 'rcs', 'insurance', 'premium'])
  })

  it('shows nothing for checks that did not pass', () => {
    expect(
      trustChecks({ verified: false, premium: false, vatNumber: 'LU00000000', verifications: NONE }),
    ).toEqual([])
    expect(
      trustChecks({
        verified: false,
        premium: false,
        vatNumber: null,
        verifications: { ...NONE, rcs: true },
      }),
    ).toEqual([{ id: 'rcs', number: null }])
  })
})
