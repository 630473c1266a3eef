import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-first lessons, from new development sentences: Luxembourgish "propper mécht" and French "nettoie"
 * are cleaning; a tree that fell in a storm, to cut up, is the gardener's; a tingle when touching a tap and an
 * appliance is the earthing, the electrician's; render falling off in chunks is the mason's; an Italian "macchina da
 * caffè" is an appliance; traces of an animal beside burrows and holes in a garden are a rodent's; a van with people
 * to carry is a move.
 */
describe('stories, hundred-and-first lessons', () => {
  it.each([
    ['cleaning', "Nom Fest brauch ech een deen d'Haus propper mécht, ongeféier 150 m2."],
    ['cleaning', "Notre agence immobilière cherche quelqu'un qui nettoie les bureaux chaque vendredi."],
    [
      'gardening',
      "Le grand sapin du jardin est tombé sur l'abri pendant la nuit, il faut le découper et évacuer le bois.",
    ],
    [
      'gardening',
      'Der alte Ahorn ist beim Sturm auf den Zaun gefallen, er muss zersägt und das Holz abgefahren werden.',
    ],
    ['electrical', 'Se tocco il frigorifero e il lavandino insieme sento una piccola scossa.'],
    ['electrical', 'Wenn ich den Herd und den Wasserhahn gleichzeitig anfasse, kribbelt es in der Hand.'],
    ['electrical', 'When I touch the oven and the kitchen tap at the same time I feel a tingle.'],
    [
      'masonry',
      'Large pieces of render are dropping off the front of our house onto the driveway where we park the pram. Behind them there are bare breeze blocks, and tapping the rest it sounds hollow. It got worse after the cold snap.',
    ],
    [
      'appliance-repair',
      "La nostra macchina da caffè a chicchi Philips macina regolarmente ma dal beccuccio esce solo acqua scura. L'abbiamo decalcificata due volte come dice il manuale.",
    ],
    [
      'pest-control',
      'Detrás del cobertizo han aparecido madrigueras y la bolsa de pienso de las gallinas está roída. En el suelo hay excrementos oscuros y alargados. Anoche vi algo grande y gris escaparse hacia el seto.',
    ],
    [
      'moving',
      'Mein Vater gibt seine Wohnung in Mersch auf und zieht zu uns, wir brauchen einen Transporter mit zwei Leuten für das Bett und etwa 20 Kartons.',
    ],
    ['moving', 'Ci serve un furgone con due persone per un divano e una ventina di scatoloni a fine mese.'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
