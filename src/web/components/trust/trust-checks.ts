import { luxembourgToday } from '@shared/format/date-time'
import { type TrustClaim, trustClaims, type VerificationFacts } from '@shared/providers/trust-claims'

export type TrustCheckId = TrustClaim['id'] | 'premium'

/** A badge: one of the claims the stored facts support, or the Premium plan (a plan, not a check). */
export interface TrustCheck extends Omit<TrustClaim, 'id' | 'method'> {
  id: TrustCheckId
}

/** The badges of a profile or a directory card: exactly the claims `trustClaims` allows, then Premium. */
export function trustChecks(
  listing: { verification: VerificationFacts; premium: boolean },
  today: string = luxembourgToday(),
): TrustCheck[] {
  const checks: TrustCheck[] = trustClaims(listing.verification, today)
  if (listing.premium) checks.push({ id: 'premium', number: null, reviewedOn: null, validUntil: null })
  return checks
}
