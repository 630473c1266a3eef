import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { tradeOf } from './readings-for-tests'
import { tradesSetAside } from './ruled-out'
import { understand } from './understand'

const gazetteer = loadGazetteer()

/**
 * Thirty-fifth lessons, from new development sentences: a tradesperson who asked a price the customer
 * finds too high ("wollte 2.400 Euro …, das ist mir zu teuer") or who closed their studio or workshop
 * is the trade wanted again, not one merely involved; a full stop inside a number does not end the
 * sentence; German "Porträts" are a photographer's (folded, the word ended in "rats"); a tradesperson's
 * own "Werkstatt" is no car garage; the town a tradesperson comes from ("ein Elektriker aus Mersch") is
 * theirs, not the work's; a place said as not the one ("also nicht in Consdorf") is not the work's.
 */
describe('stories, thirty-fifth lessons', () => {
  it.each([
    [
      'Ein Elektriker wollte 2.400 Euro für drei Steckdosen und die Küchenlampen beim Umbau, das ist mir zu teuer. Was würdet ihr nehmen? Wohnung in Walferdange.',
      'electrical',
    ],
    [
      "Un carreleur m'a demandé 4 800 € pour refaire le sol de la salle de bain, c'est trop cher à mon avis, l'appartement est à Mamer.",
      'tiling',
    ],
    [
      'Notre photographe a fermé son studio et il nous faut des photos des plats pour le nouveau site internet du restaurant à Remich.',
      'photography',
    ],
    [
      'Unser Schreiner hat seine Werkstatt zugemacht, jetzt fehlen im neuen Bad noch die Holztüren und die Verkleidung der Badewanne. Haus in Lintgen.',
      'carpentry',
    ],
    [
      'Für die Festschrift unseres Musikvereins brauchen wir Porträts der zwölf Vorstandsmitglieder und ein Gruppenbild, Probelokal in Mondorf.',
      'photography',
    ],
    [
      'Wir hätten gern ein paar schöne Porträts von unseren Kindern im Garten, bevor die Große auszieht. Wohnen in Steinsel.',
      'photography',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })

  it('still sets aside a tradesperson who only said something, with a price beside it', () => {
    const { involved } = tradesSetAside(
      'Der Maler hat gesagt, die Wand muss erst trocknen, er nimmt 900 Euro. Wer prüft die Feuchtigkeit im Keller?',
    )
    expect([...involved]).toEqual(['painting'])
  })

  it.each([
    // The town a tradesperson comes from yields to the customer's place…
    [
      'Ein Elektriker aus Mersch wollte 2.400 Euro für drei neue Steckdosen in der Küche, das ist mir zu teuer. Was würdet ihr nehmen? Wohnung in Walferdange.',
      'Walferdange',
    ],
    [
      'A roofer from Wiltz quoted €6,000 for new gutters, far too much, and our house is in Clervaux.',
      'Clervaux',
    ],
    [
      "Un électricien de Mersch nous a fait un devis à 3 000 € pour le tableau, c'est trop cher, on habite à Lintgen.",
      'Lintgen',
    ],
    // …and is the place when no other is named.
    ["Je cherche un plombier de Dudelange pour une fuite sous l'évier.", 'Dudelange'],
    // A place said as not the one yields to the other.
    [
      'Das Haus steht in Bech, also nicht in Consdorf, wie ich zuerst geschrieben habe. Die Dachrinne ist voll.',
      'Bech',
    ],
    ['Nicht in Mersch, sondern in Lintgen: der Keller ist nass.', 'Lintgen'],
    ['Not in Strassen but in Bertrange: the boiler makes a loud bang.', 'Bertrange'],
    ['Non a Dudelange ma a Bettembourg, il bagno è da rifare.', 'Bettembourg'],
  ])('the work place: %s → %s', (text, commune) => {
    const { place } = understand(text, gazetteer)
    expect(place?.kind === 'abroad' ? 'abroad' : place?.commune).toBe(commune)
  })
})
