import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-third lessons on places: a name here followed by "in" and a country abroad ("Hamm in Germany") is that
 * country's town; the capital's name in a list of countries with commas ("Luxembourg, Belgium and Germany")
 * names the country, so do "all over Luxembourg", "our Luxembourg entity", selling there and relocating there; a
 * village's church, school or garden ("la chiesa di Merl", "el jardín de Dahl") names the village.
 */
describe('places, forty-third lessons', () => {
  it.each([
    ['Our holiday flat is in Hamm in Germany, can someone clean it after each guest?', 'abroad'],
    ['Unser Ferienhaus steht in Ell in Belgien, das Dach ist undicht.', 'abroad'],
    ['We ship to Luxembourg, Belgium and Germany and want our web shop redone.', null],
    ['Wir liefern nach Luxemburg, Belgien und Frankreich und brauchen einen neuen Onlineshop.', null],
    ['Mir verschécken eis Produkter op Lëtzebuerg, Belsch an Frankräich a brauche eng nei Websäit.', null],
    ['Nous livrons en Belgique, en France, au Luxembourg et en Allemagne, il faut traduire le site.', null],
    ['Abbiamo un matrimonio nella chiesa di Merl a giugno e cerchiamo un fotografo.', 'Luxembourg'],
    ['Mariage à l’église de Merl en juin, on cherche un photographe.', 'Luxembourg'],
    ['We ship all over Luxembourg from our shop in Bertrange and need a new web shop.', 'Bertrange'],
    ['Our Luxembourg entity needs its annual accounts prepared, the parent company is in Ireland.', null],
    [
      'We want to start selling our olive oil in Luxembourg and need the labels translated into French and German.',
      null,
    ],
    ['Queremos vender nuestros quesos en Luxemburgo y necesitamos traducir las etiquetas al francés.', null],
    ['Wir möchten unseren Wein in Luxemburg verkaufen und brauchen die Etiketten auf Französisch.', null],
    [
      "I'm relocating to Luxembourg in May with a work permit, who can help me with the tax return for this year?",
      null,
    ],
    ['En el jardín de Dahl hay que cortar el seto y quitar las hojas, ¿quién puede venir?', 'Goesdorf'],
    ['No jardim de Dahl há uma árvore caída depois da tempestade.', 'Goesdorf'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: a move's far end abroad, a home here after a past one abroad, the city named as a city, a home sold in the
  // capital, a village across the river, a namesake abroad denied, the quarter alone.
  it.each([
    ['Wir ziehen von Bous nach Frankreich, wer macht sowas?', 'Bous-Waldbredimus'],
    [
      'We used to live in Hamm in Germany, now we rent a flat in Strassen and need a weekly cleaner.',
      'Strassen',
    ],
    ['We are relocating from Mamer to Luxembourg City next month and need movers.', 'Luxembourg'],
    ['I sell cakes in Luxembourg City from my kitchen in Bonnevoie and need a website.', 'Luxembourg'],
    ['We are selling our flat in Luxembourg and need an end of tenancy clean first.', 'Luxembourg'],
    ['Wir wollen unser Haus in Luxemburg verkaufen und brauchen vorher einen Maler.', 'Luxembourg'],
    [
      'Our cottage is in Ouren on the Belgian side of the river, facing Ouren here, can a roofer come over?',
      'abroad',
    ],
    ['Moramos em Hamm, não é Hamm na Alemanha, e precisamos de um canalizador para uma fuga.', 'Luxembourg'],
    ['Our flat in Hamm needs a deep clean before we hand back the keys.', 'Luxembourg'],
    ['Abbiamo un matrimonio a Merl a giugno e cerchiamo un fotografo.', 'Luxembourg'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
