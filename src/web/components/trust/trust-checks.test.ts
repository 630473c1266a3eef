import type { VerificationFacts } from '@shared/providers/trust-claims'
import { describe, expect, it } from 'vitest'
import { trustChecks } from './trust-checks'

const TODAY = '2026-11-29'
const VALID_VAT = 'LU13384982'
const NO_CHECK = { vatCheck: null }
const vies = (result: 'vies_valid' | 'vies_invalid') => ({ vatCheck: { result, checkedOn: '2026-11-29' } })
const insurance = (validUntil: string | null) => ({
  kind: 'insurance' as const,
  reviewedOn: '2026-11-12',
  validUntil,
})

describe('trustChecks', () => {
  it('shows a claim only for a stored fact, and Premium as a plan', () => {
    const ids = (verification: VerificationFacts, premium = false) =>
      trustChecks({ verification, premium }, TODAY).map((c) => c.id)
    expect(ids({ ...NO_CHECK, vatNumber: null, documents: [] })).toEqual([])
    expect(ids({ ...NO_CHECK, vatNumber: 'LU13384983', documents: [] })).toEqual([])
    expect(ids({ ...NO_CHECK, vatNumber: VALID_VAT, documents: [] })).toEqual(['vat_check_digits'])
    expect(ids({ ...NO_CHECK, vatNumber: null, documents: [insurance('2027-03-31')] }, true)).toEqual([
      'insurance',
      'premium',
    ])
    // The last valid day still counts; the day after, the claim is gone.
    expect(ids({ ...NO_CHECK, vatNumber: null, documents: [insurance(TODAY)] })).toEqual(['insurance'])
    expect(ids({ ...NO_CHECK, vatNumber: null, documents: [insurance('2026-11-28')] })).toEqual([])
  })

  it('says VIES confirmed the VAT number only on its stored "valid" answer, else the check digits', () => {
    const checks = (verification: VerificationFacts) => trustChecks({ verification, premium: false }, TODAY)
    expect(checks({ ...vies('vies_valid'), vatNumber: VALID_VAT, documents: [] })).toEqual([
      { id: 'vat_vies', method: 'register', number: VALID_VAT, reviewedOn: '2026-11-29', validUntil: null },
    ])
    // "Invalid" in VIES: the arithmetic still holds, and is all that is claimed.
    expect(checks({ ...vies('vies_invalid'), vatNumber: VALID_VAT, documents: [] }).map((c) => c.id)).toEqual(
      ['vat_check_digits'],
    )
    // Never asked, or no answer: the check digits alone; no number: nothing.
    expect(checks({ ...NO_CHECK, vatNumber: VALID_VAT, documents: [] }).map((c) => c.id)).toEqual([
      'vat_check_digits',
    ])
    expect(checks({ ...vies('vies_valid'), vatNumber: null, documents: [] })).toEqual([])
    // Documents first, then the VAT number.
    expect(
      checks({ ...vies('vies_valid'), vatNumber: VALID_VAT, documents: [insurance('2027-03-31')] }).map(
        (c) => c.id,
      ),
    ).toEqual(['insurance', 'vat_vies'])
  })
})
