import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Ninety-first lessons, from new development sentences: a practice's waiting room to repaint, where "notre cabinet
 * veut faire repeindre" is the work asked for and not what the practice does (what a business wants or needs ends
 * the words that describe it), in Luxembourgish "nei ustreiche loossen", and walls worn grey and "scuffed",
 * "abgestoßen", "rovinati", the painter's; a bar counter of solid oak with wall shelves, the joiner's; an online
 * shop's checkout that breaks, the web developer's. A developer who will not fix a terrace's defects before the
 * guarantee ends (a lawyer), flat brown insects under the skirting (pests), an old barn to turn into a house
 * (renovation), a freezer that ices up with its door seal loose (the repairer) and a club's old homepage already read
 * right in these words; a café's new look and feel stays interior design.
 */
describe('stories, ninety-first lessons', () => {
  it.each([
    [
      'painting',
      'Mir sinn eng Dokter-Praxis a mir wëllen de Waardesall an de Gank nei ustreiche loossen, ongeféier 60 m² Mauer, um Weekend.',
    ],
    [
      'painting',
      "Notre cabinet veut faire repeindre la salle d'attente et le couloir, environ 70 m² de murs, idéalement un week-end.",
    ],
    [
      'painting',
      "Our practice's waiting room and corridor look grey and scuffed, about 80 m² of wall and a bit of ceiling in a light colour, weekend only.",
    ],
    [
      'legal',
      "Eise Bauträger weigert sech d'Mängel ze reparéieren an d'Garantie leeft of. Lount et sech en Affekot ze huelen?",
    ],
    [
      'legal',
      'Our developer refuses to fix the defects on the terrace before the guarantee runs out. Is it worth getting a lawyer?',
    ],
    [
      'legal',
      'Le promoteur refuse de réparer les défauts de la terrasse et la garantie expire en juin, ça vaut la peine de prendre un avocat ?',
    ],
    [
      'carpentry',
      "Pour notre salle de dégustation il nous faut un comptoir de bar en chêne massif de 6 m et des étagères murales, on a les plans de l'architecte.",
    ],
    [
      'carpentry',
      'For our new tasting room we need a solid oak bar counter, 6 metres, and wall shelves for the bottles, the architect has drawn the plans.',
    ],
    [
      'carpentry',
      'Für unseren Verkostungsraum brauchen wir eine Theke aus massiver Eiche und Wandregale, die Pläne vom Architekten liegen vor.',
    ],
    [
      'web-development',
      'Our Shopify shop needs a redesign and the checkout breaks when customers switch language.',
    ],
    [
      'web-development',
      "Notre boutique Shopify a besoin d'un nouveau design et le paiement plante quand le client choisit l'allemand.",
    ],
    [
      'pest-control',
      'Di notte in cucina corrono degli insetti marroni, piatti e velocissimi, e spariscono sotto il battiscopa quando accendo la luce.',
    ],
    [
      'pest-control',
      'At night flat brown insects run around near the dishwasher and vanish under the skirting when I switch on the light.',
    ],
    [
      'pest-control',
      "La nuit, des insectes bruns et plats courent près du lave-vaisselle et disparaissent sous la plinthe quand j'allume.",
    ],
    [
      'renovation',
      'Vorremmo comprare un vecchio fienile da trasformare in casa, conviene o costa più che costruire nuovo?',
    ],
    [
      'renovation',
      "We're thinking of buying an old barn to turn into a house, is it worth it or is building new cheaper?",
    ],
    [
      'renovation',
      'Nous pensons acheter une vieille grange pour la transformer en maison, ça vaut le coup ?',
    ],
    [
      'appliance-repair',
      'El congelador vertical se llena de hielo en una semana y la goma de la puerta está despegada.',
    ],
    [
      'appliance-repair',
      'Our upright freezer ices up within a week and the door seal has come loose in one corner.',
    ],
    [
      'appliance-repair',
      'Unser Gefrierschrank vereist innerhalb einer Woche, die Türdichtung hat sich an einer Ecke gelöst.',
    ],
    [
      'web-development',
      'Eise Veräin huet eng al Homepage déi um Handy net funktionéiert, mir wëllen eng nei Säit mat Kalenner an Ticketverkaf.',
    ],
    [
      'web-development',
      'Unser Chor hat eine Homepage von 2009, die auf dem Handy nicht geht, wir wollen eine neue Seite mit Konzertkalender und Ticketverkauf.',
    ],
    [
      'interior-design',
      'Our café needs a new look and feel, warmer and more welcoming, who can help with the concept?',
    ],
    [
      'painting',
      'Die Wände im Flur sind abgestoßen und grau, wir möchten sie hell streichen lassen, etwa 40 m².',
    ],
    [
      'painting',
      'I muri del corridoio del nostro studio sono rovinati e grigi, vorremmo ridipingerli in un colore chiaro.',
    ],
    ['carpentry', 'Nous ouvrons un bar à vin et il nous faut un comptoir en bois massif avec des étagères.'],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
