import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Ninety-eighth lessons, from new development sentences: a Luxembourgish "Kandel" is a gutter; the interior designer
 * asked for by name with a plan to make is theirs, though the home is a developer's still to hand over; a stone wall in
 * Italian ("i muri") with damp and salts is the mason's, and damaged painted walls stay the painter's; slates or tiles
 * beside a chimney are the roofer's, a crumbling chimney alone the mason's; a page where pupils or patients book their
 * lessons or appointments is the web developer's, though the customer says they know nothing about computers (which
 * is about them, not the request); furniture to make fit in a small room is the interior designer's.
 */
describe('stories, ninety-eighth lessons', () => {
  it.each([
    ['roofing', "D'Kandel iwwer der Terrass ass lass an hänkt erof, kann een déi nei fixéieren?"],
    ['roofing', 'Nom Stuerm ass eis Kandel um Gaardenhaischen erofgefall.'],
    [
      'interior-design',
      "On a acheté une maison sur plan à Bertrange, remise des clés en mai. Le promoteur nous laisse encore choisir où mettre les cloisons de l'étage. Est-ce qu'un architecte d'intérieur peut intervenir maintenant, et combien ça coûte ? On voudrait un plan d'aménagement et des idées d'éclairage.",
    ],
    [
      'masonry',
      "Il negozio che abbiamo preso in affitto a Dudelange ha i muri bagnati in basso: l'umidità sale dal pavimento, l'intonaco cade a pezzetti e compaiono efflorescenze bianche. Il proprietario ha fatto dipingere a settembre.",
    ],
    ['roofing', 'Am Schornstein bröckelt oben der Kopf und daneben sind Schindeln locker.'],
    ['masonry', 'The chimney stack is crumbling, bricks are coming loose at the top.'],
    [
      'web-development',
      'Mi hija da clases particulares de matemáticas y quiere una web sencilla donde los alumnos vean las tarifas y reserven una hora. No sabemos nada de informática.',
    ],
    [
      'web-development',
      'Soy fisioterapeuta y llevo las citas con una libreta y llamadas. Me han dicho que con una web los pacientes podrían ver los huecos libres y apuntarse solos. ¿Es caro? Con los ordenadores soy un desastre.',
    ],
    [
      'web-development',
      'Sou professora de piano e gostaria de um site simples com o horário e a possibilidade de marcar aulas.',
    ],
    [
      'web-development',
      'Ich kenne mich mit Computern gar nicht aus, aber für meine Tanzschule hätte ich gern eine Seite, auf der man Kurse buchen kann.',
    ],
    // Knowing nothing about computers beside a computer's trouble is still the IT technician's.
    ['it-support', 'No sé nada de informática y mi portátil ya no arranca, ¿alguien puede venir a mirarlo?'],
    ['it-support', "I'm hopeless with computers and the printer won't connect to the wifi any more."],
    [
      'web-development',
      "Ech kenne mech net mat Computeren aus, mee fir meng Danzschoul hätt ech gär eng Säit, wou d'Leit Coursen reservéiere kënnen.",
    ],
    [
      'interior-design',
      'Im Gästezimmer sollen ein Schlafsofa, ein Schreibtisch und Regale unterkommen. Wie bringen wir das alles unter, ohne dass es eng wird?',
    ],
    [
      'interior-design',
      'Comment faire tenir un lit, un bureau et une armoire dans une chambre de 8 m² pour notre fils ? On voudrait un plan.',
    ],
    [
      'interior-design',
      'Não sei como fazer caber uma cama, uma escrivaninha e um roupeiro no quarto pequeno da minha filha.',
    ],
    ['moving', 'Das Bett passt nicht durch das Treppenhaus, wir brauchen Umzugshelfer mit Erfahrung.'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
