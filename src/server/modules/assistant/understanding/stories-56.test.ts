import { describe, expect, it } from 'vitest'
import { rulesTradeOf, tradeOf } from './readings-for-tests'

/**
 * Fifty-sixth lessons, from new development sentences: what lies behind an appliance is only where it
 * is seen ("des cafards derrière le frigo"); "s'en débarrasser" is being rid of pests, not clearing a
 * house; scratching at night or inside a wall is an animal; LED spots or downlights that flicker are
 * the electrician's; a meeting between people of two languages needs an interpreter, though the
 * business is in software; a tree leaning after a storm is the tree surgeon's; a van with people to
 * carry things is a move, whatever the things are; damp that makes the plaster crumble is the mason's,
 * though the paint failed first.
 */
describe('stories, fifty-sixth lessons', () => {
  it.each([
    [
      'pest-control',
      'Depuis quelques semaines on voit des cafards derrière le frigo le soir, on a tout essayé, qui peut venir ?',
    ],
    [
      'pest-control',
      'Hinter dem Kühlschrank sind nachts Kakerlaken, wir haben schon Fallen aufgestellt, ohne Erfolg.',
    ],
    ['pest-control', 'Nuets héiere mir et um Plafong kraazen an et gëtt ëmmer méi.'],
    ['pest-control', 'On entend gratter dans le mur de la chambre chaque soir vers minuit.'],
    ['pest-control', "Every night there's scratching in the wall behind our bed, and the dog goes crazy."],
    [
      'electrical',
      'Seit wir die Halogenlampen durch LED-Strahler ersetzt haben, flackern sie im Wohnzimmer ständig.',
    ],
    ['electrical', 'The LED downlights in the hallway flicker whenever the fridge kicks in.'],
    [
      'translation',
      'Nächste Woche kommen Geschäftspartner aus Japan, wir brauchen jemanden für die Verhandlungen auf Japanisch und Deutsch.',
    ],
    [
      'translation',
      'Our software company has a meeting with a Chinese supplier next Tuesday and nobody here speaks Mandarin.',
    ],
    ['translation', 'Temos uma reunião com clientes turcos e precisamos de alguém que fale turco e francês.'],
    ['gardening', 'Après la tempête le bouleau du jardin penche dangereusement vers la maison.'],
    [
      'gardening',
      'Nach dem Sturm steht die große Fichte im Garten schief und die Erde um den Stamm hat sich gehoben.',
    ],
    ['gardening', 'Il pino del giardino è inclinato verso la strada dopo il temporale, ho paura che cada.'],
    [
      'moving',
      'Preciso de uma carrinha e duas pessoas que levem o frigorífico e a máquina de lavar para a casa nova.',
    ],
    ['moving', 'Necesito un camión y gente que lleve los muebles de mi piso a la casa nueva el sábado.'],
    ['masonry', 'La humedad sube por la pared del garaje y el revoco se deshace en trozos.'],
    ['masonry', 'Die Feuchtigkeit im Keller lässt den Putz abbröckeln, die Farbe hält auch nicht mehr.'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: the appliance itself at fault, furniture to be rid of, and a customer who does not read German.
  it.each([
    ['appliance-repair', 'Le lave-vaisselle ne vidange plus et affiche E24, Bosch de 6 ans.'],
    [
      'moving',
      "J'ai un vieux canapé et une armoire, qui peut s'en débarrasser et les emporter à la déchetterie ?",
    ],
    ['heating', 'Ich verstehe nicht gut Deutsch, entschuldigung. Die Heizung ist kalt seit gestern.'],
    ['painting', 'Wir möchten das Wohnzimmer neu streichen lassen, die Farbe blättert ab.'],
    [
      'moving',
      'Eis Büroe plënneren op de sechste Stack, mat Schreifdëscher a Schief, fir datt méindes alles leeft.',
    ],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // The rules alone: each lesson is theirs, not only the classifier's.
  it.each([
    ['pest-control', 'On voit des cafards derrière le lave-vaisselle tous les soirs.'],
    ['pest-control', 'Il y a des souris dans la cave, qui peut nous en débarrasser ?'],
    ['pest-control', 'Nuets héiere mer et kraazen, all Nuecht nees.'],
    ['electrical', 'Die LED-Strahler in der Küche flackern.'],
    ['translation', 'For the meeting with our Japanese partners we need someone for Japanese and English.'],
    ['gardening', 'The birch in the garden is leaning towards the house.'],
    ['moving', 'Uma carrinha e gente que levem o frigorífico para a casa nova.'],
    ['masonry', "L'humidité fait s'effriter l'enduit du mur, la peinture ne tient pas."],
  ])('the rules read %s: %s', (category, text) => {
    expect(rulesTradeOf(text)).toBe(category)
  })
})
