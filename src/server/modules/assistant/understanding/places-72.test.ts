import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Seventy-second lessons on places: the capital's name in a clause that repeats one with a country ("ich arbeite in
 * Belgien und mein Mann in Luxemburg"), listed with the Greater Region, or after a product's launch ("before
 * launching in Luxembourg") is the country; a name here told to be "on the French side" is that country's
 * namesake, so the place is the other one named; a contract's "clause" is no misspelt Clausen.
 */
describe('places, seventy-second lessons', () => {
  it.each([
    [
      'Wir suchen Hilfe bei der ersten gemeinsamen Steuererklärung, ich arbeite in Belgien und mein Mann in Luxemburg.',
      null,
    ],
    ['I work in France and my wife in Luxembourg; who can do our joint tax return?', null],
    ['We need our app screens in French and German before launching in Luxembourg, about 5,000 words.', null],
    ['Is a non-compete covering Luxembourg or the Greater Region for two years enforceable?', null],
    ['Une clause de non-concurrence pour le Luxembourg et la Grande Région, est-ce valable ?', null],
    ['My lease has a clause about repainting when I leave; is it valid?', null],
    [
      'Nous habitons Rédange, côté français, et avons hérité d’un appartement à Dudelange. Combien pour le remettre en état ?',
      'Dudelange',
    ],
    [
      'We live in Rédange on the French side and inherited a 1960s flat in Esch. What would it cost to make it liveable?',
      'Esch-sur-Alzette',
    ],
    // Without the other side, the village here stays.
    ['We live in Rédange and the boiler has stopped; can someone come tomorrow?', 'Redange'],
    // Working in the city with the country only in the first clause stays the city.
    ['Ich wohne in Deutschland und suche einen Maler für unser Büro in Luxemburg-Stadt.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
