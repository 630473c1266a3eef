import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The ~50,000 most common passwords from public breach corpora (zxcvbn-ts), lower case. Loaded by
 * common-passwords.ts with the first password chosen (through this file because the bundle's
 * import() of a CommonJS package gives only its module.exports, ADR 061).
 */
export const COMMON_PASSWORDS = new Set(dictionary['passwords-common'])
