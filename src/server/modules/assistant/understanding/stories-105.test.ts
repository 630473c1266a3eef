import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-fifth lessons, from new development sentences: scratching overhead with droppings and gnawed bags is
 * pest control; a complete refurbishment priced per m² with its parts named is a renovation; walls yellowed by smoke
 * and a ceiling black with soot, wanted white again, are the painter's; crumbling concrete steps are the mason's; dust
 * everywhere after building works is the cleaners', as is stained or mossy outdoor stone to wash down; an online shop
 * built from a template and to be set up again is web development; premises with several parts to redo and no idea
 * which trade does what is a renovation; trees touching the roof, to cut, are the gardener's; Italian sockets counted
 * or sealed ("tre prese", "presa stagna") are the electrician's; a microwave that sparks is an appliance repair,
 * while fuses that blow when it runs with another appliance are the electrician's.
 */
describe('stories, hundred-and-fifth lessons', () => {
  it.each([
    [
      'pest-control',
      "Am Späicher kraazt et all Nuecht, an d'Isolatioun ass voller klenger schwaarzer Kréimelen. Eng Këscht mat Wanterkleeder ass ugebass.",
    ],
    [
      'pest-control',
      'Im Vorratsschrank liegen kleine schwarze Körnchen und die Nudelpackung ist angeknabbert.',
    ],
    [
      'pest-control',
      'On entend gratter dans le faux plafond la nuit et le sac de croquettes du chien a été rongé.',
    ],
    [
      'renovation',
      "Nous venons d'acheter un appartement des années 70 : fenêtres d'origine, électricité vétuste, cuisine et salle de bains à refaire. Quel budget prévoir pour une rénovation complète au m² ?",
    ],
    [
      'renovation',
      'Wir haben ein altes Bauernhaus gekauft, Fenster, Heizung, Elektrik und Bad sind alle von früher. Was kostet eine Komplettsanierung pro Quadratmeter ungefähr?',
    ],
    ['renovation', "Combien pour une remise à neuf complète d'une maison de 120 m² ?"],
    [
      'painting',
      'Im Wohnzimmer sind die Wände vom Rauchen vergilbt und über dem Kachelofen ist die Decke schwarz vor Ruß. Bis Ostern soll alles wieder weiß sein.',
    ],
    [
      'painting',
      'Au-dessus du poêle le plafond est noirci par la suie et les murs du séjour ont jauni, on voudrait que tout soit blanc pour Noël.',
    ],
    [
      'painting',
      "D'Maueren am Living si giel vum Fëmmen an iwwert dem Cheminée ass de Plafong schwaarz, mir wëllen et nees hell.",
    ],
    [
      'masonry',
      'Die Stufen unserer Außentreppe aus Beton bröckeln, bei zwei Stufen fehlt schon ein Stück der Kante.',
    ],
    ['masonry', "Les marches en béton de l'escalier extérieur s'effritent et le nez d'une marche est tombé."],
    [
      'masonry',
      'The concrete steps up to our front door are crumbling and a corner of the bottom step has broken off.',
    ],
    [
      'cleaning',
      'Nach dem Schleifen der Böden liegt überall feiner Staub, in den Schränken und auf den Fensterbänken, und an den Scheiben kleben Farbspritzer.',
    ],
    [
      'cleaning',
      'Après les travaux de plâtre il y a de la poussière blanche partout, jusque dans les placards, et des traces de ciment sur le carrelage.',
    ],
    [
      'web-development',
      'Mein Webshop für Kerzen läuft auf einem Baukasten, aber bei 300 Artikeln geht nichts mehr: keine Größenauswahl, falsche Versandkosten. Ich will ihn neu aufsetzen lassen.',
    ],
    [
      'web-development',
      "Our online shop for handmade candles was built with a free template, it's slow on phones and can't handle product variants; we want it rebuilt properly.",
    ],
    [
      'renovation',
      'Abrimos una panadería en un local vacío: hay que levantar un tabique, poner suelo nuevo, un baño adaptado, luz y pintura, y necesito a alguien que coordine a todos los gremios.',
    ],
    [
      'renovation',
      "Pour notre nouveau cabinet d'architectes il faut cloisonner, refaire le sol, l'éclairage et les sanitaires ; on cherche quelqu'un qui coordonne tous les corps de métier.",
    ],
    [
      'renovation',
      'Für unser neues Yogastudio müssen Trennwände gezogen, der Boden erneuert, Licht verlegt und zwei Duschen eingebaut werden; wer koordiniert alle Gewerke?',
    ],
    [
      'renovation',
      "We're turning an empty shop into a yoga studio: two partition walls, a new floor, showers, lighting and a small kitchen, and I don't know which trade comes first.",
    ],
    ['gardening', 'Há dois pinheiros ao lado da casa cujos ramos já batem no telhado, queremos cortá-los.'],
    ['gardening', 'Los abedules del jardín ya rozan el tejado y queremos cortarlos antes del otoño.'],
    ['gardening', 'Le betulle vicino alla casa toccano ormai il tetto, vorremmo tagliarle.'],
    [
      'electrical',
      "Vorrei aggiungere due prese in camera da letto e spostare l'interruttore vicino alla porta.",
    ],
    ['electrical', 'Mi serve una presa stagna in terrazza per le luci di Natale.'],
    [
      'cleaning',
      "Le lastre di pietra del cortile sono piene di macchie scure e c'è muschio nelle fughe, cerchiamo qualcuno per un lavaggio a fondo.",
    ],
    ['appliance-repair', 'El microondas hace chispas por dentro cuando lo pongo en marcha.'],
    ['appliance-repair', 'Unsere Einbau-Mikrowelle funkt innen, obwohl nichts aus Metall drin ist.'],
    ['appliance-repair', 'O micro-ondas faz faíscas lá dentro mesmo vazio.'],
    ['electrical', 'Les plombs sautent dès que le four et le micro-ondes tournent ensemble.'],
    ['electrical', 'Se fundieron los fusibles cuando pusimos el microondas y la tostadora a la vez.'],
    ['electrical', 'Servono tre prese nuove nello studio del mio appartamento, mi fate un preventivo?'],
    ['electrical', 'Una presa stagna sul balcone, quanto costa?'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
