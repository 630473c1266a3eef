import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Forty-first lessons, from new development sentences: a home to adapt for someone in a wheelchair or
 * who can no longer climb the stairs is a renovation (several trades, one contractor), though a door,
 * a shower or the stairs are named; one job in it (a level shower) stays that trade's, and a website
 * "accessible" to wheelchair users is still a website.
 */
describe('stories, forty-first lessons', () => {
  it.each([
    [
      'Our home needs to be made wheelchair accessible for my husband: wider doors, a walk-in shower, a ramp. Lintgen',
      'renovation',
    ],
    [
      "Mon père est en fauteuil roulant, il faut adapter la maison : rampe, douche à l'italienne, portes plus larges. Mondercange",
      'renovation',
    ],
    [
      "Ma mère ne peut plus monter l'escalier, est-il possible d'adapter le rez-de-chaussée pour qu'elle y vive ? Ettelbruck",
      'renovation',
    ],
    ["Meng Mamm kann net méi d'Trap goen, mir wëllen d'Haus fir si ëmbauen, Buerschent", 'renovation'],
    ['A minha mãe anda de cadeira de rodas, queremos adaptar a casa, Pétange', 'renovation'],
    ['Mia madre è in sedia a rotelle, dobbiamo adattare il piano terra della casa a Sanem', 'renovation'],
    ['Mi padre va en silla de ruedas y queremos adaptar la planta baja, casa en Kayl', 'renovation'],
    [
      'Mein Vater sitzt im Rollstuhl, wir brauchen eine bodengleiche Dusche statt der Badewanne, Diekirch',
      'plumbing',
    ],
    [
      'We need a website that is accessible for screen readers and wheelchair users booking our hotel rooms',
      'web-development',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })
})
