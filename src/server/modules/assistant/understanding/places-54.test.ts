import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-fourth lessons on places: a firm "from" Luxembourg where country and city share the name ("una empresa de
 * Luxemburgo", "eine Firma aus Luxemburg", "a company from Luxembourg") is where the firm is from, the country, so a
 * place abroad told with it stays the job's; in French, "une entreprise de Luxembourg" (no article) is the city's.
 */
describe('places, fifty-fourth lessons', () => {
  it.each([
    [
      'Tengo un restaurante en Nittel, justo al otro lado del Mosela, y busco una empresa de Luxemburgo que me haga la página web con reservas.',
      'abroad',
    ],
    ['Busco una empresa de Luxemburgo que me haga una tienda online, somos una marca pequeña.', null],
    ['Wir haben ein Café in Nittel und suchen eine Firma aus Luxemburg für die neue Website.', 'abroad'],
    ['We run a small hotel in Nennig and want a company from Luxembourg to redo our booking site.', 'abroad'],
    ['Busco una empresa de limpieza en Luxemburgo ciudad para las oficinas, unos 200 m2.', 'Luxembourg'],
    [
      'Je cherche une entreprise de Luxembourg pour changer le chauffe-eau, on habite au Limpertsberg.',
      'Luxembourg',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
