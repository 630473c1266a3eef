import { z } from 'zod'

export const PASSWORD_MIN = 8
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX = 128
export const NAME_MIN = 2

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters with at least one uppercase letter, one lowercase letter and one digit.'

/** SPEC §5: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_RULE_MESSAGE)
  .max(PASSWORD_MAX, 'Password must be at most 128 characters.')
  .regex(/[A-Z]/, PASSWORD_RULE_MESSAGE)
  .regex(/[a-z]/, PASSWORD_RULE_MESSAGE)
  .regex(/\d/, PASSWORD_RULE_MESSAGE)

export function meetsPasswordPolicy(password: string): boolean {
  return PasswordSchema.safeParse(password).success
}
