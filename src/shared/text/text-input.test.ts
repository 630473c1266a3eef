import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePointLength,
  hasLoneSurrogate,
  isWebAddress,
  multiLineText,
  singleLineText,
  TEXT_NOT_ALLOWED_MESSAGE,
  truncateCodePoints,
  webAddress,
} from './text-input'

const name = singleLineText({ min: 2, max: 5, tooShort: 'Too short.', tooLong: 'Too long.' })
const issuesOf = (result: {
  success: boolean
  error?: { issues: Array<{ code: string; message: string }> }
}) => result.error?.issues.map((i) => [i.code, i.message]) ?? []

describe('text input schemas', () => {
  it('refuse NUL, other control characters and lone surrogates with one clear issue', () => {
    for (const value of ['An\u0000ne', 'An\u0007ne', 'An\u009bne', 'Anne\ud835', '\udc00Anne', 'A\u202eB']) {
      const result = name.safeParse(value)
      expect(issuesOf(result), JSON.stringify(value)).toEqual([['invalid_format', TEXT_NOT_ALLOWED_MESSAGE]])
    }
    // Bidi overrides are refused on one line only: a message may quote right-to-left text as it was written.
    expect(multiLineText({ max: 50 }).safeParse('quoted \u202bשלום\u202c text').success).toBe(true)
  })

  it('normalise to NFC, trim, and fold white space on one line', () => {
    expect(singleLineText({ max: 50 }).parse('  Cafe\u0301 \t de\n la  gare\ufeff ')).toBe('Café de la gare')
    expect(multiLineText({ max: 50 }).parse(' Hello  \r\n\r\nWorld\u2028again \n')).toBe(
      'Hello\n\nWorld\nagain',
    )
  })

  it('count characters, not UTF-16 units, after normalisation', () => {
    expect(name.parse('𝕏𝕏𝕏𝕏𝕏')).toBe('𝕏𝕏𝕏𝕏𝕏')
    expect(issuesOf(name.safeParse('𝕏𝕏𝕏𝕏𝕏𝕏'))).toEqual([['too_big', 'Too long.']])
    expect(issuesOf(name.safeParse('  a  '))).toEqual([['too_small', 'Too short.']])
    // "e" + combining accent is one character once composed.
    expect(singleLineText({ max: 1 }).parse('e\u0301')).toBe('é')
  })

  it('never let anything through that PostgreSQL text or jsonb would refuse', () => {
    const schema = multiLineText({ max: 500 })
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (value) => {
        const result = schema.safeParse(value)
        if (!result.success) return
        expect(result.data).not.toContain('\u0000')
        expect(hasLoneSurrogate(result.data)).toBe(false)
        expect(result.data).toBe(result.data.normalize('NFC'))
        expect(codePointLength(result.data)).toBeLessThanOrEqual(500)
      }),
      { seed: 14, numRuns: 500 },
    )
  })
})

describe('truncateCodePoints', () => {
  it('keeps surrogate pairs whole', () => {
    expect(truncateCodePoints('a𝕏𝕏b', 2)).toBe('a𝕏')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), fc.nat(60), (value, max) => {
        const cut = truncateCodePoints(value, max)
        expect(hasLoneSurrogate(cut)).toBe(false)
        expect(codePointLength(cut)).toBe(Math.min(max, codePointLength(value)))
      }),
      { seed: 14 },
    )
  })
})

describe('web addresses', () => {
  it('accept http and https only', () => {
    for (const ok of ['https://weber.lu', 'http://weber.lu/contact?x=1', 'HTTPS://WEBER.LU'])
      expect(isWebAddress(ok), ok).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://weber.lu/%0aalert(1)',
      'data:text/html,hi',
      'vbscript:msgbox',
      'ftp://weber.lu',
      'https://',
      '//weber.lu',
      'weber.lu',
    ])
      expect(isWebAddress(bad), bad).toBe(false)
    expect(webAddress(200).safeParse(' https://weber.lu ').data).toBe('https://weber.lu')
  })
})
