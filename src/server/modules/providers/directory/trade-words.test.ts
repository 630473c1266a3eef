import { describe, expect, it } from 'vitest'
import { correctTradeWord, tradesNamedIn } from './trade-words'

describe('trade word typos', () => {
  it('corrects a misspelt trade word in any of our languages', () => {
    expect(correctTradeWord('plumbr')).toBe('plumber')
    expect(['electrician', 'electrical']).toContain(correctTradeWord('electricain'))
    expect(correctTradeWord('elektricker')).toBe('elektriker')
    expect(correctTradeWord('plombiere')).toBe('plombier')
  })
  it('leaves known words, prefixes, short words and unrelated words alone', () => {
    expect(correctTradeWord('plumber')).toBeNull()
    expect(correctTradeWord('plomb')).toBeNull()
    expect(correctTradeWord('abc')).toBeNull()
    expect(correctTradeWord('weber')).toBeNull()
  })
})

describe('the trades a query names', () => {
  it('reads a trade in the site’s languages and the assistant’s others, as typed', () => {
    for (const [q, trade] of [
      ['Elektriker', 'electrical'],
      ['électriciens', 'electrical'],
      ['eletricista', 'electrical'],
      ['canalizador', 'plumbing'],
      ['idraulico', 'plumbing'],
      ['Plombeier', 'plumbing'],
      ['pompe à chaleur', 'heating'],
      ['Dachdeckerei', 'roofing'],
      ['Fiduciaire', 'accounting'],
      ['elektr', 'electrical'],
      ['plombeir', 'plumbing'],
      ['electricain', 'electrical'],
    ] as const)
      expect(tradesNamedIn(q), q).toEqual({ categories: [trade], otherWords: [] })
  })
  it('keeps the other words: a name, or a service named by a compound', () => {
    expect(tradesNamedIn('Scholtes Chauffage')).toEqual({ categories: ['heating'], otherWords: ['scholtes'] })
    expect(tradesNamedIn('Badsanierung')).toEqual({
      categories: ['renovation'],
      otherWords: ['badsanierung'],
    })
  })
  it('names no trade for a business name, a service word, a place, or a word that only looks like a trade', () => {
    for (const q of ['Feller', 'Sicherungskasten', 'Wallbox', 'Luxembourg', 'chantier', 'Renov Kayser', ''])
      expect(tradesNamedIn(q), q).toBeNull()
  })
})
