import { describe, expect, it } from 'vitest'
import { readingOf } from './readings-for-tests'

/**
 * The tradesperson asked for by name among others named as context, someone of a trade who came (told
 * with a relative clause, "a" or "we called"), one who is gone, money back from the taxes, the
 * electricity panels make, outdoor steps of concrete or stone, a move told by its boxes, a developer who
 * stopped answering, pictures for a shop: development sentences, each pattern in several languages.
 */

describe('the tradesperson asked for by name decides, whatever else the story names', () => {
  it.each([
    [
      'Our restaurant in Remich is printing a new menu and the printing shop wants pictures of every dish. We’d like a photographer for one afternoon.',
      'photography',
    ],
    [
      'Le toit a été refait l’an dernier avec des gouttières neuves, mais maintenant nous cherchons un jardinier pour tailler la haie de thuyas à Bascharage.',
      'gardening',
    ],
    [
      'Die Leitungen im Keller wurden neu verlegt und die Wand ist voller Schlitze. Welcher Maler kann die Wand in Mamer wieder glatt streichen?',
      'painting',
    ],
    [
      'De Sanitär ass fäerdeg an d’Plättercher leien, elo ass iwwerall Stëbs. Gëtt et eng Botzfirma déi d’Haus zu Munneref eemol grëndlech propper mécht?',
      'cleaning',
    ],
    [
      'A casa de banho nova já tem tudo ligado, canos e luz. Procuramos um pintor para o teto e as paredes, em Esch.',
      'painting',
    ],
    [
      'Abbiamo rifatto il tetto e l’impianto elettrico, adesso cerchiamo un falegname per le porte interne a Strassen.',
      'carpentry',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('someone of a trade who came is context, however the story tells it', () => {
  it.each([
    [
      'The roofer who replaced our gutters in May said the damp patch is condensation, not the roof. We need the bathroom wall repainted with anti-mould paint, house in Steinsel.',
      'painting',
    ],
    [
      'Der Installateur, der letzte Woche die Heizung gewartet hat, meinte, der Fleck an der Decke komme vom Dach. Wer schaut sich das Dach in Schifflingen an?',
      'roofing',
    ],
    [
      'Le plombier qui a remplacé le chauffe-eau a dit que le tableau électrique est trop vieux et pas aux normes. Qui peut le changer à Sanem ?',
      'electrical',
    ],
    [
      'Un fontanero nos propuso cambiar toda la tubería, pero lo que gotea es la lavadora. ¿Alguien repara lavadoras Bosch en Mamer?',
      'appliance-repair',
    ],
    [
      'Ein Gärtner aus dem Nachbarort hat angeboten, die Mauer mitzumachen, aber die Natursteinmauer in Mersch soll ordentlich neu aufgesetzt werden.',
      'masonry',
    ],
    [
      'Chamámos um canalizador porque pensávamos que era um cano, mas a mancha vem do telhado. Quem arranja telhados em Wiltz?',
      'roofing',
    ],
    [
      'We called a locksmith when the front door would not shut, but it is the wooden door itself that has swollen. Who can plane it down, in Lintgen?',
      'carpentry',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('a tradesperson who is gone leaves their trade to ask for', () => {
  it.each([
    [
      'Notre comptable a pris sa retraite en juin et depuis personne ne suit la TVA de mon salon à Pétange.',
      'accounting',
    ],
    [
      'Our gardener retired last spring and the hedges around the house in Bech are now higher than the fence.',
      'gardening',
    ],
    [
      'Unser Informatiker ist weggezogen, seitdem läuft im Büro in Bertrange keine Datensicherung mehr und der Drucker streikt.',
      'it-support',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('money back from the taxes is a tax return', () => {
  it.each([
    'We are both frontier workers and heard we could get money back from the taxes by filing jointly. Who can do our return?',
    'Kann man als Grenzgänger Geld zurück von der Steuer bekommen? Ich suche jemanden, der das für mich ausfüllt.',
    'Ci hanno detto che con la dichiarazione congiunta avremmo un rimborso delle tasse, qualcuno può compilarla per noi?',
  ])('%s → accounting', (text) => {
    expect(readingOf(text).category).toBe('accounting')
  })
})

describe('the electricity panels make is the solar firm’s', () => {
  it.each([
    'Dans notre copropriété à Howald on voudrait des panneaux sur le toit plat et partager l’électricité entre les appartements, qui fait ça ?',
    'Wir möchten Paneele aufs Scheunendach in Beckerich setzen und den Strom selbst nutzen, wer plant so etwas?',
  ])('%s → solar', (text) => {
    expect(readingOf(text).category).toBe('solar')
  })
})

describe('outdoor steps or a ramp of concrete or stone are the mason’s', () => {
  it.each([
    'My mother lives alone in Bech; the stone steps down to her garden have come loose and she nearly fell. Who could fix them before winter?',
    'The concrete steps up to our front door in Bissen have cracked and one is wobbling, can someone rebuild them?',
    'Il nous faut une rampe en béton devant la porte pour le fauteuil roulant de mon père, à Ettelbruck.',
    'I gradini in pietra del vialetto si sono staccati, chi li può rifare a Dudelange?',
  ])('%s → masonry', (text) => {
    expect(readingOf(text).category).toBe('masonry')
  })
})

describe('a move told by its boxes', () => {
  it.each([
    'Our son is coming back from his studies in Nancy: a bed, a desk and about twenty boxes, third floor and no lift.',
    'Meine Tochter verlässt das Studentenwohnheim: Schreibtisch, Bett und 15 Kisten, vierter Stock ohne Aufzug.',
    'Preciso de levar uma cama, uma cómoda e umas trinta caixas do terceiro andar sem elevador para Diekirch.',
  ])('%s → moving', (text) => {
    expect(readingOf(text).category).toBe('moving')
  })
})

describe('a developer who stopped answering about a new home', () => {
  it.each([
    'Le promoteur de notre appartement neuf à Bertrange ne répond plus depuis que nous avons signalé les fissures du salon.',
    'Der Bauträger unserer neuen Wohnung in Kayl antwortet nicht mehr, obwohl wir die Risse seit der Übergabe melden.',
  ])('%s → legal', (text) => {
    expect(readingOf(text).category).toBe('legal')
  })
})

describe('pictures for a shop', () => {
  it.each([
    'Ho aperto una pasticceria a Wiltz e mi servono belle immagini delle torte per il menu e per i social.',
  ])('%s → photography', (text) => {
    expect(readingOf(text).category).toBe('photography')
  })
})

describe('the tradesperson asked for though the customer tried first, and a firm named in a cause', () => {
  it.each([
    [
      'Le robinet de la cuisine fuit toujours, j’ai déjà changé le joint moi-même et je cherche un plombier à Esch.',
      'plumbing',
    ],
    [
      'Seit den Bauarbeiten im Haus nebenan haben wir Mäuse im Keller unseres Hauses in Mersch.',
      'pest-control',
    ],
    [
      'Zwei Firmen haben uns schon ein Angebot für den Umzug von Strassen nach Trier gemacht, wir möchten vergleichen.',
      'moving',
    ],
    ['Gëtt et e Plättleeër deen eis d’Buedzëmmer zu Iechternach nei mécht?', 'tiling'],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('words of small jobs outside', () => {
  it.each([
    ['Mir hunn e Maarder um Späicher zu Iechternach, wien verdreift deen?', 'pest-control'],
    ['Wer schneidet unsere alten Obstbäume auf der Wiese in Berdorf?', 'gardening'],
    ['Mi serve qualcuno per vangare l’orto dietro casa a Mondorf.', 'gardening'],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})
