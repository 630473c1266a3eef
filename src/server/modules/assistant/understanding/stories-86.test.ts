import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-sixth lessons, from new development sentences: an office or practice that moves to new premises with its
 * desks and boxes ("unsere Praxis zieht im März in ein neues Gebäude", "eise Büro zitt am Mäerz"), the mover's (a
 * chimney that "zieht nicht" is no move); branches to cut back over a neighbour's roof, the gardener's (a branch that
 * fell on the roof, or cut the power line, is not); a family occasion and pictures of everyone ("Oma wird achtzig …
 * schöne Bilder"), the photographer's; a school's sign-ups and payments online ("s'inscrivent et paient en ligne"),
 * web development. A breaker that trips with one appliance, a boundary wall and the court, a studio's layout, a
 * firm's portraits, classrooms to repaint and boxes to a storage unit already read right in these words.
 */
describe('stories, eighty-sixth lessons', () => {
  it.each([
    [
      'moving',
      'Eise Büro zitt am Mäerz op en neit Gebai, et sinn 8 Schreifdëscher, Schief mat Dossieren an ongeféier 40 Këschten. Wie kann dat maachen?',
    ],
    [
      'moving',
      'Unsere Praxis zieht im März in ein neues Gebäude, 6 Schreibtische, Aktenschränke und etwa 50 Kisten, die Akten müssen in der Reihenfolge bleiben.',
    ],
    [
      'gardening',
      "We need a big oak pruned, its branches hang over the neighbour's roof and scrape the tiles in the wind.",
    ],
    [
      'gardening',
      'Could someone cut back the branches of our lime tree? They touch the bedroom window and the roof gutter.',
    ],
    [
      'electrical',
      'A branch fell on the line to the garage during the storm and cut the power out there, the cable is hanging.',
    ],
    [
      'roofing',
      'During the storm a big branch fell on our roof and broke several tiles, water is coming in.',
    ],
    [
      'photography',
      'Oma wird achtzig und die ganze Familie kommt zusammen. Wir hätten gern jemanden, der ein paar Stunden schöne Bilder von allen macht.',
    ],
    ['painting', "Pour l'anniversaire de ma fille, on veut repeindre sa chambre en rose, murs et plafond."],
    [
      'web-development',
      'Nous sommes une école de langues, les inscriptions se font par mail et les paiements par virement. Nous voulons que les élèves s’inscrivent et paient en ligne.',
    ],
    [
      'electrical',
      'Jedes Mal, wenn der Föhn im Bad läuft, ist im ganzen Haus der Strom weg, im Kasten ist immer derselbe Schalter unten.',
    ],
    [
      'legal',
      'The neighbour built a wall and the surveyor says it’s 40 cm on our land. He refuses to move it. Do we need to go to court?',
    ],
    [
      'interior-design',
      'We bought a small studio to rent out and need someone to plan the layout and pick the furniture so it doesn’t feel cramped.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
