import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fifty-fifth lessons, from new development sentences for patterns of a written development set
 * (`dev-written-c.json`): doors widened with the bath or shower redone are a home adapted, one
 * renovation; a weight carried ("spostare … 250 kg", "erof dréit") is a move; a lighting plan, which
 * lamps and where, is the interior designer's; "an interpreter" asked for is translation though the
 * notary is named, and someone who translates is asked for though the interpreter who was coming fell ill.
 */
describe('stories, fifty-fifth lessons', () => {
  it.each([
    [
      'renovation',
      "Pour que mon père puisse rester chez lui, il faudrait remplacer la baignoire par une douche à l'italienne et élargir les portes pour le déambulateur",
    ],
    [
      'renovation',
      'A casa dos meus pais precisa de portas mais largas e de um duche sem degrau em vez da banheira, o meu pai anda de cadeira de rodas',
    ],
    [
      'renovation',
      'Bisogna allargare le porte e togliere la vasca per una doccia a filo pavimento, mia madre usa il deambulatore',
    ],
    [
      'renovation',
      'We need the doors widened and the bath swapped for a walk-in shower so my mum can stay at home',
    ],
    [
      'moving',
      'dobbiamo spostare un frigorifero industriale da 250 kg nel nuovo locale in fondo alla strada',
    ],
    ['moving', 'ech brauch een deen e Schaf vu 150 kilo an de Keller erof dréit'],
    ['interior-design', 'Suche jemanden für eine Lichtplanung in unserem Wohnzimmer, welche Lampen wohin'],
    ['interior-design', 'quiero que alguien diseñe la iluminación del comedor, qué lámparas y dónde'],
    ['interior-design', "on voudrait un plan d'éclairage pour le salon, quelles lampes et où les mettre"],
    ['translation', 'Preciso de um intérprete que venha comigo ao notário na quinta-feira'],
    ['translation', 'Necesito un intérprete para ir al notario a firmar la compra del piso'],
    ['translation', 'Ich brauche einen Dolmetscher für den Termin beim Notar'],
    [
      'translation',
      'La intérprete que iba a venir conmigo al notario está enferma, necesito a alguien que traduzca del español al francés el martes',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
