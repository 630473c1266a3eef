/**
 * ADR 008: a password found in breach lists is refused whatever its composition. The list loads
 * with the first password chosen, not at start.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { COMMON_PASSWORDS } = await import('./common-password-list')
  return COMMON_PASSWORDS.has(password.normalize('NFC').toLowerCase())
}
