import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'

export type TrustCheckId = 'verified' | 'permit' | 'vat' | 'rcs' | 'insurance' | 'premium'

export interface TrustCheck {
  id: TrustCheckId
  /** The number the check was made on, when the badge names it (the VAT number). */
  number: string | null
}

/** The badges a profile earns, most telling first: only checks that passed, never a "not checked" badge. */
export function trustChecks(
  profile: Pick<ProviderProfile, 'verified' | 'premium' | 'verifications' | 'vatNumber'>,
): TrustCheck[] {
  const { verifications } = profile
  const checks: Array<TrustCheck | false> = [
    profile.verified && { id: 'verified', number: null },
    verifications.permit && { id: 'permit', number: null },
    verifications.vat && { id: 'vat', number: profile.vatNumber },
    verifications.rcs && { id: 'rcs', number: null },
    verifications.insurance && { id: 'insurance', number: null },
    profile.premium && { id: 'premium', number: null },
  ]
  return checks.filter((check): check is TrustCheck => check !== false)
}
