import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * More of the people a story names: someone of another trade who sends the customer on, a
 * tradesperson gone in everyday words, someone who cleaned and left; walls wanted white again; one
 * firm for everything. Development sentences, each pattern in several languages.
 */

describe('someone of another trade who sends the customer on to the trade wanted: "a proper painter", "eng Aarbecht fir e Schräiner"', () => {
  it.each([
    [
      "Eise Papp ass Elektriker a war hei fir d'Fënster ze kucken, mee hie sot, dat wier eng Aarbecht fir e Schräiner, well d'Holz futti ass. Mir wunnen zu Nidderaanwen.",
      'carpentry',
    ],
    [
      "My brother-in-law is a plumber and looked at the cracked ceiling, but he says it's not his thing and we need a proper painter to fill and repaint it. Flat in Hesperange.",
      'painting',
    ],
    [
      'Our electrician checked the garden lights and said the real problem is the hedge growing into the cables, so we need a good gardener. House in Sandweiler.',
      'gardening',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a tradesperson who stopped answering, left, went home or called it off is asked for again', () => {
  it.each([
    [
      "The locksmith we used last year doesn't pick up his phone anymore and the front door lock is stiff again. We live in Mamer.",
      'locksmith',
    ],
    [
      "La femme de ménage qui venait chez ma mère est rentrée au Portugal, et il faut quelqu'un pour le ménage chaque semaine à Esch-sur-Alzette.",
      'cleaning',
    ],
    [
      'Die Umzugsfirma hat zwei Tage vorher abgesagt und wir müssen am Freitag aus der Wohnung in Ettelbrück raus: 20 Kartons, Bett, Schrank, Waschmaschine. Wer kann kurzfristig?',
      'moving',
    ],
    [
      "La société de déménagement a annulé au dernier moment, on doit quitter l'appartement à Differdange samedi, il y a un canapé, des cartons et deux lits.",
      'moving',
    ],
    [
      "Il giardiniere che veniva da anni è tornato in Italia e ora l'erba è altissima e le siepi vanno potate, casa a Mondorf.",
      'gardening',
    ],
    [
      'El pintor que empezó el salón se fue a otra obra y no contesta; quedan dos paredes y el techo por pintar, piso en Hollerich.',
      'painting',
    ],
    [
      'Our cleaner moved back to Spain and the house is a mess, we need someone every Friday morning in Strassen.',
      'cleaning',
    ],
    [
      'Mäi Monni war Plättelleeër a mécht dat net méi well hien ëmmer Réckwéi huet; an der Dusch si sechs Plättercher futti. Zu Kielen.',
      'tiling',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("roof tiles are the roofer's", () => {
  it.each([
    [
      'Depois da tempestade há telhas partidas no telhado e entra água no sótão, moramos em Schifflange.',
      'roofing',
    ],
    [
      "After the storm some roof tiles slipped and there's a wet patch on the bedroom ceiling, house in Steinfort.",
      'roofing',
    ],
    [
      'Nach dem Hagel sind ein paar Dachziegel gebrochen und es tropft in den Speicher, Haus in Grevenmacher.',
      'roofing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("someone who cleaned and has gone, told without the trade's name", () => {
  it.each([
    [
      "The woman who used to clean my father's flat every Tuesday has stopped coming; we need someone for three hours a week in Bertrange.",
      'cleaning',
    ],
    [
      'Die Frau, die jahrelang bei meiner Mutter geputzt hat, ist weggezogen; wir suchen jemanden für zwei Stunden pro Woche, in Mersch.',
      'cleaning',
    ],
    [
      'A senhora que limpava a casa da minha mãe deixou de vir, precisamos de alguém para limpar às sextas em Esch-sur-Alzette.',
      'cleaning',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("walls wanted white again are a painter's job, whoever asks", () => {
  it.each([
    [
      "We're moving out of our rented flat in Kirchberg and the landlord wants all the walls white again, there are marks and nail holes everywhere. How much would that cost?",
      'painting',
    ],
    [
      'Wir ziehen aus der Mietwohnung in Howald aus und der Vermieter will alle Wände wieder weiß haben, überall Flecken und Dübellöcher.',
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('made to measure, one firm for everything, the customer of the trade who cannot work', () => {
  it.each([
    [
      'Wer macht uns ein Regal nach Maß aus Nussbaum für die Wand im Wohnzimmer, Haus in Bereldingen?',
      'carpentry',
    ],
    [
      'Queremos una sola empresa que se encargue de todo lo que falta en la casa: electricidad, fontanería y suelos. Casa en Bettembourg.',
      'renovation',
    ],
    [
      'Sou eletricista mas parti a perna e não posso trabalhar; falta ligar as tomadas e a luz da garagem em Bissen, alguém pode acabar isso?',
      'electrical',
    ],
    [
      'Ich bin selbst Maler, habe mir aber die Schulter gebrochen; die Fassade unseres Hauses in Remich ist halb gestrichen, wer kann sie fertig streichen?',
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
