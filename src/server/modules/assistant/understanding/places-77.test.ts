import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Seventy-seventh lessons on places: employed or working "in Luxemburg" is the country ("sie ist angestellt in
 * Luxemburg", "my wife works in Luxembourg"); a firm or a tradesperson "from Luxembourg", "du Luxembourg", "aus
 * Luxemburg" is one from the country; a town the customer drives to every day ("ich fahre jeden Tag nach Kirchberg")
 * is their way to work, so a house abroad stays the place. Someone coming every day is not a trip of theirs.
 */
describe('places, seventy-seventh lessons', () => {
  it.each([
    [
      'Wir sind frisch verheiratet, er arbeitet als Grenzgänger, sie ist angestellt in Luxemburg, und wir brauchen Hilfe bei der ersten gemeinsamen Steuererklärung.',
      null,
    ],
    [
      "Mon mari est frontalier, moi je suis salariée au Luxembourg, on cherche quelqu'un pour notre déclaration d'impôts commune.",
      null,
    ],
    ["I'm employed in Luxembourg and my wife works in Trier; who can do our joint tax return?", null],
    [
      'Sou empregada no Luxemburgo e o meu marido é fronteiriço, precisamos de ajuda com a declaração de impostos conjunta.',
      null,
    ],
    [
      "We just bought a house in Arlon and don't know who still has keys. Happy to use a locksmith from Luxembourg, I drive to Kirchberg every day anyway.",
      'abroad',
    ],
    [
      "On vient d'acheter une maison à Arlon et on ne sait pas qui a encore des clés. Une entreprise du Luxembourg nous va très bien, je travaille au Kirchberg.",
      'abroad',
    ],
    [
      'Wir haben gerade ein Haus in Arlon gekauft und wissen nicht, wer noch Schlüssel hat. Eine Firma aus Luxemburg wäre uns recht, ich fahre sowieso jeden Tag nach Kirchberg.',
      'abroad',
    ],
    [
      "We just moved into a flat on Kirchberg and don't know who still has keys; the cylinders should be changed.",
      'Luxembourg',
    ],
    ["We just bought a house in Arlon and don't know who still has keys.", 'abroad'],
    [
      "We just bought a house in Arlon and don't know who still has keys. I drive to Kirchberg every day anyway.",
      'abroad',
    ],
    [
      "We just bought a house in Arlon and don't know who still has keys. Happy to use a company from Luxembourg.",
      'abroad',
    ],
    [
      "On vient d'acheter une maison à Arlon et on ne sait pas qui a encore des clés. Je travaille au Kirchberg.",
      'abroad',
    ],
    [
      "On vient d'acheter une maison à Arlon et on ne sait pas qui a encore des clés. Une entreprise du Luxembourg nous va très bien.",
      'abroad',
    ],
    ['We need a cleaner to come to our house in Mersch every day for two weeks.', 'Mersch'],
    ['Wir brauchen jemanden, der jeden Tag nach Mersch kommt und putzt.', 'Mersch'],
    [
      'Wir haben ein Haus in Arlon gekauft, die Schlösser sollen getauscht werden; ich fahre jeden Tag nach Kirchberg.',
      'abroad',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
