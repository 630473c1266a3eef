import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-fifth lessons on places: a house's year ("une maison de 1930") is no postal code of the city;
 * taxes, a cross-border worker's return, a contract or a bank account "in Luxemburg" are the country's;
 * "Luxembourg firms" are the country's firms; where the customer travels to for a funeral or a wedding
 * is not where the work is; a short name written small and set apart by commas ("…, izeg, …") is a place.
 */
describe('places, thirty-fifth lessons', () => {
  it.each([
    [
      "Nous habitons à Esch-sur-Alzette mais nous venons d'acheter une maison de 1930 à Thionville, il faut tout refaire.",
      'abroad',
    ],
    ['Unser Haus in Vianden ist von 1925, das Dach muss neu gedeckt werden.', 'Vianden'],
    [
      'Mein Kollege meint, als Grenzgänger müsse man in Luxemburg keine Steuererklärung abgeben. Ich suche jemanden, der es prüft.',
      null,
    ],
    [
      'Ist ein in Luxemburg unterschriebener Mietvertrag auch in Frankreich gültig? Ich brauche eine Anwältin.',
      null,
    ],
    [
      'Wir haben ein Konto in Luxemburg geerbt und wissen nicht, wie die Erbschaft geregelt wird. Wir suchen einen Notar.',
      null,
    ],
    [
      'Can someone come to Arlon to repair our oven? I commute to Kirchberg every day so a Luxembourg firm is fine.',
      'abroad',
    ],
    [
      'Das Schloss der Haustür klemmt und wir müssen morgen zu einer Hochzeit nach Trier. Wir wohnen in Echternach.',
      'Echternach',
    ],
    ["brauch eng botzfirma fir d'fënsteren, izeg, virun chrëschtdag", 'Hesperange'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: the city named plainly, a holiday home abroad, a wedding to photograph where it is held.
  it.each([
    ['Ich brauche einen Klempner in Luxemburg, das Waschbecken ist verstopft.', 'Luxembourg'],
    ['Wohnung in Luxemburg-Bonnevoie, Steuer egal, der Abfluss ist verstopft.', 'Luxembourg'],
    [
      'Notre maison de vacances est à Bouillon, on habite à Steinfort. Il faudrait y tout nettoyer.',
      'abroad',
    ],
    ['Mir feieren eis Hochzäit zu Aansebuerg a sichen e Fotograf fir den Nomëtteg.', 'Helperknapp'],
    ['Envoyez-moi un devis, code postal 1930, Luxembourg.', 'Luxembourg'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
