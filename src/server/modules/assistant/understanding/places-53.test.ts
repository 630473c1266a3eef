import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-third lessons on places: a town of ours told "near" a town abroad ("Eschweiler bei Aachen",
 * "près d'Aix-la-Chapelle") is that town's namesake abroad, so a move from it ends at the place here; told near one
 * of ours ("Eschweiler bei Wiltz") it is the one in that commune, and near a shop ("Strassen near Cactus") it stays;
 * a relative's home ("my brother, who lives in Mondorf") yields to the customer's own home abroad.
 */
describe('places, fifty-third lessons', () => {
  it.each([
    [
      "Nous quittons Eschweiler près d'Aix-la-Chapelle pour Wormeldange fin mai et cherchons un déménageur, environ 40 m³.",
      'Wormeldange',
    ],
    [
      'Nous déménageons de Eschweiler bei Aachen à Wormeldange fin mai et cherchons un déménageur, environ 40 m³.',
      'Wormeldange',
    ],
    [
      'Wir ziehen Ende Mai von Eschweiler bei Aachen nach Wormeldange und suchen ein Umzugsunternehmen, etwa 40 m³.',
      'Wormeldange',
    ],
    ['Wir ziehen im März von Stolberg bei Aachen nach Bech und suchen eine Umzugsfirma.', 'Bech'],
    [
      'Moramos em Audun-le-Tiche e queremos transformar a garagem num estúdio. O meu irmão, que vive em Dudelange, diz que não vale a pena. Quanto custa?',
      'abroad',
    ],
    [
      "We live in Thionville and want to turn the garage into a studio for my mother. My brother, who lives in Mondorf, thinks it's not worth it. Roughly what would it cost?",
      'abroad',
    ],
    ['Wir ziehen von Eschweiler bei Wiltz nach Trier und suchen eine Umzugsfirma.', 'Wiltz'],
    ['Our kitchen sink is blocked, we live in Strassen near Cactus, can someone come today?', 'Strassen'],
    [
      'Unser Geschirrspüler pumpt nicht mehr ab, wir wohnen in Strassen nähe Cactus, wer repariert sowas?',
      'Strassen',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
