import { describe, expect, it } from 'vitest'
import { withSingleSentenceEnd } from './sentence-end'

describe('withSingleSentenceEnd', () => {
  it('ends a sentence once after a name that ends with a period', () => {
    expect(withSingleSentenceEnd('À propos de votre candidature P-12 pour Weber S.à r.l..')).toBe(
      'À propos de votre candidature P-12 pour Weber S.à r.l.',
    )
    expect(withSingleSentenceEnd('Ihre Anfrage an Muller S.A.. Danke')).toBe(
      'Ihre Anfrage an Muller S.A. Danke',
    )
  })

  it('leaves ellipses and single periods alone', () => {
    expect(withSingleSentenceEnd('Loading...')).toBe('Loading...')
    expect(withSingleSentenceEnd('Wait…. Done.')).toBe('Wait…. Done.')
    expect(withSingleSentenceEnd('S.à r.l. is a legal form.')).toBe('S.à r.l. is a legal form.')
  })
})
