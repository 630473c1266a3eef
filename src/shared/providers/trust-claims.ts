import { z } from 'zod'
import { isValidLuxembourgVat } from './vat-number'

/**
 * What LuxPro may say about a business, and nothing more: each claim names what was checked, how
 * and (for a document or a register) when. The only inputs are stored verification facts: the VAT
 * number on file (its check digits are computed), what the EU's VIES register last answered about
 * it, and the documents an administrator reviewed.
 */

/** The documents a provider uploads and an administrator reviews. */
export const VERIFICATION_DOCUMENT_KINDS = ['insurance', 'rcs_extract', 'permit'] as const
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number]

/** One approved document: the day it was reviewed and the last day it is valid (YYYY-MM-DD). */
export const ReviewedDocumentSchema = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  reviewedOn: z.string(),
  validUntil: z.string().nullable(),
})
export type ReviewedDocument = z.infer<typeof ReviewedDocumentSchema>

/** What the EU's VIES register answered about a VAT number: registered, or not. */
export const VAT_CHECK_RESULTS = ['vies_valid', 'vies_invalid'] as const
export type VatCheckResult = (typeof VAT_CHECK_RESULTS)[number]

/** The stored facts a profile and a directory card derive their claims from. */
export const VerificationFactsSchema = z.object({
  vatNumber: z.string().nullable(),
  /**
   * VIES's last answer about `vatNumber` and the Luxembourg day (YYYY-MM-DD) it was given; null when
   * it was never asked or could not answer.
   */
  vatCheck: z.object({ result: z.enum(VAT_CHECK_RESULTS), checkedOn: z.string() }).nullable(),
  /** Approved documents still valid when read; the newest per kind. */
  documents: z.array(ReviewedDocumentSchema),
})
export type VerificationFacts = z.infer<typeof VerificationFactsSchema>

export type TrustClaimId = 'vat_check_digits' | 'vat_vies' | VerificationDocumentKind

export interface TrustClaim {
  id: TrustClaimId
  /**
   * 'format': computed from a number; 'register': a public register confirmed it (VIES);
   * 'document': an administrator reviewed a document.
   */
  method: 'format' | 'register' | 'document'
  /** The VAT number whose check digits were computed, or that VIES confirmed. */
  number: string | null
  /** The day a document was reviewed, or the day VIES confirmed the number. */
  reviewedOn: string | null
  validUntil: string | null
}

const DOCUMENT_ORDER: VerificationDocumentKind[] = ['insurance', 'rcs_extract', 'permit']

/**
 * The claims the facts support on `today` (YYYY-MM-DD, Luxembourg): a document whose validity
 * ended is no claim, whatever its row still says. Order: documents first, then the VAT number:
 * confirmed by VIES when its last answer was "valid", else its check digits when they compute
 * (VIES saying "invalid" takes nothing away from the arithmetic, and adds nothing).
 */
export function trustClaims(facts: VerificationFacts, today: string): TrustClaim[] {
  const claims: TrustClaim[] = []
  for (const kind of DOCUMENT_ORDER) {
    const current = facts.documents
      .filter((d) => d.kind === kind && (d.validUntil === null || d.validUntil >= today))
      .sort((a, b) => b.reviewedOn.localeCompare(a.reviewedOn))[0]
    if (current)
      claims.push({
        id: kind,
        method: 'document',
        number: null,
        reviewedOn: current.reviewedOn,
        validUntil: current.validUntil,
      })
  }
  if (facts.vatNumber !== null && facts.vatCheck?.result === 'vies_valid')
    claims.push({
      id: 'vat_vies',
      method: 'register',
      number: facts.vatNumber,
      reviewedOn: facts.vatCheck.checkedOn,
      validUntil: null,
    })
  else if (facts.vatNumber !== null && isValidLuxembourgVat(facts.vatNumber))
    claims.push({
      id: 'vat_check_digits',
      method: 'format',
      number: facts.vatNumber,
      reviewedOn: null,
      validUntil: null,
    })
  return claims
}
