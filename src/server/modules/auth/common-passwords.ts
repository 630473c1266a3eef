import { dictionary } from '@zxcvbn-ts/language-common'

/** The ~50,000 most common passwords from public breach corpora (zxcvbn-ts), lower case. */
const COMMON = new Set(dictionary['passwords-common'])

/** ADR 008: a password found in breach lists is refused whatever its composition. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFC').toLowerCase())
}
