import { createHash, randomBytes, randomInt } from 'node:crypto'

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 12

/** A new code, shown as XXXX-XXXX-XXXX (31¹² ≈ 2⁵⁹ possibilities; validation is rate-limited). */
export function newAccessCode(): { code: string; normalized: string } {
  let normalized = ''
  for (let i = 0; i < CODE_LENGTH; i++) normalized += ALPHABET[randomInt(ALPHABET.length)]
  return { code: normalized.match(/.{4}/g)?.join('-') ?? normalized, normalized }
}

/** What is stored of a code or a session token: its SHA-256 (the secret itself never is). */
export const secretHash = (value: string) => createHash('sha256').update(value).digest('hex')

/** The last characters of a code, so admins can tell codes apart without the code. */
export const codeHint = (normalized: string) => `…${normalized.slice(-4)}`

export const newSessionToken = () => randomBytes(32).toString('base64url')
