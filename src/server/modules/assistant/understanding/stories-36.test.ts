import { describe, expect, it } from 'vitest'
import { explainCategory } from './category'
import { EVERYDAY_WORDS } from './language'
import { tradeOf } from './readings-for-tests'
import { tokenize } from './text'

/**
 * Thirty-sixth lessons, from new development sentences: a French "four" (oven) is an appliance, and an
 * oven or hob that no longer heats is the appliance repairer's, not the heating engineer's; a floor that
 * stays cold while the heating circuits are open is underfloor heating's; a document of so many pages
 * wanted in named languages is a translation though the word is never said; a group picture and new
 * shots of a place are a photographer's; German words ending in "-ants" ("Restaurants") hold no ants.
 */
describe('stories, thirty-sixth lessons', () => {
  it.each([
    ['Mon four ne chauffe plus du tout depuis hier, on habite à Mamer.', 'appliance-repair'],
    [
      "Notre four encastré reste froid, la lumière s'allume mais il ne chauffe pas, on est à Dudelange.",
      'appliance-repair',
    ],
    ["The oven doesn't heat up anymore, the fan runs though, we're in Hesperange.", 'appliance-repair'],
    // The house's heating that no longer heats stays the heating engineer's, an oven beside it or not.
    [
      'On a quatre fours à pizza au restaurant à Esch et le chauffage de la salle ne chauffe plus.',
      'heating',
    ],
    [
      'Im Kinderzimmer bleibt der Boden eiskalt, obwohl am Verteiler im Keller alle Kreise offen sind. Wir wohnen in Mamer.',
      'heating',
    ],
    [
      'Dans la salle de bain le sol reste froid alors que toutes les boucles sont ouvertes sur le collecteur, maison à Bertrange.',
      'heating',
    ],
    [
      'The kitchen floor is cold every morning although the manifold shows all loops open, we live in Strassen.',
      'heating',
    ],
    // Cold tiles and a tripping circuit breaker: the electrician's.
    [
      'Depuis hier le carrelage de la cuisine est froid et le disjoncteur du circuit des prises saute, à Mamer.',
      'electrical',
    ],
    [
      "Our club's safety rules, about ten pages, need to be available in French and Portuguese for the new members.",
      'translation',
    ],
    ['Il regolamento del condominio è in tedesco, ci servirebbe in italiano, sono 6 pagine.', 'translation'],
    // A website of so many pages in two languages stays a website.
    [
      'Wir brauchen eine neue Webseite auf Deutsch und Französisch mit fünf Seiten für unsere Bäckerei.',
      'web-development',
    ],
    [
      'Für unsere Chorchronik brauchen wir ein Gruppenbild mit allen Sängern, am besten nach der Probe in Mersch.',
      'photography',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })

  it('reads no ants in a German restaurant', () => {
    const text =
      'Die Speisekarte unseres Restaurants soll es auch auf Englisch und Italienisch geben, zwei Seiten.'
    const found = explainCategory(tokenize(text), 'de', EVERYDAY_WORDS).map(({ category }) => category)
    expect(found).not.toContain('pest-control')
    expect(
      explainCategory(tokenize('We have ants all over the kitchen.'), 'en', EVERYDAY_WORDS),
    ).toContainEqual(expect.objectContaining({ category: 'pest-control' }))
  })
})
