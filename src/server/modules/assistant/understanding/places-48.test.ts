import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-eighth lessons on places: a move from the old home ("the rest of our things from the old flat in Larochette to
 * Esch") is placed where it starts; for a service done from an office, a supplier's or client's town abroad is theirs;
 * German "langen" (long) is no misspelt Lannen.
 */
describe('places, forty-eighth lessons', () => {
  it.each([
    [
      'Preciso de uma empresa de mudanças que leve o resto das coisas da casa antiga em Larochette para Esch-sur-Alzette.',
      'Larochette',
    ],
    [
      "Il me faut des déménageurs pour le reste des meubles de l'ancien appartement à Larochette, à emmener à Esch-sur-Alzette.",
      'Larochette',
    ],
    [
      'We need movers to take the rest of our things from the old flat in Larochette to Esch-sur-Alzette.',
      'Larochette',
    ],
    [
      'Il me faudrait un interprète allemand-français pour une visio de deux heures avec un fournisseur de Sarrebruck.',
      null,
    ],
    [
      'I need an interpreter for a one-hour video call with a supplier in Trier next week, German to English.',
      null,
    ],
    [
      'Uns wurde gesagt, der neue Putz brauche keine Grundierung. Jetzt geht die Farbe in langen Streifen ab, sobald man ein Bild abnimmt.',
      null,
    ],
    ['We live in Mersch and need someone to translate our contracts for a client in Trier.', 'Mersch'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
