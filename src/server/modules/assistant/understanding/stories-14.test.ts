import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Needs told by their result: help at home a few hours a week, a tree to fell, walls yellow from
 * nicotine, a wood stove that smokes. Development sentences.
 */

describe('a few hours a week for floors, bathroom and kitchen is cleaning', () => {
  it.each([
    [
      "Meng Mamm ass 85 a packt et net méi eleng: dräi Stonnen d'Woch, Buedem, Buedzëmmer a Kichen, zu Ettelbréck.",
      'cleaning',
    ],
    [
      "Pour mon père à Mersch il faudrait quelqu'un trois heures par semaine pour les sols, la salle de bain et la cuisine.",
      'cleaning',
    ],
    [
      'For my mother in Strassen we need someone three hours a week for the floors, the bathroom and the kitchen.',
      'cleaning',
    ],
    [
      'Für meine Mutter in Remich suchen wir jemanden für drei Stunden pro Woche: Böden, Bad und Küche.',
      'cleaning',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("a tree to fell is the gardener's", () => {
  it.each([
    [
      'Il faudrait abattre un grand sapin qui penche vers la maison, à Bettembourg, et évacuer le bois.',
      'gardening',
    ],
    [
      'Eine alte Birke im Garten muss gefällt werden, sie hängt über das Dach des Nachbarn, Haus in Kayl.',
      'gardening',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('walls yellow from nicotine are repainted', () => {
  it.each([
    [
      'My father smoked in the flat for thirty years and the walls and ceilings are yellow with nicotine, flat in Diekirch.',
      'painting',
    ],
    [
      'Die Wände und Decken sind gelb vom Nikotin, der Vormieter hat jahrelang geraucht, Wohnung in Wiltz.',
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a wood stove is heating, not an appliance', () => {
  it.each([
    ['Our wood stove smokes into the living room every time we open the door, house in Clervaux.', 'heating'],
    ["Le poêle à bois refoule la fumée dans le salon dès qu'on ouvre la porte, maison à Wiltz.", 'heating'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
