import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-fourth lessons, from new development sentences: a club's teams photographed for its calendar, the
 * photographer's; winter tyres to change and store, no trade LuxPro lists (a wallbox for an electric car stays the
 * electrician's); a formal notice in one language wanted "in a French version", the translator's (a software's French
 * version that won't start stays IT support); a room to sort out whole, walls, wiring and pipes "in the right order",
 * a renovation; a water softener, the plumber's; recessed spots with a dimmer ("Einbaustrahler", "focos empotrados"),
 * the electrician's. Crumbling shower grout, a front door to replace in oak or aluminium and (in French) an association's
 * statutes to check already read right in these words.
 */
describe('stories, eighty-fourth lessons', () => {
  it.each([
    [
      'photography',
      'Mir sinn e Basketclub zu Mamer a brauche fir de Clubkalenner schéi Biller vun eisen Equippen an der Dress, an e kuerze Clip fir Facebook.',
    ],
    [
      'photography',
      'Pour le calendrier du club, nous voudrions de belles photos de nos équipes de jeunes en maillot, et un petit clip pour Facebook. Club de foot à Mersch.',
    ],
    [
      null,
      'I need someone to swap the winter tyres on my electric car and store the summer ones. Do you do that?',
    ],
    [
      'tiling',
      "Les joints du carrelage de la douche s'effritent et se creusent, quelqu'un peut les refaire ? Appartement à Mamer.",
    ],
    [
      'tiling',
      'The grout between the shower tiles is crumbling away, can someone redo it? Flat in Strassen.',
    ],
    [
      'translation',
      "Notre entreprise a reçu une mise en demeure entièrement en néerlandais, 4 pages, et notre avocat veut une version française d'ici vendredi.",
    ],
    [
      'translation',
      'We received a formal notice written entirely in Polish and our insurer wants a French version by Monday. Can someone translate it?',
    ],
    [
      'translation',
      'Wir haben ein Mahnschreiben komplett auf Polnisch bekommen, unsere Versicherung braucht eine deutsche Fassung bis Montag.',
    ],
    [
      'renovation',
      'Once the old kitchen came out we found crumbling plaster, old wiring and a lead pipe behind the wall. We need someone to sort out the whole room: walls, electrics, pipes and tiles, in the right order. House in Mersch.',
    ],
    [
      'renovation',
      "Derrière l'ancienne cuisine il y avait du plâtre pourri, une vieille électricité et un tuyau en plomb. Il faut quelqu'un qui reprenne toute la pièce : murs, électricité, plomberie et carrelage. Maison à Mamer.",
    ],
    [
      'legal',
      'Notre association (asbl) veut modifier ses statuts pour permettre le vote en ligne, un membre fondateur menace de contester. Qui peut vérifier nos statuts ?',
    ],
    [
      'carpentry',
      'Our front door is 40 years old and lets in a terrible draught; should we replace it with solid oak or aluminium? House in Mamer.',
    ],
    [
      'carpentry',
      "Notre porte d'entrée a 40 ans et laisse passer l'air, vaut-il mieux la remplacer par du chêne massif ou de l'aluminium ? Maison à Bertrange.",
    ],
    [
      'plumbing',
      'Queremos instalar un descalcificador a la entrada del agua, la cal nos destroza los grifos. Casa en Mamer.',
    ],
    [
      'plumbing',
      "Nous voulons faire installer un adoucisseur d'eau à l'arrivée d'eau de la maison, le calcaire abîme tout. Maison à Strassen.",
    ],
    [
      'plumbing',
      "We'd like a water softener fitted where the water comes into the house, the limescale is ruining the taps. House in Mersch.",
    ],
    [
      'electrical',
      'Quiero poner 6 focos empotrados en el techo del salón con un regulador de intensidad, piso en Strassen.',
    ],
    [
      'electrical',
      'Je voudrais 6 spots encastrés au plafond du salon avec un variateur, appartement à Mamer.',
    ],
    ['electrical', 'Wir möchten 6 Einbaustrahler mit Dimmer in die Decke im Wohnzimmer, Wohnung in Mersch.'],
    ['electrical', 'Mir brauchen eng Wallbox fir eisen Elektroauto an der Garage, Haus zu Mamer.'],
    [
      'it-support',
      "The French version of our accounting software won't start since the update, error 0x80070005. Office in Strassen.",
    ],
    ['photography', 'Nous cherchons un photographe pour le mariage de notre fille en juin à Mondorf.'],
    [
      null,
      'Ich suche jemanden, der die Winterreifen an unserem Auto wechselt und die Sommerreifen einlagert.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
