import { describe, expect, it } from 'vitest'
import { explainCategory, explainContextRules } from './category'
import { EVERYDAY_WORDS } from './language'
import { readingOf } from './readings-for-tests'
import { tokenize } from './text'
import type { AssistantLanguage } from './types'

/**
 * One firm for the whole house instead of several (Luxembourgish "verschiddene Firmen", French "qu'une
 * seule entreprise prenne tout"), power sold to the grid and panels that pay for themselves (solar),
 * an invoice as a weak word of the books, and everyday words read as misspelt trade words
 * ("Versicherung", "servira", "seule", "maths"). Development sentences.
 */
const hits = (text: string, language: AssistantLanguage) =>
  explainCategory(tokenize(text), language, EVERYDAY_WORDS)

describe('one firm for everything', () => {
  it.each([
    [
      'Mir hunn en aalt Haus zu Diekirch kaaft a wëllen net mat 5 verschiddene Firmen schaffen, eng Firma fir alles wier ideal.',
    ],
    [
      "Pour la maison de mon père à Mersch, électricité, plomberie et sols, j'aimerais qu'une seule entreprise prenne tout en charge.",
    ],
  ])('%s → renovation', (text) => {
    expect(readingOf(text)).toMatchObject({ category: 'renovation', categoryStatus: 'clear' })
  })
})

describe('solar, told by what the panels do', () => {
  it('reads power fed into the grid as a word of solar', () => {
    expect(hits('wir wollen den Strom ins Netz einspeisen', 'de')).toContainEqual(
      expect.objectContaining({ category: 'solar', weight: 2 }),
    )
  })

  it('reads panels on a roof that pay for themselves as solar', () => {
    const rules = explainContextRules(
      tokenize('poner placas en el tejado, ¿en cuántos años se amortiza?'),
      'es',
    )
    expect(rules).toContainEqual(expect.objectContaining({ category: 'solar' }))
  })
})

describe('words that are not what they seem', () => {
  it('counts an invoice as a weak word of accounting: the water bill is in many a repair story', () => {
    const [invoice] = hits('la facture', 'fr')
    expect(invoice).toMatchObject({ category: 'accounting' })
    expect(invoice?.weight).toBeLessThan(1)
  })

  it.each([
    ['die Versicherung zahlt', 'de'],
    ['ça ne servira à rien', 'fr'],
    ['une seule fois', 'fr'],
    ['his maths teacher', 'en'],
  ] as const)('reads no trade in "%s"', (text, language) => {
    expect(hits(text, language)).toEqual([])
  })
})
