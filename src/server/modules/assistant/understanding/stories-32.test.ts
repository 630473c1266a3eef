import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Thirty-second lessons, from new development sentences: fine wood dust under beams with small holes
 * (woodworm: pest control), a door that drags or sticks (the joiner's, not the locksmith's), and a
 * flooded cellar's mud to clear and disinfect (cleaning), and Japanese knotweed to dig out (gardening).
 */
describe('stories, thirty-second lessons', () => {
  it.each([
    [
      'Unter dem Dachboden in Mamer rieselt feines Bohrmehl aus den Balken und das Holz hat lauter kleine Löcher.',
      'pest-control',
    ],
    [
      'Op eisem Späicher zu Useldeng fällt aus de Balke feine Holzmiel an am Holz sinn iwwerall kleng Lächer.',
      'pest-control',
    ],
    [
      "Sotto il letto antico a Wiltz c'è sempre una polvere di legno fine e la testiera è piena di buchetti.",
      'pest-control',
    ],
    [
      'Unsere Kellertür aus Eiche in Diekirch schleift am Boden und lässt sich kaum noch schließen.',
      'carpentry',
    ],
    [
      'The back door of our house in Bissen drags on the tiles since the winter and we have to lift it to close it.',
      'carpentry',
    ],
    [
      "Après l'inondation de la cave à Diekirch il reste de la boue partout et ça sent mauvais, on voudrait tout remettre propre et désinfecter.",
      'cleaning',
    ],
    [
      'Nach dem Hochwasser liegt in unserem Keller in Echternach überall Schlamm, alles muss gereinigt und desinfiziert werden.',
      'cleaning',
    ],
    [
      'Im Hang hinter unserem Haus in Clervaux wächst Staudenknöterich, wir werden ihn allein nicht los.',
      'gardening',
    ],
    [
      'La renouée du Japon envahit le talus derrière notre maison à Vianden, qui peut l’arracher ?',
      'gardening',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })
})
