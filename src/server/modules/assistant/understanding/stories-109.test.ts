import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-ninth lessons, from new development sentences: tree stumps to grind out ("al Bamstrëmp", "rogner les
 * souches") are the gardener's; ants running "in einer Reihe" over a worktop are pest control; with others that
 * already read right (roof tiles gone and a wet attic in Luxembourgish, a leak under a sloped ceiling, tiles cracked
 * after a jet wash, a trade's own website, a soiled rug, an old flat that needs everything).
 */
describe('stories, hundred-and-ninth lessons', () => {
  it.each([
    ['gardening', 'Mir hunn zwee al Bamstrëmp am Gaart, déi misste mol ausgefréist ginn.'],
    ['gardening', 'Who can grind out four old tree stumps in our front garden?'],
    ['gardening', 'Il faudrait rogner trois vieilles souches dans le jardin avant de semer la pelouse.'],
    ['roofing', 'Nom Wand feelen e puer Ziegelen um Schapp an um Späicher ass et naass.'],
    [
      'pest-control',
      'Kleine Ameisen laufen in einer langen Reihe über unsere Arbeitsplatte bis zur Zuckerdose.',
    ],
    [
      'roofing',
      'Unter der Dachschräge im Schlafzimmer tropft es bei starkem Regen am Fensterrahmen herein, die Tapete löst sich.',
    ],
    [
      'roofing',
      "Someone jet-washed the moss off our roof tiles last month and now several tiles are cracked and there's a damp patch on the landing ceiling.",
    ],
    [
      'web-development',
      "We're a small electrical contractor in Mamer and our website is an old single page; we want a new one with our services, photos and a quote form.",
    ],
    [
      'cleaning',
      'Our living room rug is covered in stains from the dog and smells; can someone deep clean it or take it away?',
    ],
    [
      'renovation',
      'Vimos um apartamento antigo a precisar de tudo: janelas, canalização, eletricidade e cozinha. Quanto custaria pôr tudo em ordem?',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
