import { describe, expect, it } from 'vitest'
import { frenchDe } from './french-elision'

describe('frenchDe', () => {
  it('elides before a vowel, accented or not, and keeps "de" before a consonant', () => {
    expect(frenchDe('Électricité Hilbert')).toBe('d’Électricité Hilbert')
    expect(frenchDe('Esch-sur-Alzette')).toBe('d’Esch-sur-Alzette')
    expect(frenchDe('Anne Schmit')).toBe('d’Anne Schmit')
    expect(frenchDe('Sanitaire Weber')).toBe('de Sanitaire Weber')
    expect(frenchDe('Hesperange')).toBe('de Hesperange')
  })
})
