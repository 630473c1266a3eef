import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixty-sixth lessons on places: a part of the country by its compass point ("in the north of Luxembourg", "am
 * Norden vu Lëtzebuerg") is no commune, while the city's centre is the city; a building site the customer works on
 * ("je bosse sur un chantier à Mamer", "arbeite auf einer Baustelle in Mersch") is their job's place, so the home
 * named beside it is where the work is; English "no longer" is no misspelt Lénger.
 */
describe('places, sixty-sixth lessons', () => {
  it.each([
    [
      'We run a small gym in the north of Luxembourg and want a website where members book classes and pay online.',
      null,
    ],
    [
      'Nous avons une crèche dans le sud du Luxembourg et voulons un site avec inscription en ligne pour les parents.',
      null,
    ],
    ['Mir hunn eng kleng Bäckerei am Norden vu Lëtzebuerg a wëllen en Internetsite mat Bestellungen.', null],
    ['Wir haben ein Hotel im Osten von Luxemburg und brauchen eine neue Webseite mit Zimmerbuchung.', null],
    ['Wir brauchen einen Maler für unsere Wohnung im Zentrum von Luxemburg.', 'Luxembourg'],
    [
      'Je vis à Arlon et je bosse sur un chantier à Mamer, chez moi le chauffe-eau fuit depuis hier.',
      'abroad',
    ],
    [
      'Ich wohne in Trier und arbeite auf einer Baustelle in Mersch; bei mir zuhause tropft der Wasserhahn in der Küche.',
      'abroad',
    ],
    [
      'I live in Longwy and work on a site in Hesperange; at home the kitchen sockets stopped working.',
      'abroad',
    ],
    ['We need an electrician to work on our building site in Mamer next month.', 'Mamer'],
    ['There is a dent in the fridge door and it no longer closes properly.', null],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
