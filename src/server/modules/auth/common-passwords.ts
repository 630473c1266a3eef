let common: Promise<Set<string>> | undefined

/**
 * The ~50,000 most common passwords from public breach corpora (zxcvbn-ts), lower case: unpacked
 * with the first password chosen, not at start.
 */
function commonPasswords() {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  )
  return common
}

/** ADR 008: a password found in breach lists is refused whatever its composition. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize('NFC').toLowerCase())
}
