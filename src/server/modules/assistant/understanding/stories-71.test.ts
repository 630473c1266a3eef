import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-first lessons, from new development sentences: a sofa or wardrobe that does not go through the stairwell or
 * the door is the movers'; Spanish "cambiar de piso" and Italian "cambiare casa" are moving house, and an office moved
 * elsewhere ("mudar o escritório", "spostare l'ufficio") too; packs of flour or rice found with holes were gnawed;
 * French "ça saute, il faut aller au compteur" with appliances run together is the breaker; Luxembourgish paint that
 * "bliedert of" is peeling; a "Nascht" of wasps is a nest.
 */
describe('stories, seventy-first lessons', () => {
  it.each([
    [
      'moving',
      'cambio de piso en febrero, son dos dormitorios y un sofá enorme que no pasa por la escalera, necesito ayuda con todo',
    ],
    [
      'moving',
      'a marzo cambiamo casa, dal secondo piano senza ascensore, abbiamo un divano enorme e tanti scatoloni',
    ],
    [
      'moving',
      "Our new sofa doesn't fit through the stairwell of the old building, we need people who can hoist it through the window",
    ],
    [
      'moving',
      'O roupeiro não passa pela porta do prédio novo, precisamos de ajuda para o levar ao terceiro andar',
    ],
    [
      'moving',
      'precisamos de mudar um escritório com 20 secretárias e os computadores para outro prédio no Kirchberg',
    ],
    ['moving', "Dobbiamo spostare l'ufficio al piano di sopra, dieci scrivanie, armadi e i server"],
    [
      'pest-control',
      "Ech fannen all Moien kleng schwaarz Kären an der Kichenschublad an d'Mielpak huet e Lach",
    ],
    [
      'pest-control',
      'Every morning the bag of rice in the cupboard has a new hole and there are little black droppings on the shelf',
    ],
    ['pest-control', 'Im Vorratsschrank sind die Nudeln und der Reis angeknabbert, was kann das sein?'],
    [
      'pest-control',
      "Ënnert der Dachrinn hänkt e grousse Wëspelenascht an d'Kanner trauen sech net méi an de Gaart",
    ],
    ['pest-control', 'Am Schapp hänkt e Nascht vu Wëspelen, kann een dat ewechmaachen?'],
    [
      'electrical',
      "quand j'allume le four et la machine à laver en même temps tout saute et il faut aller au compteur",
    ],
    ['electrical', 'Dès que la bouilloire et le micro-ondes marchent ensemble, le compteur saute'],
    [
      'painting',
      "moien eist Stéchenhaus huet eng Fassad déi ganz gro an dreckeg ass, an um Eck bei der Dachrinn bliederen d'Faarf of, mir wëllen dat fir de Summer frësch hunn",
    ],
    ['painting', "D'Faarf am Buedzëmmer bliedert vum Plafong of, bal all Dag falen Stécker an d'Bidden"],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    ['carpentry', 'quiero cambiar el piso de madera del salón por uno nuevo de roble'],
    ['carpentry', "The wardrobe door doesn't close any more and the hinge is hanging loose"],
    ['it-support', "Dobbiamo spostare il server dell'ufficio in un'altra stanza e rifare la rete"],
    [
      'painting',
      'Il y a des trous dans le mur du salon après avoir enlevé les cadres, il faut reboucher et repeindre',
    ],
    [
      'plumbing',
      "Le compteur d'eau tourne alors que tous les robinets sont fermés, il doit y avoir une fuite",
    ],
  ])('still %s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
