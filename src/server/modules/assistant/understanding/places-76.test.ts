import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Seventy-sixth lessons on places: "Perl" is the German village across the Moselle, though it is also Perlé's German
 * name, so a move from Perl ends at the town here it goes to; one that leaves from a town here still starts there.
 */
describe('places, seventy-sixth lessons', () => {
  it.each([
    [
      'Wir ziehen im März von Perl nach Remich und brauchen eine Umzugsfirma für eine Dreizimmerwohnung.',
      'Remich',
    ],
    ['Umzug von Perl nach Remich Ende Januar, 3 Zimmer, 2. Stock ohne Aufzug.', 'Remich'],
    ['On déménage de Perl à Remich en février, appartement de 70 m².', 'Remich'],
    ["Mir plënneren vu Perl op Réimech, brauche Hëllef fir d'Miwwelen.", 'Remich'],
    ['Déménagement de Perl vers Remich le 15 mars, un 3 pièces au premier étage.', 'Remich'],
    ['Trasloco da Perl a Remich a fine marzo, tre stanze.', 'Remich'],
    ['Mudança de Perl para Remich em abril, apartamento T2.', 'Remich'],
    ['Moving from Perl to Mondorf in May, a two-bed flat on the second floor.', 'Mondorf-les-Bains'],
    ['Wir wohnen in Perl und brauchen jemanden für unsere Steuererklärung in Luxemburg.', 'abroad'],
    ['Mir plënneren vu Bartreng op Gréiwemaacher, brauche Hëllef fir de Piano.', 'Bertrange'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
