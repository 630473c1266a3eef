import { describe, expect, it } from 'vitest'
import { rulesTradeOf, tradeOf } from './readings-for-tests'

/**
 * Fifty-seventh lessons, from new development sentences: a robot mower and its boundary wire are the
 * gardener's; an oven door's glass is the appliance's, not the windows'; woodlice are pests; moths or
 * larvae in flour or oats are pantry moths; lights to fit where only wires hang are the electrician's;
 * changing rooms and showers cleaned every Monday, and a hall left spotless after a party, are cleaning;
 * all the works at once, kitchen and bathroom, are one renovation; a wider door with a level shower is
 * a home adapted; a floor icy cold with the underfloor heating's manifold ("Verdeeler") open is heating.
 */
describe('stories, fifty-seventh lessons', () => {
  it.each([
    [
      'gardening',
      'On aimerait faire installer une tondeuse robot avec son fil périphérique autour de la pelouse.',
    ],
    ['gardening', 'Can someone set up a robotic mower and lay the boundary wire around our lawn?'],
    ['appliance-repair', "La vitre de la porte du four s'est fissurée, il faut la changer."],
    ['appliance-repair', 'Die innere Scheibe der Backofentür ist gesprungen, wer kann die ersetzen?'],
    ['pest-control', 'Im Keller laufen überall Asseln herum, besonders unter den Kartons.'],
    ['pest-control', "Il y a des cloportes partout dans la buanderie depuis l'automne."],
    ['pest-control', 'Des petits papillons sortent du placard, et il y a des larves dans la farine.'],
    ['pest-control', 'In der Speisekammer fliegen Motten und in den Haferflocken sind Larven.'],
    [
      'electrical',
      'We moved into a new flat and there are only wires hanging from the ceilings, we need the lights fitted.',
    ],
    [
      'electrical',
      'Im Neubau hängen nur Kabel aus der Decke, wir brauchen jemanden, der die Lampen anschließt.',
    ],
    ['cleaning', "Mir sichen eng Firma déi all Méindeg d'Vestiairen an d'Duschen vum Club propper mécht."],
    ['cleaning', 'Depois da festa precisamos de alguém para deixar a sala e as casas de banho impecáveis.'],
    ['renovation', 'Vale a pena fazer as obras todas de uma vez, cozinha, casa de banho e janelas?'],
    [
      'renovation',
      'Bisogna rifare il bagno con una doccia a filo pavimento e una porta più larga per mio padre.',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: the windows cleaned with the oven at the end of a lease, a router's blinking lights, an oven's socket.
  it.each([
    [
      'cleaning',
      "On rend l'appartement le 31 : le four est sale, les vitres aussi, il faut un nettoyage complet avant l'état des lieux.",
    ],
    [
      'it-support',
      "D'Luuchten um Router blénken, mee et gëtt keen Internet um Laptop. Kann een dat installéieren?",
    ],
    ['electrical', 'Le four est branché mais la prise ne marche plus.'],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  it.each([
    ['gardening', 'Wir hätten gern einen Mähroboter mit Begrenzungskabel für den Garten.'],
    ['appliance-repair', 'The glass on the oven door shattered while we were baking.'],
    ['pest-control', 'Há bichos-de-conta na cave e agora também na casa de banho.'],
    ['pest-control', 'Ci sono delle tarme nella dispensa e larve nella farina.'],
    ['electrical', "Il faut poser les plafonniers, il n'y a que des fils qui pendent."],
    ['cleaning', 'We need someone to clean the changing rooms and showers of the club every Monday.'],
    ['heating', 'De Buedem an der Kichen ass iskal, um Verdeeler am Keller sinn all Kreesleef op.'],
  ])('the rules read %s: %s', (category, text) => {
    expect(rulesTradeOf(text)).toBe(category)
  })
})
