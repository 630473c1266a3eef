import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-seventh lessons, from new development sentences: small beetles running under the fridge when the light
 * goes on are pest control ("Käfer"); a door that rattles is no rat, and doors planed down or to rehang are the
 * joiner's; turf laid in rolls; a heat pump's outdoor unit; showers and toilets cleaned on a schedule ("sauber
 * macht") are the cleaners', not the plumber's; a bought house whose works someone plans and coordinates is one
 * renovation; a flat roof and its bitumen are the roofer's; floor tiles that bulge or pop up are the tiler's; an
 * office that moves ("se traslada") with its desks and server, packed, is the movers'.
 */
describe('stories, hundred-and-seventh lessons', () => {
  it.each([
    [
      'pest-control',
      'Quand on allume la lumière du cellier, des petites bêtes brunes courent se cacher sous le congélateur et la machine à laver.',
    ],
    [
      'pest-control',
      'Kleine braune Käfer flitzen unter den Kühlschrank und die Spülmaschine, sobald ich abends das Licht anmache.',
    ],
    [
      'pest-control',
      'Little brown bugs scurry under the dishwasher and the oven whenever I switch the kitchen light on at night.',
    ],
    ['pest-control', 'Nuets héiere mir am Plafong e Rennen, an am Keller ass de Sak mat Kazefudder ugebass.'],
    [
      'electrical',
      'De Stroum am Buedzëmmer fält all Kéier eraus wann de Fön an den Heizstrahler zesumme lafen, an de klenge Schalter am Keller muss ech erëm eropdrécken.',
    ],
    [
      'moving',
      "Mir hunn et selwer mat enger Camionnette probéiert, mee d'Hallschent vun de Miwwelen steet nach am alen Appartement an alles muss an déi nei Wunneng.",
    ],
    [
      'gardening',
      'Wer verlegt bei uns etwa 80 m² Rollrasen? Der Boden müsste vorher noch vorbereitet werden.',
    ],
    ['gardening', "On cherche quelqu'un pour poser du gazon en rouleaux sur 100 m²."],
    [
      'heating',
      'Das Außengerät unserer Wärmepumpe brummt nachts laut und schaltet alle paar Minuten ein und aus.',
    ],
    [
      'cleaning',
      'Unser Sportverein braucht jemanden, der die Duschen und Toiletten im Vereinsheim zweimal pro Woche sauber macht.',
    ],
    [
      'renovation',
      'Im gekauften Haus sind Leitungen, Bad und Heizung uralt; wir suchen jemanden, der alles plant und die Arbeiten koordiniert.',
    ],
    [
      'renovation',
      "Dans la maison qu'on vient d'acheter il faut refaire l'électricité, la plomberie et les sols, on cherche quelqu'un qui coordonne les travaux.",
    ],
    [
      'roofing',
      'Das Flachdach der Garage haben wir mit Bitumenfarbe gestrichen, jetzt steht das Wasser drauf und es tropft rein.',
    ],
    [
      'roofing',
      'We painted the flat roof of the shed with bitumen last year and now water pools on it and drips inside.',
    ],
    [
      'tiling',
      'Three of the big kitchen tiles we laid on the old floorboards have cracked and the grout is breaking up; can someone relay them properly?',
    ],
    [
      'carpentry',
      'Our bedroom doors were planed down too much and now rattle in their frames with big gaps at the top; we need someone to rehang them.',
    ],
    [
      'cleaning',
      'O exaustor e a conduta da cozinha do restaurante estão cheios de gordura e a inspeção vem aí.',
    ],
    [
      'cleaning',
      'La hotte et les conduits de la cuisine du snack sont pleins de graisse, il faut tout dégraisser avant le contrôle.',
    ],
    [
      'web-development',
      'Queremos uma página onde os clientes marquem a hora da recolha e paguem um sinal online, hoje é tudo por telefone.',
    ],
    [
      'moving',
      'Nuestra oficina de diez personas se traslada en mayo: mesas, sillas, archivadores y el rack del servidor. ¿Podéis embalar y montar todo?',
    ],
    ['tiling', 'En el baño las baldosas se han abombado y dos se han partido; tenemos suelo radiante.'],
    ['tiling', 'Im Flur haben sich mehrere Fliesen mit einem Knall aufgewölbt, zwei sind gesprungen.'],
    [
      'heating',
      'Das Außengerät hinter dem Haus brummt nachts laut und springt alle paar Minuten an und wieder aus.',
    ],
    [
      'heating',
      "L'unité extérieure derrière la maison fait un bruit terrible la nuit et se coupe toutes les cinq minutes.",
    ],
    ['solar', 'how much for solar panels on a flat roof with ballast, no drilling? about 40 m2'],
    [
      'cleaning',
      'Die Frau, die bei uns im Büro bisher sauber gemacht hat, hört auf; wir suchen eine Firma, die die Büros zweimal pro Woche reinigt.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
