import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Someone of a trade told in the story when that trade is the one wanted now: they did not finish,
 * vanished, died, retired or have no time; they sent the customer on to a trade; a trade decided only
 * from what is left once theirs is set aside; a "since…" clause that ends where the trouble begins.
 * Development sentences, each pattern in several languages.
 */

describe('a tradesperson who left the job undone is asked for again', () => {
  it.each([
    [
      "A plumber came in March to look at the leak under the kitchen sink but never came back to finish, and now it drips again. Can someone sort it out? We're in Bereldange.",
      'plumbing',
    ],
    [
      'Eisen Dachdecker ass zanter dësem Joer pensionéiert, an elo fale Schiefer vum Daach. Mir wunnen zu Hesper.',
      'roofing',
    ],
    [
      'Le carreleur a posé la moitié de la salle de bain puis il est tombé malade, il ne reviendra pas. Il reste le mur de la douche à carreler, à Bertrange.',
      'tiling',
    ],
    [
      'Unser Maler ist letztes Jahr gestorben, und jetzt blättert die Farbe an der Fassade ab. Wer kann das in Echternach machen?',
      'painting',
    ],
    [
      "Mäi Bopa war Elektriker, mee en ass laang pensionéiert. Elo spréngt all Kéier d'Sécherung wann d'Wäschmaschinn leeft, zu Diddeleng.",
      'electrical',
    ],
    [
      'O pedreiro que fez o muro do jardim desapareceu com o adiantamento e o muro já tem fissuras. Precisamos de alguém para o refazer em Bissen.',
      'masonry',
    ],
    [
      'El cerrajero que cambió la cerradura el año pasado se jubiló, y ahora la llave gira en vacío. ¿Quién puede venir a Strassen?',
      'locksmith',
    ],
    [
      'Il vicino fa il muratore e dice che la crepa sopra la finestra è da controllare subito, non la può fare lui. Casa a Rumelange.',
      'masonry',
    ],
    [
      'Mein Schwager ist Schreiner, wohnt aber inzwischen in Hamburg. Die Haustür aus Eiche klemmt und schließt nicht mehr richtig, Haus in Mersch.',
      'carpentry',
    ],
    [
      "Mia cugina fa l'imbianchina ma vive a Napoli, quindi ci servirebbe qualcuno per ridipingere il soggiorno a Bettembourg.",
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a trade someone sent the customer on to is the one asked for', () => {
  it.each([
    [
      'Der Elektriker meinte, das sei eher was für einen Heizungsbauer, weil die Wärmepumpe ständig Fehler meldet. Wir wohnen in Junglinster.',
      'heating',
    ],
    [
      "Mon voisin est menuisier et il m'a dit que l'escalier qui grince c'est un travail pour un spécialiste des escaliers, lui ne fait que des fenêtres. Maison à Mamer.",
      'carpentry',
    ],
    [
      "L'idraulico che ha installato la caldaia ci ha detto che la perdita sotto il lavandino è roba da idraulico ma lui non ha tempo. Siamo a Howald.",
      'plumbing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a trade the message gives no sign of is not decided just because the involved one was set aside', () => {
  it.each([
    [
      "Abbiamo aperto una pizzeria a Differdange e il commercialista che ci seguiva in Italia non conosce le regole lussemburghesi, ci serve qualcuno per la contabilità e l'IVA.",
      'accounting',
    ],
    [
      'Acabamos de abrir una panadería en Wiltz y la gestora que teníamos en Valencia no lleva impuestos de Luxemburgo, buscamos quien nos haga la contabilidad.',
      'accounting',
    ],
    [
      "We opened a small flower shop in Remich and the accountant we used back in Ireland can't do Luxembourg VAT, so we need someone for the books.",
      'accounting',
    ],
    [
      "Nous avons un petit restaurant à Mersch, notre webmaster a fait le site il y a dix ans et il ne s'en occupe plus, il faudrait le refaire avec la réservation en ligne.",
      'web-development',
    ],
    [
      'Unsere Bäckerei in Echternach hat eine Website, die der Sohn eines Freundes gebaut hat, jetzt studiert er in Berlin; wir brauchen einen Onlineshop für Torten.',
      'web-development',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a "since…" clause ends where the trouble begins', () => {
  it.each([
    [
      'Since a tenant moved out last week there are bed bugs in the guest room of my small guesthouse in Vianden, please help fast.',
      'pest-control',
    ],
    [
      "A gardener comes every month for the lawn, but now moles have dug up half of it, we're in Bertrange.",
      'pest-control',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
