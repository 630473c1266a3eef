import { describe, expect, it } from 'vitest'
import { meetsPasswordPolicy, PASSWORD_RULE_MESSAGE, PasswordSchema } from './password-policy'

describe('password rule (product §5 and ADR 008)', () => {
  it("keeps product §5's rule for short passwords, with its message", () => {
    expect(meetsPasswordPolicy('Sunny-Day-2026')).toBe(true)
    expect(meetsPasswordPolicy('Ab1defgh')).toBe(true)
    for (const weak of ['Ab1defg', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const result = PasswordSchema.safeParse(weak)
      expect(result.success, weak).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE)
    }
  })

  it('accepts a passphrase of 15 characters or more, whatever its characters', () => {
    expect(meetsPasswordPolicy('correct horse battery staple')).toBe(true)
    expect(meetsPasswordPolicy('léierbuch an aler')).toBe(true)
    expect(meetsPasswordPolicy('fourteen chars')).toBe(false)
  })

  it('counts letters and digits of every script, and characters rather than UTF-16 units', () => {
    expect(meetsPasswordPolicy('Éléphant٣x')).toBe(true)
    // 7 astral characters are 14 UTF-16 units but only 7 characters: too short.
    expect(meetsPasswordPolicy('𝕏𝕏𝕏𝕏𝕏𝕏𝕏')).toBe(false)
  })

  it('refuses more than 128 characters', () => {
    expect(meetsPasswordPolicy('a'.repeat(129))).toBe(false)
  })
})
