import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-third lessons, from new development sentences: a practice's or a studio's floors, toilets and changing rooms
 * done on set evenings ("zweemol d'Woch owes", "tre sere a settimana"), and a clubhouse left "like a battlefield"
 * after a party, the cleaner's; a kitchen's hood and duct full of grease to degrease, the cleaner's (a hood that no
 * longer draws stays the repairer's); bamboo runners to dig out with a root barrier, the gardener's; a house inherited
 * that one heir lives in for free and won't sell, the lawyer's. A solar inverter's red light, a cylinder whose key
 * turns halfway, winged ants from a skirting board, a bathroom's renovation time, DIY bathroom spots tripping the
 * breaker, a growing cellar crack and a neighbour's wall on our land already read right in these words.
 */
describe('stories, eighty-third lessons', () => {
  it.each([
    [
      'cleaning',
      "Mir hunn eng Kinésitherapie-Praxis zu Bartreng mat 4 Behandlungsraim. Mir bräichten een, deen zweemol d'Woch owes d'Biedem, d'Toiletten an d'Matte mécht.",
    ],
    [
      'cleaning',
      'Abbiamo una palestra a Strassen con due sale e gli spogliatoi: pavimenti, specchi e docce andrebbero sistemati tre sere a settimana.',
    ],
    [
      'cleaning',
      'Our yoga studio in Mamer needs someone three evenings a week for the floors, the mirrors and the changing rooms.',
    ],
    [
      'cleaning',
      'Nach unserem Sommerfest sieht das Vereinsheim in Mersch aus wie ein Schlachtfeld: Küche, Saal, Toiletten und Umkleiden. Könnte jemand am Montag gründlich durchgehen?',
    ],
    [
      'cleaning',
      "Après notre kermesse, la salle du club à Mamer est dans un état pas possible : cuisine, salle, toilettes, vestiaires. Quelqu'un peut passer lundi pour tout reprendre à fond ?",
    ],
    [
      'solar',
      'Die App der Solaranlage zeigt seit einer Woche 0 kWh, am Wechselrichter leuchtet eine rote LED und das Display bleibt schwarz. Haus in Mersch.',
    ],
    [
      'solar',
      "Our solar app has shown 0 kWh for ten days although it's sunny, and the inverter in the garage has a red light. House in Strassen.",
    ],
    [
      'gardening',
      'Der Bambus aus dem Gartencenter treibt Ausläufer unter dem Zaun bis zum Nachbarn. Wir brauchen jemanden, der ihn ausgräbt und eine Wurzelsperre setzt. Haus in Mamer.',
    ],
    [
      'gardening',
      "Le bambou planté il y a quatre ans envoie des rhizomes jusque chez le voisin. Il faudrait l'arracher entièrement et poser une barrière anti-rhizomes. Maison à Bertrange.",
    ],
    [
      'locksmith',
      "I fitted a new cylinder myself and now the key only turns halfway and the front door won't lock. Can someone come before Saturday? House in Mersch.",
    ],
    [
      'locksmith',
      "J'ai changé moi-même le cylindre de la porte d'entrée et maintenant la clé ne tourne qu'à moitié, la porte ne se verrouille plus. À Mamer.",
    ],
    [
      'pest-control',
      'Há formigas grandes a sair do rodapé de madeira e agora algumas com asas. Tenho medo que estejam a comer a madeira. Casa em Mersch.',
    ],
    [
      'pest-control',
      'Große Ameisen kommen aus der Holzsockelleiste, jetzt auch welche mit Flügeln. Wir fürchten, dass sie das Holz fressen. Haus in Wiltz.',
    ],
    [
      'cleaning',
      'Os filtros e a conduta do exaustor do nosso restaurante estão cheios de gordura. Precisamos de alguém que desengordure tudo a fundo num domingo. Restaurante em Esch.',
    ],
    [
      'cleaning',
      'The extractor hood filters and duct in our restaurant kitchen are full of grease and need degreasing before the hygiene inspection. Restaurant in Strassen.',
    ],
    [
      'renovation',
      'Quanto tempo demora renovar uma casa de banho completa: tirar a banheira, duche à italiana, azulejos, móvel novo e tomadas? Moramos em Mamer.',
    ],
    [
      'renovation',
      'How long does a complete bathroom renovation take: bath out, walk-in shower, tiles, new vanity and sockets? House in Bertrange.',
    ],
    [
      'electrical',
      "Mäi Brudder huet d'LED-Spotten am Buedzëmmer selwer ugeschloss, an zanter deem fält de FI eraus, wann d'Dusch laang leeft. Appartement zu Stroossen.",
    ],
    [
      'electrical',
      'My brother-in-law wired the LED spotlights in our bathroom himself, and since then the breaker trips whenever the shower runs for a few minutes. Flat in Mamer.',
    ],
    [
      'masonry',
      "Am Keller geet e Rass duerch d'Mauer, uewen bal ee Zentimeter breet, an zanter dem Summer ass e méi laang ginn. Ech wëll dat vun engem Fachmann kucken an zoumaache loossen. Haus zu Mamer.",
    ],
    [
      'masonry',
      'A crack runs diagonally through the cellar wall, almost a centimetre wide at the top, and it has got longer since summer. I want a professional to look at it and close it. House in Mersch.',
    ],
    [
      'legal',
      'Mäi Papp ass gestuerwen an hannerléisst en Haus fir eis dräi. Mäi Brudder wunnt do gratis a wëll weder verkafen nach eis eppes bezuelen. Kann hien dat maachen?',
    ],
    [
      'legal',
      "My father died and left a house to the three of us. My brother lives there for free and won't sell or pay us anything. Can he just do that?",
    ],
    [
      'legal',
      'Unser Nachbar hat eine Gartenmauer gebaut, die laut Kataster 30 cm auf unserem Grundstück steht. Lohnt sich ein Anwalt?',
    ],
    [
      'legal',
      "Le voisin a construit un mur qui, d'après le cadastre, empiète de 30 cm sur notre terrain. Faut-il prendre un avocat ?",
    ],
    [
      'appliance-repair',
      'Die Dunstabzugshaube saugt nicht mehr und das Licht geht nicht, obwohl wir die Fettfilter gereinigt haben. Wohnung in Mersch.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
