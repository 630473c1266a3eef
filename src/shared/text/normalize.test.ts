import { describe, expect, it } from 'vitest'
import { normalizeText } from './normalize'

describe('normalizeText', () => {
  it('folds case, accents, ß and punctuation', () => {
    expect(normalizeText('  Esch-sur-Alzette ')).toBe('esch sur alzette')
    expect(normalizeText('Lëtzebuerg')).toBe('letzebuerg')
    expect(normalizeText('Straßen')).toBe('strassen')
    expect(normalizeText("d'Stad")).toBe('d stad')
  })
})
