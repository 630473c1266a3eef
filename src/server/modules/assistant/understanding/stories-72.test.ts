import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-second lessons, from new development sentences: panels on a roof asked about with the state's grants are
 * solar; no light left in some rooms is the electrician's; silverfish in any language are pests; a sliding patio door
 * that sticks or leaves its rail is the joiner's; a seller who knew of a defect is a claim for a lawyer; little
 * daylight, colours and lamps are the interior designer's.
 */
describe('stories, seventy-second lessons', () => {
  it.each([
    [
      'solar',
      'est ce que quelqu un sait si on peut mettre des panneaux sur une toiture en ardoise sans tout abîmer et combien on récupère avec les primes klima',
    ],
    ['solar', 'Gibt es noch Förderung für Paneele auf dem Dach, wenn das Dach schon 20 Jahre alt ist?'],
    [
      'electrical',
      'Hallo, mein Vater (82) wohnt allein und seit dem Gewitter gestern geht in der Küche und im Bad kein Licht mehr, die anderen Zimmer schon, ich wohne in Köln und kann nicht hin',
    ],
    ['electrical', 'desde ontem estamos sem luz na cozinha e na casa de banho, o resto da casa funciona'],
    [
      'pest-control',
      'Ciao, da quando è arrivato il caldo in bagno escono dei pesciolini argentati dagli scarichi e dalle fessure delle piastrelle, la sera sono decine',
    ],
    ['pest-control', 'there are silverfish under the bathroom tiles and in the grout every night'],
    [
      'carpentry',
      "Bonjour, la baie vitrée coulissante de la terrasse coince, il faut forcer comme un fou pour l'ouvrir et le rail est tordu",
    ],
    ['carpentry', 'Unsere Schiebetür zur Terrasse ist aus der Schiene gesprungen und klemmt'],
    [
      'legal',
      'Hallo, wir haben ein Haus gekauft und nach dem Einzug kam raus, dass der Keller bei jedem Regen nass wird, der Verkäufer wusste das, was können wir tun',
    ],
    [
      'legal',
      'We bought the flat in spring and the roof leaks at every storm, turns out the seller knew and painted over the stains',
    ],
    ['legal', 'Compramos a casa e afinal há infiltrações na cave, o vendedor sabia e escondeu com tinta'],
    ['interior-design', 'o nosso apartamento tem pouca luz natural e queremos ideias de cores e iluminação'],
    [
      'interior-design',
      'Unsere Wohnung hat wenig Tageslicht, wir suchen jemanden, der uns bei Farben und Lampen berät',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    ['roofing', 'Le toit fuit au-dessus de la chambre, il manque des ardoises après la tempête'],
    ['roofing', 'Le toit de notre garage coince la neige et le rail de la gouttière est tombé'],
    [
      'painting',
      "The living room gets no daylight so we'd like the walls repainted in a lighter colours scheme, about 30 m2 of wall",
    ],
  ])('still %s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
