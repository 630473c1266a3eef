import { describe, expect, it } from 'vitest'
import { readingOf } from './readings-for-tests'

/**
 * Needs told by their result more than by a trade's words (pictures of the rooms, a plug-in balcony kit,
 * a handover checklist), and a trade's work said not to be wanted. Development sentences.
 */

describe("pictures of a place, in the customer's words", () => {
  it.each([
    [
      "We're renting out our flat in Bonnevoie and need nice photos of each room for the listing, can someone come on Saturday?",
      'photography',
    ],
    [
      "Il nous faudrait de belles photos de la maison à Mamer pour l'annonce de vente, intérieur et jardin.",
      'photography',
    ],
    [
      "Mir brauche flott Fotoen vun eisem Restaurant zu Réimech fir d'Menükaart an den Internet.",
      'photography',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('a plug-in balcony kit is solar', () => {
  it.each([
    ['Lohnt sich ein Balkonkraftwerk auf unserem Südbalkon in Mersch?', 'solar'],
    ['Is a plug-in balcony solar kit worth it for our flat in Howald?', 'solar'],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('a place of business to lay out', () => {
  it.each([
    [
      'Vamos abrir um café em Differdange e queremos que alguém planeie o espaço: balcão, mesas, cores e luz.',
      'interior-design',
    ],
    [
      "We're opening a small shop in Ettelbruck and need someone to plan the layout, colours and lighting before the works start.",
      'interior-design',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('a handover told by its checklist', () => {
  it.each([
    [
      "We hand back the keys of our rented flat in Strassen on Friday and the agency's checklist says oven, windows, bathroom limescale and cupboards must be spotless.",
      'cleaning',
    ],
    [
      "On rend les clés de l'appartement à Bertrange vendredi, l'agence veut le four, les vitres et le calcaire de la salle de bain impeccables.",
      'cleaning',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('someone of a trade who cannot work here, or whose trade is not the one', () => {
  it.each([
    [
      'Mein Schwager ist Elektriker, arbeitet aber nur in Deutschland; er sagt, unser Sicherungskasten in Bettemburg ist zu alt und muss raus.',
      'electrical',
    ],
    [
      'O meu marido é carpinteiro mas canos não é com ele; a torneira da cozinha pinga, moramos em Wiltz.',
      'plumbing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe("a business's documents in another language", () => {
  it.each([
    [
      'Unsere Firma braucht die Bedienungsanleitungen auf Französisch, etwa 30 Seiten mit vielen Fachbegriffen.',
      'translation',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('the work said not to be wanted is not the trade', () => {
  it.each([
    'Procuro alguém para fazer companhia à minha mãe à tarde em Mersch, não é para limpar.',
    "Je cherche quelqu'un pour tenir compagnie à mon père l'après-midi à Dudelange, pas pour le ménage.",
  ])('%s → no trade', (text) => {
    const understood = readingOf(text)
    expect(understood.category).toBeNull()
    expect(understood.categoryCandidates).not.toContain('cleaning')
  })
})
