import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Seventieth lessons on places: the capital's name in the German genitive after "innerhalb" ("innerhalb Luxemburgs")
 * and after "within" is the country, though "innerhalb von Luxemburg" may be told of the city; "the system of
 * Luxembourg" ("el sistema de Luxemburgo") is the country's way of doing things, not the city.
 */
describe('places, seventieth lessons', () => {
  it.each([
    ['Wir liefern unsere Torten innerhalb Luxemburgs aus und brauchen einen Onlineshop dafür.', null],
    ['We deliver our cakes within Luxembourg and need an online shop for it.', null],
    ['Büroumzug mit 6 Arbeitsplätzen innerhalb von Luxemburg', 'Luxembourg'],
    ['Busco un asesor fiscal que conozca bien el sistema de Luxemburgo para mi tienda.', null],
    ["I need an accountant who knows the system of Luxembourg for my small bakery's books.", null],
    ['Busco un fontanero en Luxemburgo para cambiar el grifo de la cocina.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
