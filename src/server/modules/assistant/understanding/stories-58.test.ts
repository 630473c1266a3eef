import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fifty-eighth lessons, from new development sentences: a birch or fir to fell, in Luxembourgish; a
 * text to translate from one named language into another, even for a lawyer, and a manual or technical
 * sheets wanted in another language; walls that leave hands white after a paint job are the painter's,
 * not damp salts; the lights going out with a breaker's lever to push back up are the electrician's; a
 * heat pump dryer is an appliance; one zone of a hob is the appliance's fault; an oak parquet to lay
 * over underfloor heating is the joiner's.
 */
describe('stories, fifty-eighth lessons', () => {
  it.each([
    ['gardening', 'Kann een eis eng al Birk fällen, déi iwwert den Daach hänkt?'],
    ['gardening', 'Mir wëllen eng héich Dänn hannert dem Haus ëmsägen loossen, si steet ganz schif.'],
    [
      'translation',
      'Tenho de traduzir a sentença do tribunal do francês para o português para o meu advogado em Lisboa.',
    ],
    [
      'translation',
      'Unser Handbuch gibt es nur auf Englisch, die Behörde will es bis Monatsende auf Deutsch.',
    ],
    [
      'painting',
      'Since the decorator did the hallway, the walls leave white powder on your fingers and you can see every roller streak.',
    ],
    [
      'electrical',
      'Abends wird alles dunkel, wenn die neue Induktionsplatte und der Backofen laufen, dann muss ich unten den Hebel hochdrücken.',
    ],
    [
      'appliance-repair',
      'Unser Wärmepumpentrockner von Bosch wird kaum warm und die Wäsche ist nach dem Programm noch feucht.',
    ],
    ['appliance-repair', 'A placa de indução tem uma zona que deixou de funcionar.'],
    ['carpentry', 'Wir möchten Eichenparkett im Wohnzimmer verlegen lassen, wir haben Fußbodenheizung.'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: traps from the DIY store ("Fallen aus dem Baumarkt"), a manual car, damp salts on a cellar
  // wall, the underfloor heating itself.
  it.each([
    ['pest-control', 'Wir haben Mäuse im Keller trotz Fallen aus dem Baumarkt, Haus in Hassel.'],
    [
      null,
      'Looking for an English-speaking driving instructor for my son, he has never driven a manual car.',
    ],
    ['masonry', 'The cellar walls are covered in a white powder and the plaster crumbles.'],
    ['heating', 'Unsere Fußbodenheizung unter dem Parkett wird im Bad nicht mehr warm.'],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
