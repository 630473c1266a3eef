import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()
const communeOf = (text: string) => {
  const place = understand(text, gazetteer).place
  return place?.kind === 'abroad' ? 'abroad' : (place?.commune ?? null)
}

/**
 * Places said in passing around the work's: a commute told with "every day" between the verb and the
 * preposition ends at the customer's job, a country named as the border one lives near is a landmark,
 * and Luxembourgish "Summer" is the season.
 */
describe('places said in passing, twenty-eighth lessons', () => {
  it.each([
    // "every day" between commuting and the preposition: the town after it is the customer's job.
    ['Unser Haus steht in Saarburg, das Dach ist undicht. Ich pendle jeden Tag nach Luxemburg.', 'abroad'],
    [
      'Notre maison est à Longwy et la chaudière fait du bruit ; je fais la navette tous les jours vers Luxembourg.',
      'abroad',
    ],
    [
      'Our flat is in Thionville and the shower drain is blocked. I commute every day to Luxembourg.',
      'abroad',
    ],
    ["Ech wunnen zu Bastogne an d'Heizung ass futti, ech pendelen all Dag op Lëtzebuerg.", 'abroad'],
    // The country of the border one lives near is not where the work is.
    [
      'Wir wohnen in Weiswampach, direkt an der Grenze zu Belgien, und die Dachrinne hängt durch.',
      'Weiswampach',
    ],
    ['Nous habitons à Rodange, juste à la frontière avec la France, et le toit fuit.', 'Pétange'],
    ['Viviamo a Schengen, al confine con la Germania, e la caldaia perde acqua.', 'Schengen'],
    ['We live in Wasserbillig near the border with Germany and the garage door lock is broken.', 'Mertert'],
    [
      'Moramos em Troisvierges, mesmo na fronteira com a Bélgica, e a máquina de lavar não centrifuga.',
      'Troisvierges',
    ],
    ['Vivimos en Echternach, en la frontera con Alemania, y hay que pintar la fachada.', 'Echternach'],
    // "am Summer" (in summer) is the season, not a village's misspelt name.
    ["Mir hunn am Summer d'Kichen nei gemaach, elo leeft de Spullbecken aus. Mir wunnen zu Mamer.", 'Mamer'],
    ["Am Summer ass eis Terrass futti gaang, d'Plättercher sinn lass.", null],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
