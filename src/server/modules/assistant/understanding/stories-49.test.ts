import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Forty-ninth lessons, from new development sentences: a pot on the hob ("la pentola sul fuoco", "la
 * olla en el fuego") that beeps and switches off is the hob's own fault, though the hob is not named.
 */
describe('stories, forty-ninth lessons', () => {
  it.each([
    [
      'appliance-repair',
      'Quando metto la pentola grande sul fuoco anteriore fa un bip e si spegne dopo un minuto. Mamer',
    ],
    ['appliance-repair', 'Cuando pongo la olla en el fuego de delante pita y se apaga al momento. Mamer'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
