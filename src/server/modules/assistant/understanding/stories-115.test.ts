import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-fifteenth lessons, from new development sentences: floor tiles that rose "like a little tent" over
 * underfloor heating ("Bodenfliesen", "se sont soulevés") are the tiler's; a firm's server that will not start is
 * IT support's though the firm is a law office; someone who renders everything said "auf Spanisch" is an
 * interpreter; a site of one's own weighed against an Instagram page is the web developer's though customers want
 * photos; portraits of each child of a nursery are a photographer's; whether a contract's clause is valid, or a
 * non-compete clause, is a lawyer's; an inherited flat with everything original, to make liveable, is a renovation.
 */
describe('stories, hundred-and-fifteenth lessons', () => {
  it.each([
    [
      'tiling',
      'Heute Nacht hat es im Flur laut geknallt. Jetzt stehen mehrere Bodenfliesen hoch wie ein kleines Zelt und eine ist gesprungen. Wir haben Fußbodenheizung, Haus in Mamer.',
    ],
    [
      'tiling',
      'Hier soir un grand bruit sec dans le salon. Ce matin plusieurs carreaux du sol se sont soulevés au milieu de la pièce et l’un est fendu. Maison de 2010 avec chauffage au sol.',
    ],
    [
      'it-support',
      'Ich arbeite in einer Anwaltskanzlei in Echternach, wir sind zu viert. Seit dem Wochenende startet der Server nicht mehr und niemand kommt an die Akten.',
    ],
    [
      'it-support',
      'Lavoro in uno studio legale a Diekirch, siamo in quattro. Dal fine settimana il server non si avvia e nessuno riesce ad aprire le pratiche.',
    ],
    [
      'translation',
      'Unser Fußballverein bekommt Besuch aus Spanien. Beim Elternabend braucht es jemanden, der alles für die spanischen Trainer auf Spanisch wiedergibt.',
    ],
    [
      'web-development',
      'Ich habe eine kleine Malerfirma und Kunden wollen immer Fotos unserer Arbeiten sehen. Lohnt sich eine eigene Webseite oder reicht Instagram?',
    ],
    [
      'photography',
      'Sou diretora de uma creche em Ettelbruck com cinco grupos. Para a festa de fim de ano os pais querem retratos de cada criança e de cada grupo.',
    ],
    [
      'legal',
      'My contract has a clause saying I can’t work for any competitor for a year after I leave. Is that even valid?',
    ],
    [
      'legal',
      'Mon contrat contient une clause de non-concurrence de deux ans. Est-ce que je dois la signer ?',
    ],
    [
      'renovation',
      'Nous avons hérité d’un appartement des années 60 à Dudelange. Tout est d’origine. Combien pour le remettre en état ?',
    ],
    // Roof tiles that "look lifted" under moss stay the roofer's.
    [
      'roofing',
      'Moss covers half our roof and a few tiles look lifted; a man at the door offered to clean it for cash. Can a roofer check it first?',
    ],
    // A portrait painted in oils is no photographer's.
    [null, '¿Conocéis a alguien que pinte un retrato al óleo de nuestro gato para regalárselo a mi hermana?'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
