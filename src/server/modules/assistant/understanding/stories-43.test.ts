import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { tradeOf } from './readings-for-tests'
import { understand } from './understand'

const gazetteer = loadGazetteer()

/**
 * Forty-third lessons, from new development sentences: electric bicycles in the plural ("vélos
 * électriques", "bicicletas eléctricas", "biciclette") are vehicles whose repair is a mechanic's, out of
 * scope; a socket to charge them is still the electrician's.
 */
describe('stories, forty-third lessons', () => {
  it.each([
    'Necesito alguien que repare las bicicletas eléctricas de mi empresa, la batería no carga',
    'Il faut réparer nos vélos électriques, les freins ne marchent plus, Esch',
    'La mia bicicletta elettrica non si accende più, qualcuno la ripara a Mamer?',
  ])('a mechanic’s job: %s', (text) => {
    const result = understand(text, gazetteer)
    expect(result.category).toBeNull()
    expect(result.outOfScope).toBe('vehicle-repair')
  })

  it('a socket to charge them is the electrician’s', () => {
    const text = 'Serve un elettricista per una presa per caricare le biciclette elettriche in garage a Mamer'
    expect(tradeOf(text)).toBe('electrical')
  })
})
