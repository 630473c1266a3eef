import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Thirty-third lessons, from new development sentences: a hall to hand back clean after a party
 * (cleaning, though "after the party" opens the sentence), woodlice in the cellar (pest control), a
 * water meter that turns with every tap closed (a hidden leak: plumbing, though the wet patch is in the
 * lawn), where the sofa and the table should go (interior design, not the shelves' joiner), kitchen,
 * bathroom and floors or wiring all to redo (renovation), and a cooker hood that is loud or no longer
 * draws (appliance repair).
 */
describe('stories, thirty-third lessons', () => {
  it.each([
    [
      'Nach unserem Vereinsfest muss der Saal in Mersch bis Sonntagmittag wieder sauber übergeben werden, Boden, Toiletten und Küche.',
      'cleaning',
    ],
    [
      'Dopo la festa di carnevale la sala parrocchiale a Dudelange va riconsegnata pulita: pavimenti, bagni e cucina.',
      'cleaning',
    ],
    [
      'Après notre soirée, la salle des fêtes de Mondorf doit être rendue propre le lendemain matin, sols, sanitaires et cuisine.',
      'cleaning',
    ],
    ['Mir mussen de Sall zu Mamer nom Fest erëm propper ofginn, Buedem, Toiletten a Kichen.', 'cleaning'],
    ['Im Keller in Junglinster wimmelt es von Asseln, sie kommen schon bis ins Wohnzimmer.', 'pest-control'],
    ['Notre cave à Steinsel est pleine de cloportes qui montent jusque dans le salon.', 'pest-control'],
    [
      'Der Wasserzähler läuft weiter, obwohl alles zu ist, und im Rasen bleibt eine nasse Stelle, in Sandweiler.',
      'plumbing',
    ],
    [
      'Unser Wohnzimmer in Mamer ist lang und schmal, wir wissen nicht, wo Sofa, Esstisch und Regale hin sollen.',
      'interior-design',
    ],
    [
      'Notre séjour à Strassen est long et étroit, on ne sait pas où mettre le canapé, la table et les étagères.',
      'interior-design',
    ],
    [
      'Comprámos um apartamento antigo em Esch, é preciso refazer a cozinha, a casa de banho, o chão e a parte elétrica, quanto custa tudo?',
      'renovation',
    ],
    [
      'Mir hunn en Haus zu Diekirch kaaft, Kichen, Buedzëmmer, Elektresch a Biedem musse nei, wat kascht dat ongeféier?',
      'renovation',
    ],
    [
      'La cappa aspirante sopra i fornelli fa un gran rumore e non tira più i vapori, casa a Differdange.',
      'appliance-repair',
    ],
    [
      'La campana extractora de la cocina hace mucho ruido y ya casi no aspira, vivimos en Mamer.',
      'appliance-repair',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })

  it('reads "assez" as French, not as a woodlouse', () => {
    const text =
      'La gouttière déborde au-dessus de la terrasse, elle n’a plus assez de pente, il faudrait la remplacer, à Remich.'
    expect(tradeOf(text)).toBe('roofing')
  })
})
