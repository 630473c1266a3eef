import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/** Animal traces, yellowed walls, a mover who let the customer down, chimney mortar, photos for a site. Development sentences. */

describe('traces of an animal (gnawed cables, scurrying at night) are pest control, even on a car', () => {
  it.each([
    [
      'Irgendwas rennt nachts über unsere Zwischendecke und die Bremsschläuche am Auto sind angenagt, Haus in Consdorf',
      'pest-control',
    ],
    [
      'Auf dem Speicher liegt überall zerrupfte Glaswolle und nachts hören wir Getrappel über dem Schlafzimmer, Haus in Larochette',
      'pest-control',
    ],
    [
      "Eppes knabbert un de Kabele vum Auto an um Späicher ass d'Isolatioun futti gerappt, mir héieren et nuets, zu Bech",
      'pest-control',
    ],
    [
      'On entend gratter la nuit dans les combles et les câbles de la voiture ont été rongés, maison à Junglinster',
      'pest-control',
    ],
    [
      'Something has been chewing through the wires under the car bonnet and we hear scratching above the ceiling at night, house in Mersch',
      'pest-control',
    ],
    ['Algo roeu os cabos do carro e ouvimos barulho no sótão à noite, casa em Beaufort', 'pest-control'],
    [
      'Qualcosa ha rosicchiato i cavi della macchina e di notte sentiamo rumori in soffitta, casa a Echternach',
      'pest-control',
    ],
    [
      'Algo ha mordido los cables del coche y por la noche se oyen ruidos en el desván, casa en Vianden',
      'pest-control',
    ],
    [
      'Quelque chose a rongé les câbles sous le capot de ma voiture, on entend du bruit la nuit dans le garage, maison à Walferdange',
      'pest-control',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('walls turned yellow, or a colour wanted in every room, are repainting', () => {
  it.each([
    // Keys handed over are a new home's, not a locksmith's job: the colour for every room decides.
    [
      'We get the keys on Monday. The previous owners loved dark red, we want a warm off-white in every room before the furniture arrives, house in Steinsel',
      'painting',
    ],
    [
      'Le locataire précédent fumait beaucoup, les plafonds sont jaunis par la nicotine, il faut tout remettre en blanc, appartement à Strassen',
      'painting',
    ],
    [
      'Die Decken sind vom Rauchen ganz gelb geworden, vor dem Auszug muss alles wieder weiß sein, Wohnung in Mamer',
      'painting',
    ],
    [
      'The ceilings went yellow from years of smoking and the landlord wants them white again before we move out, flat in Howald',
      'painting',
    ],
    [
      'As paredes ficaram amarelas do fumo do tabaco e o senhorio quer tudo branco, apartamento em Esch',
      'painting',
    ],
    [
      "D'Maueren si giel vum Fëmmen, de Proprietär wëll se erëm wäiss hunn, Appartement zu Déifferdeng",
      'painting',
    ],
    [
      'Le pareti sono ingiallite dal fumo, il proprietario le vuole di nuovo bianche, appartamento a Bettembourg',
      'painting',
    ],
    [
      'Las paredes están amarillentas por el tabaco y el casero las quiere blancas otra vez, piso en Differdange',
      'painting',
    ],
    [
      "The last owners painted every bedroom dark green and we'd like a soft white throughout before moving in, house in Bascharage",
      'painting',
    ],
    [
      'Les anciens propriétaires aimaient le bordeaux partout, on veut un blanc cassé dans toutes les pièces, maison à Mondercange',
      'painting',
    ],
    [
      'Die Vorbesitzer haben alles dunkelblau gestrichen, wir hätten gern überall ein helles Grauweiß, Haus in Lintgen',
      'painting',
    ],
    ['Les murs de la chambre sont devenus jaunâtres, il faudrait les repeindre, maison à Kayl', 'painting'],
    ['I soffitti sono ingialliti dal fumo, vorrei farli tornare bianchi, casa a Mondorf', 'painting'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a mover who let the customer down is asked for again', () => {
  it.each([
    [
      'A empresa de mudanças cancelou à última hora e tenho de sair do apartamento em Mersch no sábado, só tenho cama, frigorífico e caixas',
      'moving',
    ],
    [
      "Le déménageur nous a lâchés hier, il faut vider l'appartement à Dudelange vendredi: frigo, lave-linge, canapé et des cartons",
      'moving',
    ],
    [
      'Our removal company cancelled last minute, we need a van and two people on Friday to move a bed, a fridge, a washing machine and boxes from Clervaux',
      'moving',
    ],
    [
      'O homem das mudanças desmarcou ontem e tenho de sair da casa em Mamer sábado, são poucas coisas: cama, máquina de lavar e caixas',
      'moving',
    ],
    [
      'Notre déménageur nous a laissés tomber, il faut transporter un frigo, une machine à laver et des cartons de Mersch samedi',
      'moving',
    ],
    [
      'The removals guy let us down, we need someone on Saturday for a fridge, a washer and 30 boxes from Mersch',
      'moving',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("a chimney's loose stones or crumbling mortar are the mason's", () => {
  it.each([
    ["D'Steng vum Kamäin si lass an de Mortel fält eraus, wie repairéiert dat? Zu Ettelbréck", 'masonry'],
    ['Um Kamäin falen Steng eraus, de Mortel ass futti, Haus zu Colmer-Bierg', 'masonry'],
    ['Die Kaminsteine sind locker und der Mörtel bröckelt, wer macht das? Haus in Wiltz', 'masonry'],
    ["Le mortier de la cheminée s'effrite et des briques bougent, maison à Clervaux", 'masonry'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("photos for a website, a booking page or social media are the photographer's", () => {
  it.each([
    [
      'Für unser Ferienhaus brauchen wir schöne Aufnahmen der Zimmer und der Terrasse für die Buchungsseite, Haus in Berdorf',
      'photography',
    ],
    [
      'Wir brauchen gute Bilder von unserem Restaurant für die Speisekarte und Instagram, in Remich',
      'photography',
    ],
    ["Photos professionnelles de nos chambres d'hôtes pour le site, à Vianden", 'photography'],
    ['Precisamos de fotos bonitas do restaurante para o site, em Esch', 'photography'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('an office to clean is cleaning, whoever works in it', () => {
  it.each([
    ['Procuro alguém para limpar o escritório de advogados em Esch, três vezes por semana', 'cleaning'],
    ["Nous cherchons quelqu'un pour nettoyer notre cabinet comptable à Mersch chaque soir", 'cleaning'],
    [
      'Wir suchen eine Reinigungskraft für unsere Anwaltskanzlei in Ettelbruck, zweimal pro Woche',
      'cleaning',
    ],
    ['Looking for someone to clean our accounting office in Strassen twice a week', 'cleaning'],
    ['Who could clean our dental practice in Mersch every evening?', 'cleaning'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("advice on colours is an interior designer's", () => {
  it.each([
    [
      'Mir wëssen net wéi eng Faarwen a Miwwelen an eise Salon passen, kéint een eis e Plang maachen? Zu Hesper',
      'interior-design',
    ],
    [
      'Eis Kiche ass ze däischter, wéi eng Faarwen a wéi eng Luuchten? Just Berodung w.e.g., zu Biekerech',
      'interior-design',
    ],
    [
      "Mir brauchen Berodung fir d'Faarwen an d'Miwwelen vun eisem neien Appartement zu Stroossen",
      'interior-design',
    ],
    ['Juste des conseils sur les couleurs et la déco de notre salon à Bertrange', 'interior-design'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('everyday French words that are no misspelt pest ("honnête", "terminer")', () => {
  it.each([
    ["Quelqu'un d'honnête pour un devis, s'il vous plaît, à Mamer"],
    ['Avant de terminer le mois, la tondeuse du voisin, vous réparez ?'],
  ])('%s → no trade', (text) => {
    expect(tradeOf(text)).toBeNull()
  })
})
