import { describe, expect, it } from 'vitest'
import { foldText, matchCategories } from './match-categories'

const slugs = (text: string, language: 'en' | 'fr' | 'de') =>
  matchCategories(text, language).map((c) => c.slug)

describe('matchCategories', () => {
  it('finds categories by the start of their localized name, ignoring case and accents', () => {
    expect(slugs('plomb', 'fr')).toEqual(['plumbing'])
    expect(slugs('electricite', 'fr')).toEqual(['electrical'])
    expect(slugs('SANI', 'de')).toEqual(['plumbing', 'renovation']) // Sanitär, then Sanierung
  })

  it('finds a word inside a name', () => {
    expect(slugs('decorating', 'en')).toEqual(['painting'])
  })

  it('falls back to the names in the other languages, after the own-language matches', () => {
    expect(slugs('plomberie', 'en')).toEqual(['plumbing'])
    expect(slugs('dach', 'en')).toEqual(['roofing'])
  })

  it('suggests the trade for the word people use for who does it', () => {
    expect(slugs('plombier', 'fr')).toEqual(['plumbing'])
    expect(slugs('Klempner', 'de')).toEqual(['plumbing'])
    expect(slugs('electricien', 'fr')).toEqual(['electrical'])
    expect(slugs('lawyer', 'en')).toEqual(['legal'])
  })

  it('needs two letters and gives at most three categories', () => {
    expect(slugs('p', 'en')).toEqual([])
    expect(matchCategories('in', 'en').length).toBeLessThanOrEqual(3)
  })

  it('folds text for comparison', () => {
    expect(foldText('  Électricité ')).toBe('electricite')
  })
})
