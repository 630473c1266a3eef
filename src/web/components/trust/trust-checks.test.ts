import type { VerificationFacts } from '@shared/providers/trust-claims'
import { describe, expect, it } from 'vitest'
import { trustChecks } from './trust-checks'

const TODAY = '2026-11-29'
const VALID_VAT = 'LU13384982'
const insurance = (validUntil: string | null) => ({
  kind: 'insurance' as const,
  reviewedOn: '2026-11-12',
  validUntil,
})

describe('trustChecks', () => {
  it('shows a claim only for a stored fact, and Premium as a plan', () => {
    const ids = (verification: VerificationFacts, premium = false) =>
      trustChecks({ verification, premium }, TODAY).map((c) => c.id)
    expect(ids({ vatNumber: null, documents: [] })).toEqual([])
    expect(ids({ vatNumber: 'LU13384983', documents: [] })).toEqual([])
    expect(ids({ vatNumber: VALID_VAT, documents: [] })).toEqual(['vat_check_digits'])
    expect(ids({ vatNumber: null, documents: [insurance('2027-03-31')] }, true)).toEqual([
      'insurance',
      'premium',
    ])
    // The last valid day still counts; the day after, the claim is gone.
    expect(ids({ vatNumber: null, documents: [insurance(TODAY)] })).toEqual(['insurance'])
    expect(ids({ vatNumber: null, documents: [insurance('2026-11-28')] })).toEqual([])
  })
})
