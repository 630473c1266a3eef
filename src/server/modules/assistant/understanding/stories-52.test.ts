import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fifty-second lessons, from new development sentences: a wooden floor named by its wood ("un suelo de
 * roble", "Eichenboden", "soalho") is laid or sanded by the joiner, not the tiler, unless the tiles only
 * look like wood ("carrelage imitation parquet", "porcelánico imitación madera"); after a death, an
 * inheritance, a will or a bank account to settle is the lawyer's, though no legal word is said
 * ("gestorben" is not the Spanish "gestor"); a safe to open is the locksmith's, whatever is inside;
 * emptying a flat ("eidel maachen") is the movers'.
 */
describe('stories, fifty-second lessons', () => {
  it.each([
    ['carpentry', 'Queremos poner un suelo de roble macizo en el salón de casa, unos 30 m2, en Mamer'],
    [
      'carpentry',
      'Hola, necesito que alguien lije y barnice un suelo de roble que tiene ya veinte años, vivimos en Strassen',
    ],
    ['carpentry', 'Wir möchten in der Wohnung einen Eichenboden verlegen lassen, etwa 45 m², in Mersch'],
    ['carpentry', 'gostaríamos de assentar soalho de madeira maciça nos quartos, em Schifflange'],
    ['carpentry', 'vorrei posare un pavimento in rovere nello studio, 18 mq, abito a Bissen'],
    ['tiling', 'on veut poser un carrelage imitation parquet dans la cuisine, 20 m2, à Walferdange'],
    ['tiling', 'queremos poner porcelánico imitación madera en el baño y la cocina, en Bettembourg'],
    [
      'legal',
      'Mein Vater ist verstorben und hatte ein Konto in Luxemburg, wir wissen nicht wie wir an das Erbe kommen, ich wohne in Trier',
    ],
    [
      'legal',
      'Meine Mutter ist gestorben, sie hatte ein Konto bei einer Bank in Luxemburg. Wie kommen wir an das Geld?',
    ],
    [
      'legal',
      'my uncle passed away in Luxembourg and we are the heirs, the bank froze his account, who can help us',
    ],
    ['legal', 'mio nonno è morto e ha lasciato un testamento scritto a mano, è valido in Lussemburgo?'],
    [
      'legal',
      'mi madre falleció y tenía una cuenta bancaria en Luxemburgo, no sabemos qué papeles hacen falta',
    ],
    [
      'locksmith',
      'Im Schlafzimmer meines verstorbenen Vaters steht ein alter Tresor. Niemand kennt die Zahlen. Wir vermuten, dass Papiere für die Erbschaft drin sind. Kann man den öffnen?',
    ],
    ['moving', 'Meng Bomi ass gestuerwen an mir mussen hiren Appartement zu Ettelbréck eidel maachen'],
    ['moving', 'ci trasferiamo dall’appartamento di Dudelange verso Lussemburgo città'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: the same words where another trade is asked.
  it.each([
    ['tiling', 'Wir wollen Fliesen in Holzoptik im Flur verlegen lassen, ca. 15 m², in Sandweiler'],
    ['cleaning', 'can someone deep clean and oil our oak floors before we sell the flat in Howald'],
    [
      'cleaning',
      'my grandmother passed away and the house in Bettembourg needs a thorough clean before we sell it',
    ],
    [
      'accounting',
      'Mein Mann ist verstorben, ich muss jetzt die Steuererklärung für uns beide machen, wer hilft mir',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
