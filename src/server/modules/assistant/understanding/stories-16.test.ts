import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * The material the customer already has, the colour wanted for the walls, money paid ahead and wanted
 * back, a table booked on the internet. Development sentences.
 */

describe('what the customer already has is the material, not the tradesperson asked for', () => {
  it.each([
    ['Maler gesucht für drei Zimmer in Remich, die Farbe haben wir schon.', 'painting'],
    ['Gärtner gesucht für eine Hecke in Bissen, eine Leiter haben wir schon.', 'gardening'],
    ['Elektriker gesucht für zwei Lampen im Flur in Mertert, die Lampen haben wir bereits.', 'electrical'],
    ["Plättler gesicht fir d'Kichen zu Stroossen, d'Plättercher hu mir schonn.", 'tiling'],
    ['Painter wanted for two bedrooms in Mamer, we already have the paint.', 'painting'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    [
      'Elektriker haben wir schon, wir suchen nur noch jemanden für die Fliesen im Bad in Diekirch.',
      'tiling',
    ],
  ])('the tradesperson they have is still set aside: %s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a colour wanted for the walls is the painter’s', () => {
  it.each([
    [
      "Les murs de mon cabinet sont ternes et tachés. J'aimerais un blanc cassé partout et un mur bleu canard derrière le bureau, à Hesperange.",
      'painting',
    ],
    [
      "The walls in our café look tired and scuffed. We'd like a soft off-white and one dark green feature wall, in Wiltz.",
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('money paid ahead to someone gone, and wanted back, is a claim for a lawyer', () => {
  it.each([
    [
      'Pagué 5.000 € de anticipo a un albañil para la terraza, no ha vuelto y no coge el teléfono. ¿Cómo puedo recuperar mi dinero?',
      'legal',
    ],
    [
      'On a versé un acompte de 4 000 € à une entreprise pour la cuisine, elle ne répond plus. Comment récupérer notre argent ?',
      'legal',
    ],
    [
      "Abbiamo pagato un anticipo di 3.000 euro a un'impresa per il tetto e sono spariti. Come possiamo riavere i soldi?",
      'legal',
    ],
    [
      'Paguei um sinal de 2.500 € a um pedreiro para o muro e ele nunca mais apareceu. Como recupero o meu dinheiro?',
      'legal',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a table booked on the internet is a booking page', () => {
  it.each([
    [
      'Nous avons un restaurant à Vianden et voulons que les clients puissent réserver une table en ligne.',
      'web-development',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
