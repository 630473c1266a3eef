import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-seventeenth lessons, from new development sentences: a shop's floor and windows done on a schedule (a
 * hairdresser's, a bakery) are the cleaners'; a guesthouse that "has renovated" its rooms wants pictures, not a
 * renovation (work told as done); cockroaches are pest control's wherever they run (Portuguese "baratas" only with
 * where they were seen: it also means "cheap"); fruit trees to prune ("meli", "manzanos", "macieiras") are the
 * gardener's; collectors on the roof that give no hot water are solar's; a built-in coffee machine that grinds is
 * appliance repair (Spanish "moler" is no Luxembourgish painter); products on white for a catalogue are a
 * photographer's; a tree whose roots lift the paving, to take out, is the gardener's.
 */
describe('stories, hundred-and-seventeenth lessons', () => {
  it.each([
    [
      'cleaning',
      "Ech hunn e Coiffeursalon zu Diekirch. Mir packen et net méi, owes de Buedem an d'Fënsteren ze maachen. Ideal wier een deen 2 Mol d'Woch moies kënnt.",
    ],
    [
      'cleaning',
      "J'ai une boulangerie avec un petit salon de thé. On n'arrive plus à faire le sol et les vitrines le soir. L'idéal serait quelqu'un qui passe trois fois par semaine tôt le matin.",
    ],
    [
      'photography',
      'Unsere kleine Pension hat die Zimmer renoviert. Die Bilder auf Booking sind von 2014. Wir suchen jemanden, der die Zimmer und den Frühstücksraum schön in Szene setzt.',
    ],
    [
      'pest-control',
      'Há uma semana que aparecem baratas na casa de banho à noite, fogem para o ralo quando acendo a luz. Já pus armadilhas.',
    ],
    [
      'pest-control',
      'Seit zwei Wochen kommen nachts Kakerlaken aus der Spüle, wenn ich das Licht anmache. Ich wohne in einem alten Haus.',
    ],
    // "mais barata" is cheap: the washing machine stays an appliance to repair.
    [
      'appliance-repair',
      'Comprámos uma máquina de lavar roupa noutra loja porque era mais barata, mas agora pinga água por baixo. Alguém a conserta em casa?',
    ],
    [
      'gardening',
      'Abbiamo quattro meli vecchi nel giardino dietro casa, cerchiamo qualcuno che li poti bene a fine inverno.',
    ],
    ['gardening', 'Tenemos cinco manzanos viejos detrás de casa, buscamos a alguien que los pode bien.'],
    [
      'solar',
      "Un venditore ci aveva promesso che i collettori sul tetto ci avrebbero dato acqua calda anche d'inverno. Ora l'acqua del bollitore è fredda.",
    ],
    [
      'appliance-repair',
      'La cafetera encastrada de la cocina gotea por debajo y hace un ruido raro al moler, pero no sale café. Es una Miele de hace tres años.',
    ],
    [
      'photography',
      'Wir sind ein kleiner Weinhändler und brauchen für den neuen Katalog 50 Flaschen vor weißem Hintergrund. Wer kommt mit Licht und Ausrüstung zu uns?',
    ],
    [
      'gardening',
      'Cuando compramos la casa plantamos un sauce llorón cerca de la terraza. Ahora las raíces levantan las baldosas. Queremos quitarlo con raíz.',
    ],
    [
      'gardening',
      "Il y a quinze ans on a planté un saule pleureur près de la terrasse. Ses racines soulèvent les dalles. On veut l'enlever avec la souche.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
