import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Someone of a trade who went back home or cannot come, a mark left once a leak is repaired, a water
 * softener, trees to fell, stains on a sofa, everyday words that are no misspelt trade words ("terminar",
 * "cadeiras"). Development sentences.
 */

describe('a tradesperson who went back home or cannot come is asked for again', () => {
  it.each([
    [
      'El fontanero que empezó la obra se volvió a su país y dejó el baño sin terminar, vivimos en Mamer.',
      'plumbing',
    ],
    [
      'Le peintre qui a commencé le salon est reparti en Pologne, il reste deux murs à faire, à Bertrange.',
      'painting',
    ],
    [
      'Der Fliesenleger ist mitten in der Arbeit nach Polen zurückgegangen, die Dusche ist halb fertig, Haus in Mersch.',
      'tiling',
    ],
    ["Eise Schräiner ass zréck an d'Belsch gaangen an d'Trap ass nach net fäerdeg, zu Miersch.", 'carpentry'],
    [
      'Mi cuñado, que es electricista, no puede venir por la salud; hay que cambiar los enchufes de la cocina en Strassen.',
      'electrical',
    ],
    [
      "Le serrurier qui a posé la porte blindée l'an dernier ne répond plus au téléphone et la clé tourne dans le vide, à Kayl.",
      'locksmith',
    ],
    [
      "Mamm ass 86 an d'Fra déi bei hir gebotzt huet ass zréck a Portugal; et geet ëm d'Buedzëmmer an d'Kichen, zu Réiden.",
      'cleaning',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a mark left once the leak is repaired, walls to make white again', () => {
  it.each([
    [
      'The previous tenant smoked and the walls and ceilings are yellow, we need them bright white again before we rent the flat out in Mersch.',
      'painting',
    ],
    [
      'Der Wasserschaden vom Nachbarn oben ist repariert, aber an unserer Decke ist ein großer gelber Fleck geblieben, in Bettemburg.',
      'painting',
    ],
    [
      "Il faut repeindre la cage d'escalier de notre copropriété à Esch-sur-Alzette et les rambardes rouillées.",
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('things of a trade said in its own everyday words', () => {
  it.each([
    ['Unser Wasserenthärter im Keller zieht kein Salz mehr, Haus in Junglinster.', 'plumbing'],
    ['Zwei Birken im Garten müssen gefällt werden, Haus in Lintgen.', 'gardening'],
    [
      'Das Tablet meiner Eltern verbindet sich nicht mit dem WLAN und der Router blinkt rot, sie wohnen in Echternach.',
      'it-support',
    ],
    [
      'Há manchas de vinho no sofá de tecido e nas cadeiras da sala, alguém trata disso em casa? Moramos em Esch-sur-Alzette.',
      'cleaning',
    ],
    ['El viento arrancó varias tejas del tejado y entra agua en el desván, vivimos en Bertrange.', 'roofing'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
