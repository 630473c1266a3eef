import { describe, expect, it } from 'vitest'
import { spokenLanguageNames } from './language-names'

describe('spokenLanguageNames', () => {
  it('names languages in the interface language', () => {
    expect(spokenLanguageNames(['lb', 'fr', 'de', 'en', 'pt'], 'en')).toEqual([
      'Luxembourgish',
      'French',
      'German',
      'English',
      'Portuguese',
    ])
    expect(spokenLanguageNames(['lb', 'pt'], 'de')).toEqual(['Luxemburgisch', 'Portugiesisch'])
  })

  it('capitalises names French writes in lower case, for a list of their own', () => {
    expect(spokenLanguageNames(['lb', 'de'], 'fr')).toEqual(['Luxembourgeois', 'Allemand'])
  })

  it('keeps a code it cannot name', () => {
    expect(spokenLanguageNames(['not a tag'], 'en')).toEqual(['Not a tag'])
  })
})
