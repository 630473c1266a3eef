import { describe, expect, it } from 'vitest'
import type { CategoryResult } from './category'
import { UNLISTED_LABEL } from './classifier/category-classifier'
import { readingOf } from './readings-for-tests'
import { unlistedNeed } from './understand'

/**
 * Tiles that sound hollow, a sofa and colours to choose, vermin seen by an appliance, a security
 * door, a shop's layout and light, a plumber suggested whom nobody can stand in for, photos of
 * products to sell, Luxembourgish pipes and gutters, Italian "ad" before a place, help at home for
 * an older person, Luxembourgish roof tiles (Zillen). Development sentences.
 */

describe('a trade named by its situation', () => {
  it.each([
    [
      "Bei eis am Keller zu Mäerzeg leeft Waasser laanscht d'Mauer, et kënnt aus engem Rouer un der Plafong, dat all Stonn méi drëpst. Ech hunn eng Schossel drënner gestallt. Wie kann haut nach kucken?",
      'plumbing',
    ],
    ["D'Kéngel iwwer der Terrass ass gerass an et leeft Waasser op d'Dëscher.", 'roofing'],
    [
      "We've just bought a long narrow flat in Strassen and can't decide where the sofa should go or which colours to use. We're not touching any walls. Is there someone who plans that for you?",
      'interior-design',
    ],
    [
      'Some of the tiles on the bathroom wall sound hollow when I knock on them and the grout has gone dark. Our house is in Kayl. Can someone redo them?',
      'tiling',
    ],
    [
      "Ieri ho visto un topo correre dietro la lavatrice in cantina a Bettembourg, e stamattina c'erano escrementi vicino al frigorifero. Abbiamo un neonato, cosa si può fare?",
      'pest-control',
    ],
    [
      'Gëschter owes hunn ech eng Maus hannert dem Frigo gesinn, an haut waren Knätzelen an der Spullmaschinn. Mir wunnen zu Zolwer.',
      'pest-control',
    ],
    [
      'Anoche vi dos cucarachas debajo de la nevera y esta mañana otra en el fregadero. Vivo en Differdange con un bebé, ¿qué se puede hacer?',
      'pest-control',
    ],
    [
      'Cucio borse a mano e sto per lanciare il mio negozio online. Mi servono foto dei prodotti tutte uguali, una trentina di pezzi.',
      'photography',
    ],
    [
      "Je fabrique des savons et j'ouvre bientôt ma boutique en ligne. Il me faut des photos des produits, toutes pareilles, environ 40 pièces.",
      'photography',
    ],
    [
      "No dem Hagel vum Weekend sot eis Noperin, datt si op eisem Daach Zillen gesäit déi verrutscht sinn. Zanter gëschter ass am Buedzëmmer e brongen Flecken un der Plafong deen ëmmer méi grouss gëtt. D'Assurance wëll en Devis vun enger Fachfirma. Mir wunnen zu Bieles.",
      'roofing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })

  it.each([
    ['We want to swap our old wooden front door for a security door.', 'locksmith'],
    ['Wir möchten unsere alte Holztür gegen eine Sicherheitstür tauschen, Wohnung in Mamer.', 'locksmith'],
    [
      'Vamos abrir uma loja de flores em Wiltz e precisamos de alguém para a disposição do balcão, a iluminação e o ambiente.',
      'interior-design',
    ],
    [
      'Apriamo un negozio di fiori a Wiltz e cerchiamo qualcuno per la disposizione del bancone, l’illuminazione e l’atmosfera.',
      'interior-design',
    ],
  ])('a security door, a shop to lay out: %s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })

  it('flakes and leaves are no cockroaches', () => {
    expect(
      readingOf("D'Fassad blättert iwwerall of an d'Fënsterlueden hu scho laang keng Faarf méi gesinn.")
        .category,
    ).toBe('painting')
  })
})

describe('a trade someone suggests, whom nobody can stand in for soon, is still wanted', () => {
  it.each([
    'Il proprietario dice di chiamare un idraulico, ma qui nessuno viene prima di due settimane. Lo scaldabagno in cantina perde acqua calda dal fondo.',
    'Our landlord says to call a plumber, but nobody here comes before next month. The hot water boiler in the cellar is leaking from the bottom.',
  ])('%s', (text) => {
    expect(readingOf(text).category).toBe('plumbing')
  })
})

describe('help at home for an older or sick person is out of scope', () => {
  it.each([
    'O meu avô vive sozinho em Esch e precisa de alguém que o ajude de manhã a lavar-se e a tomar os medicamentos.',
    'Il mio papà ha 82 anni, abita da solo a Mondercange e ha bisogno di qualcuno che lo aiuti ogni mattina a vestirsi e a prendere le medicine.',
  ])('%s', (text) => {
    expect(readingOf(text)).toMatchObject({ category: null, outOfScope: 'home-care' })
  })
})

describe('a need is not called unlisted when a strong word of a trade is in it, decided or not', () => {
  const rules = (scores: CategoryResult['scores']): CategoryResult => ({
    category: null,
    status: 'ambiguous',
    confidence: 0.4,
    candidates: [],
    scores,
  })
  const predictions = [
    { label: UNLISTED_LABEL, probability: 0.56 },
    { label: 'interior-design', probability: 0.35 },
  ]
  it('home staging and a rebuild ruled out: two strong words, no trade decided', () => {
    expect(unlistedNeed(predictions, rules({ 'interior-design': 3, renovation: 3 }))).toBe(false)
  })
  it('only weak words: unlisted', () => {
    expect(unlistedNeed(predictions, rules({ renovation: 0.7 }))).toBe(true)
  })
})

describe('Italian "ad" before a place starting with a vowel', () => {
  it('la nostra casa ad Assel → Bous-Waldbredimus', () => {
    const place = readingOf(
      'Vorremmo trasformare la soffitta della nostra casa ad Assel in due camere con un bagno.',
    ).place
    expect(place).toMatchObject({ locality: 'Assel', commune: 'Bous-Waldbredimus' })
  })
})
