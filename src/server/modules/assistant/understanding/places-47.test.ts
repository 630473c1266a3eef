import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-seventh lessons on places: a village whose name is also a word, written with its own accents ("nous habitons
 * Perlé"), is the village; a town abroad followed by its region ("Hamm in Westfalen", Bavaria, Hesse, Alsace) is that
 * town, not the quarter of the same name here; the home of the customer's employee ("who lives in Belgium") is theirs,
 * not the customer's, for a service done from an office.
 */
describe('places, forty-seventh lessons', () => {
  it.each([
    ['Nous habitons Perlé et le salon est à repeindre.', 'Rambrouch'],
    ["Mir wunnen Perlé, d'Stuff muss nei gestrach ginn.", 'Rambrouch'],
    ['Umzug im Mai von Hamm in Westfalen nach Consdorf, 2 Zimmer.', 'Consdorf'],
    ['Déménagement de Hamm en Allemagne à Consdorf en juin.', 'Consdorf'],
    ['Umzug von Hamm nach Bonneweg im Mai.', 'Luxembourg'],
    [
      "We're a small design studio and just hired our first employee, who lives in Belgium. We need an accountant for payroll.",
      null,
    ],
    [
      'Nous sommes une petite agence et notre première salariée habite en France, il nous faut un comptable pour les salaires.',
      null,
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
