import { z } from 'zod'

export const PASSWORD_MIN = 8
/** From this length a passphrase needs no particular kind of character (ADR 008). */
export const PASSPHRASE_MIN = 15
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX = 128
export const NAME_MIN = 2

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters with at least one uppercase letter, one lowercase letter and one digit.'

const codePoints = (value: string) => [...value].length

/**
 * The password rule (ADR 008): product §5's rule — at least 8 characters with an uppercase letter, a
 * lowercase letter and a digit — or a passphrase of at least 15 characters of any kind. Letters
 * and digits of every script count. The server also refuses common and breached passwords.
 */
export function meetsCompositionRule(password: string): boolean {
  const length = codePoints(password)
  if (length < PASSWORD_MIN) return false
  if (length >= PASSPHRASE_MIN) return true
  return /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\p{Nd}/u.test(password)
}

/** The maximum counts UTF-16 units, as the auth library does. */
export const PasswordSchema = z
  .string()
  .max(PASSWORD_MAX, 'Password must be at most 128 characters.')
  .refine(meetsCompositionRule, PASSWORD_RULE_MESSAGE)

export function meetsPasswordPolicy(password: string): boolean {
  return PasswordSchema.safeParse(password).success
}
