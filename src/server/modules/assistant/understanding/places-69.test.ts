import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixty-ninth lessons on places: a town abroad written as it is ("Hettange-Grande") is no misspelt village here
 * ("Huttange"), even where it is not the work's place (a cross-border worker's home, for a service done from an
 * office); a cross-border worker's home abroad is where a plumber comes; a move from a town here to one abroad starts
 * here.
 */
describe('places, sixty-ninth lessons', () => {
  it.each([
    ["Je suis frontalière et je vis à Hettange-Grande ; chez moi l'imprimante ne marche plus.", null],
    ['Je suis frontalière, je vis à Hettange-Grande et mon chauffe-eau fuit depuis ce matin.', 'abroad'],
    [
      "Je bosse à Kirchberg mais j'habite à Thionville, et chez moi le wifi ne marche plus depuis que j'ai réinitialisé la box.",
      'abroad',
    ],
    ['Wir ziehen im August von Wiltz nach Bastogne, ein Haus mit vier Zimmern.', 'Wiltz'],
    [
      'Nous déménageons en juillet de Clervaux à Bastogne, une maison de quatre pièces avec garage.',
      'Clervaux',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
