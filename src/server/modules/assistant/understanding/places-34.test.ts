import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-fourth lessons on places: the second half of a hyphenated town abroad is not our village of
 * that name ("Hussigny-Godbrange" is in France, not Godbrange in Junglinster); what something costs "per
 * square metre in Luxembourg" names the country, not the city, so the house's commune stands.
 */
describe('places, thirty-fourth lessons', () => {
  it.each([
    [
      "J'habite à Hussigny-Godbrange, la chasse d'eau coule sans arrêt, vous intervenez en France ?",
      'abroad',
    ],
    [
      "We're buying an old bungalow in Garnich, how much does a full renovation cost per square metre in Luxembourg?",
      'Garnich',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: hyphenated names of ours, and the other languages' forms.
  it.each([
    [
      'We live in Hussigny-Godbrange just across the border, our toilet keeps running, do you cover France?',
      'abroad',
    ],
    ['Wohne in Perl-Nennig, die Toilettenspülung läuft ständig, kommt jemand nach Deutschland?', 'abroad'],
    [
      'Wir kaufen ein altes Haus in Mamer, was kostet eine Komplettsanierung pro Quadratmeter in Luxemburg ungefähr?',
      'Mamer',
    ],
    ['Our office is in Luxembourg-Gare, the printer keeps jamming', 'Luxembourg'],
    ['Mir wunnen zu Esch-Belval an d’Heizung mécht Kaméidi', 'Esch-sur-Alzette'],
    ['On habite à Bous-Waldbredimus, la porte du garage est bloquée', 'Bous-Waldbredimus'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
