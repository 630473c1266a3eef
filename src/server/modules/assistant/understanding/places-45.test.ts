import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-fifth lessons on places: Luxembourgish "Bridder" (brothers) is no misspelt Bridel; a village's club ("de
 * Basketclub vu Bous") names the village; a weekend house "over the Sûre in Germany" is abroad; a cross-border worker
 * who works "in Luxemburg" and a public tender "en Luxemburgo" name the country.
 */
describe('places, forty-fifth lessons', () => {
  it.each([
    ["Ech brauch en Affekot, meng Bridder wëllen d'Haus vun eiser Mamm verkafen ouni mech.", null],
    [
      "Mir sinn de Basketclub vu Bous a sichen e Fotograf fir d'Ekippefotoen vun alle Jugendekippen.",
      'Bous-Waldbredimus',
    ],
    [
      'Eist Weekendhaus steet zu Bollendorf, iwwert der Sauer an Däitschland, mir wëllen eng Holzterrass bauen.',
      'abroad',
    ],
    [
      'Ich bin Grenzgänger, wohne in Frankreich und arbeite in Luxemburg, wer macht meine Steuererklärung?',
      null,
    ],
    [
      'Somos una empresa de ingeniería de Sevilla y vamos a presentarnos a un concurso público en Luxemburgo, hay que traducir la oferta al francés.',
      null,
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: a club of forty people; a house bought in Strassen; living and working in the city.
  it.each([
    ['Mir sinn e Club vun 40 Leit a brauchen eng nei Websäit.', null],
    ['Wir haben ein Haus in Strassen gekauft und möchten die Schließzylinder tauschen.', 'Strassen'],
    ['We live in Luxembourg City and I work there too, who can do our tax return?', 'Luxembourg'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
