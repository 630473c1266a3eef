import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-first lessons, from new development sentences: one floor left cold with a loop of the underfloor
 * heating's manifold at zero is the heating's; one open room to share out between kitchen, dining and
 * living is the interior designer's; a garage, barn or attic to turn into rooms with a shower, a kitchen
 * or heating is a renovation; ants or cockroaches behind an appliance or between the tiles are pests;
 * pipes, wiring, floors and walls all to redo are one renovation, not three trades.
 */
describe('stories, sixty-first lessons', () => {
  it.each([
    [
      'heating',
      'Le carrelage de la cuisine reste glacé alors que le reste de la maison est chaud, au collecteur un des petits tubes en verre est à zéro.',
    ],
    [
      'interior-design',
      'Mir hunn en ale Bauerenhaff mat engem grousse Sall kaaft a wësse net, wéi mir en opdeelen: Kichen, Iessplaz a Stuff. Och d’Faarwe sinn nach net kloer.',
    ],
    [
      'interior-design',
      'Wir haben einen großen offenen Raum und wissen nicht, wie wir ihn aufteilen: Küche, Essplatz, Wohnzimmer. Lohnt sich eine Planung durch einen Profi?',
    ],
    [
      'renovation',
      'Wir wollen die Garage zu einem Gästezimmer mit Duschbad umbauen, mit Fußbodenheizung und Fenster.',
    ],
    [
      'renovation',
      'We’re converting the double garage into a granny flat, with a shower room and underfloor heating.',
    ],
    [
      'renovation',
      'Vogliamo trasformare il garage in un monolocale per mia madre con bagno e riscaldamento a pavimento.',
    ],
    ['renovation', 'Mir wëllen de Späicher an e Schlofzëmmer ëmbauen, mat Isolatioun, Fënsteren a Heizung.'],
    [
      'pest-control',
      'Ants keep coming up through the gaps between the bathroom tiles, the bait traps did nothing.',
    ],
    [
      'pest-control',
      'Ameisen kommen zwischen den Fliesen in der Küche hervor, die Köder aus dem Supermarkt helfen nicht.',
    ],
    ['pest-control', 'Há baratas atrás da máquina de lavar e debaixo do lava-loiça.'],
    ['pest-control', 'Kakerlaken hinter dem Kühlschrank und der Kaffeemaschine, jede Nacht.'],
    [
      'renovation',
      'Wir haben eine alte Wohnung gekauft: Sanitär, Elektrik, Böden und Wände müssen neu gemacht werden.',
    ],
    [
      'renovation',
      'Hemos comprado un piso viejo y hay que hacerlo todo: fontanería, electricidad, suelos y paredes.',
    ],
    ['renovation', 'We bought a run-down flat and need the lot done: plumbing, electrics, floors and walls.'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: a conversion done already, one wall to brick up, a German "rät" (no rat), a transformer that hums.
  it.each([
    [
      'carpentry',
      'Do you build wardrobes to measure? We converted the attic into a bedroom and nothing fits under the slope.',
    ],
    ['masonry', 'Want to convert the garage into a bedroom, bricking up the up-and-over door opening'],
    [
      'carpentry',
      'Wir wollen eine Holzterrasse hinter dem Haus bauen lassen, im Baumarkt rät man uns zu Lärche.',
    ],
    ['electrical', 'The transformer of the garden lights in the garage hums and the lights flicker.'],
    ['tiling', 'Zwischen den Fliesen in der Dusche ist die Fuge schwarz und bröckelt.'],
    ['appliance-repair', 'Behind the fridge there’s water pooling and the fridge is warm.'],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
