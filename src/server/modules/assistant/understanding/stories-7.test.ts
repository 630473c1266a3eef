import { describe, expect, it } from 'vitest'
import { readingOf } from './readings-for-tests'

/**
 * A move whose list of things names appliances, a stain to paint over once the leak is fixed, old
 * wiring without earth, a server that will not start, bites after a trip: development sentences,
 * each pattern in several languages.
 */

describe('a move whose list of things names the appliances', () => {
  it.each([
    'Moving out of our flat in Strassen at the end of the month: two beds, a wardrobe, the washing machine, a dryer and maybe 40 boxes, third floor with a small lift.',
    "On quitte notre appartement de Bettembourg le 15 : il y a le lave-vaisselle, le frigo, un canapé d'angle et une vingtaine de cartons à transporter jusqu'à Dudelange.",
    'Wir ziehen von Mersch nach Ettelbrück: Kühlschrank, Waschmaschine, Trockner und sonst alles aus einer 3-Zimmer-Wohnung.',
    'Trasloco da Howald a Bertrange: lavatrice, frigorifero, divano e una ventina di scatoloni, secondo piano senza ascensore.',
    'Nos mudamos de Esch a Schifflange, hay que llevar la lavadora, la nevera, dos camas y bastantes cajas.',
    'Mir plënneren den Ufank vum Mount vu Mamer op Kehlen, mat Frigo, Wäschmaschinn, zwee Better an enger Rëtsch Këschten.',
  ])('%s → moving', (text) => {
    expect(readingOf(text).category).toBe('moving')
  })

  it.each([
    ['Since we moved, the washing machine won’t spin and shows E18.', 'appliance-repair'],
    ['Dopo il trasloco la lavatrice non scarica più l’acqua.', 'appliance-repair'],
  ])('an appliance broken since the move stays a repair: %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('a stain to paint over once the leak is fixed', () => {
  it.each([
    'Seit dem Rohrbruch beim Nachbarn oben haben wir einen gelben Wasserfleck an der Wohnzimmerdecke, das Rohr ist längst repariert, der Fleck muss überstrichen werden.',
    'Après le dégât des eaux chez le voisin du dessus, il reste une tache jaunâtre au plafond du salon, il faudrait la repeindre.',
    "Dopo l'infiltrazione dal piano di sopra, ormai riparata, c'è una macchia gialla sul soffitto della camera da ridipingere.",
    'Nom Waasserschued vum Noper iwwer eis ass e brongen Flak um Plafong bliwwen, dee misst nei gestrach ginn.',
  ])('%s → painting', (text) => {
    expect(readingOf(text).category).toBe('painting')
  })

  it('a stain that came back through fresh paint is still the leak', () => {
    expect(
      readingOf('The water stain came back even after we repainted twice, it must be the roof when it rains.')
        .category,
    ).toBe('roofing')
  })
})

describe('old wiring without earth', () => {
  it.each([
    'Unsere Wohnung in Esch ist von 1962, alle Leitungen sind noch ohne Erdung und müssen komplett neu verkabelt werden.',
    'Eis Wunneng zu Diddeleng ass vun 1958, d’Leitungen hu keng Äerdung, alles misst nei verkabelt ginn.',
    'Our 1960s flat in Hesperange still has the original wiring with no earth, the whole flat needs rewiring.',
  ])('%s → electrical', (text) => {
    expect(readingOf(text).category).toBe('electrical')
  })
})

describe('bites after a trip', () => {
  it.each([
    'Since we got back from our trip to Porto we wake up with itchy bites in a line, and there are tiny dark spots on the mattress seams.',
    'Seit der Reise haben wir jeden Morgen Stiche am Arm, und am Matratzenrand sind kleine schwarze Punkte.',
  ])('%s → pest-control', (text) => {
    expect(readingOf(text).category).toBe('pest-control')
  })
})

describe('panels on a roof, asked whether they pay', () => {
  it.each([
    'Vale a pena pôr painéis no telhado da garagem em Mersch? Está virado a sudoeste.',
    '¿Compensa poner placas en el tejado de la casa en Dudelange? Pagamos 150 euros de luz al mes.',
  ])('%s → solar', (text) => {
    expect(readingOf(text).category).toBe('solar')
  })
})

describe('a breaker that trips when two appliances run together', () => {
  it('is the circuit, not the appliances', () => {
    expect(
      readingOf(
        'Bei eis zu Stroossen fält d’Sécherung eraus all Kéier wann d’Wäschmaschinn an den Trockner zesumme lafen.',
      ).category,
    ).toBe('electrical')
  })
})

describe('insects on their way into the kitchen cupboards', () => {
  it('is pest control, not the cupboards', () => {
    expect(
      readingOf('There’s a line of ants going from the garden door into our kitchen cupboards every morning.')
        .category,
    ).toBe('pest-control')
  })
})

describe('a seller who stopped answering', () => {
  it.each([
    "Abbiamo comprato un'auto usata e dopo due settimane si è rotto il motore, il venditore non risponde: possiamo chiedere il rimborso?",
    'The seller of our used car stopped answering after the gearbox failed, can we get our money back?',
  ])('%s → legal', (text) => {
    expect(readingOf(text).category).toBe('legal')
  })
})

describe('a flat or cellar to empty', () => {
  it('reads Italian "svuotare" as a clearance', () => {
    expect(
      readingOf(
        'Bisogna svuotare la cantina e la soffitta della casa di mio padre a Wiltz prima di venderla.',
      ).category,
    ).toBe('moving')
  })
})

describe('a boiler in lockout', () => {
  it('is the heating engineer’s, not a locksmith’s', () => {
    expect(
      readingOf('The burner keeps locking out at night and we reset it every morning, house in Ell.')
        .category,
    ).toBe('heating')
  })
})

describe('an inherited house to bring back to life', () => {
  it('is a renovation, and an aunt is no misspelt fir', () => {
    expect(
      readingOf(
        'Wir haben das Haus meiner Tante in Beckerich geerbt. Es steht seit Jahren leer: Schimmel im Bad, alte Leitungen, die Fenster sind einfach verglast. Meine Schwester will es verkaufen, ich will es lieber herrichten. Kann jemand vorbeikommen und grob sagen, was das kostet?',
      ).category,
    ).toBe('renovation')
  })
})
