import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-fourteenth lessons, from new development sentences: premises cleaned on a schedule with "Sanitär"
 * included ("Praxisreinigung zweimal pro Woche") are the cleaners' ("zweimal pro Woche" is regular, a "…reinigung" is
 * cleaning); a pipe's fitting that drips (a compression or push-fit fitting) is the plumber's whatever swells under
 * it; an association's statutes ("statuto", "Satzung") are a lawyer's; with others that already read right (pets
 * boarded during holidays as a need LuxPro does not list, a stairwell cleaned weekly, a heat pump to register).
 */
describe('stories, hundred-and-fourteenth lessons', () => {
  it.each([
    [
      null,
      "Mir fueren dräi Wochen an d'Vakanz: wat kascht et, wann een eis Kaz an där Zäit bei sech hëlt, oder ass eng Kazepensioun besser?",
    ],
    [
      null,
      "Who could look after our two cats for a fortnight while we're away, and what does that usually cost?",
    ],
    [
      null,
      'Combien coûte une pension pour chiens pendant trois semaines en été ? Notre berger a 10 ans et il est anxieux.',
    ],
    ['cleaning', 'Praxisreinigung zweimal pro Woche abends, 90 m2 in Mersch, ab März, Sanitär inklusive.'],
    ['cleaning', 'Treppenhausreinigung einmal pro Woche für ein Haus mit sechs Parteien in Bettembourg.'],
    [
      'plumbing',
      "The compression fitting under the bathroom basin drips whenever we run the tap, and the bottom of the vanity unit is swelling. We've shut the valve; can someone redo the joint properly?",
    ],
    [
      'legal',
      'La nostra associazione sportiva vuole cambiare lo statuto e capire chi risponde se un ragazzo si fa male durante un torneo. Qualcuno può rivedere i documenti?',
    ],
    [
      'heating',
      'Wir wohnen in Bech und wissen nicht, ob eine Wärmepumpe in Luxemburg angemeldet werden muss; der Monteur soll sich das Gerät vor Ort ansehen.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
