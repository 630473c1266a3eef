import { Secret, TOTP } from 'otpauth'

/** The authenticator secret test admins get (and the cluster drill's demo admin). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** What an authenticator app shows for a base32 secret now (or `at`, in ms): RFC 6238, 6 digits, 30 s. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  })
