import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-nineteenth lessons, from new development sentences: soot at a boiler or its flame burning yellow is the
 * heating engineer's, though the wall above it is to be repainted; panels on a roof that heat the water are solar's
 * without the word "solar"; an architects' practice wanting pictures of a building it has finished, a club's group
 * photo ("Gruppefotoen", "Grupperbild", "foto di gruppo") and pictures for a "Broschür" are the photographer's; fleas
 * after the pet's holiday are pest control's.
 */
describe('stories, hundred-and-nineteenth lessons', () => {
  it.each([
    [
      'heating',
      'Unsere Gastherme im Keller macht seit ein paar Tagen eine gelbe Flamme statt einer blauen und an der Verkleidung ist schwarzer Ruß. Ist das gefährlich?',
    ],
    [
      'heating',
      "La flamme de notre chaudière est devenue jaune et il y a des traces de suie noire autour du brûleur. Faut-il l'arrêter ?",
    ],
    [
      'heating',
      "The flame in our gas boiler has gone yellow and orange instead of blue and there's black soot on the casing. My wife is worried about carbon monoxide.",
    ],
    [
      'heating',
      'A chama da caldeira está amarela e há fuligem preta por baixo. O senhorio diz que é normal, mas eu não acho.',
    ],
    [
      'heating',
      "La fiamma della caldaia è diventata gialla e c'è della fuliggine nera sul coperchio. Mia suocera dice che va pulita.",
    ],
    [
      'heating',
      'La llama de la caldera sale amarilla y hay hollín negro alrededor del quemador. El casero no contesta.',
    ],
    ['heating', 'Eis Gasheizung huet eng giel Flam an et ass schwaarze Russ um Deckel. Ass dat geféierlech?'],
    [
      'photography',
      'Our architecture practice has just finished a new primary school in Mamer and we need professional pictures of the building, inside and out, for competitions and our website.',
    ],
    [
      'photography',
      "Notre bureau d'architectes vient de livrer une maison passive à Junglinster. Nous cherchons quelqu'un pour photographier le bâtiment terminé, intérieur et extérieur.",
    ],
    [
      'photography',
      'Wir sind ein Architekturbüro und haben gerade ein Bürogebäude in Leudelange fertiggestellt. Wir brauchen gute Aufnahmen vom fertigen Gebäude für unsere Referenzen.',
    ],
    [
      'photography',
      'O nosso gabinete de arquitetura acabou uma moradia em Bertrange e precisamos de fotos profissionais da obra terminada para o portefólio.',
    ],
    [
      'photography',
      'Siamo uno studio di architettura e abbiamo appena finito la ristrutturazione di una villa a Kehlen. Vorremmo delle belle foto degli interni finiti per il nostro sito.',
    ],
    [
      'solar',
      'Queremos pôr painéis no telhado para aquecer a água do banho, temos quatro filhos e o gás está caríssimo.',
    ],
    [
      'solar',
      'Gostaria de saber quanto custam uns painéis no telhado que aquecem a água, a casa fica virada a sul.',
    ],
    [
      'solar',
      "Vorremmo mettere dei pannelli sul tetto per scaldare l'acqua della doccia, siamo in cinque in casa.",
    ],
    ['solar', 'Quisiéramos poner unos paneles en el tejado que calienten el agua de la ducha.'],
    ['photography', "Eise Fussballclub brauch nei Gruppefotoe vun all Equipe fir eis Broschür an d'Websäit."],
    ['photography', 'Mäi Musekverain wëll e Grupperbild vun alle Musikanten fir de Programm vum Concert.'],
    [
      'photography',
      "Notre club de basket a besoin de photos d'équipe de chaque catégorie pour la brochure des sponsors.",
    ],
    ['photography', 'Unser Tennisverein braucht Mannschaftsfotos aller Teams für die neue Vereinsbroschüre.'],
    [
      'photography',
      "Our rugby club needs team photos of every squad for the season brochure and the sponsors' page.",
    ],
    [
      'pest-control',
      'Il gatto è tornato dalla pensione per animali e adesso in casa ci sono pulci dappertutto, anche sul divano e nei letti dei bambini.',
    ],
    [
      'pest-control',
      'Depuis que le chat est rentré de la pension, on a des puces partout dans la maison, même dans les lits.',
    ],
    [
      'pest-control',
      'Seit die Katze aus der Tierpension zurück ist, haben wir überall Flöhe, auch in den Betten der Kinder.',
    ],
    [
      'pest-control',
      "Since the cat came back from the cattery we've got fleas everywhere, even in the kids' beds, and the spray from the vet hasn't worked.",
    ],
    [
      'pest-control',
      'Desde que a gata voltou do hotel para animais temos pulgas em casa toda, até nas camas.',
    ],
    ['pest-control', 'Desde que el gato volvió de la residencia canina tenemos pulgas por toda la casa.'],
    [
      'heating',
      'Über unserer Gastherme ist die Wand ganz schwarz vom Ruß und die Flamme brennt gelb. Streichen bringt nichts, solange das nicht geklärt ist.',
    ],
    [
      'heating',
      "Au-dessus de la chaudière le mur est noirci par la suie et la flamme est jaune. Mon mari voulait repeindre mais il faut d'abord comprendre.",
    ],
    [
      'heating',
      'The wall above our boiler has gone black with soot and the flame is yellow. We were going to repaint the utility room but want this checked first.',
    ],
    [
      'heating',
      'A parede por cima da caldeira está preta da fuligem e a chama está amarela. Queria pintar a lavandaria mas primeiro quero saber o que se passa.',
    ],
    [
      'heating',
      'Il muro sopra la caldaia è nero di fuliggine e la fiamma è gialla. Volevamo ridipingere ma prima va controllata.',
    ],
    [
      'heating',
      'La pared encima de la caldera está negra de hollín y la llama sale amarilla. Queríamos pintar, pero antes hay que revisarla.',
    ],
    [
      'heating',
      "D'Mauer iwwer eisem Kessel ass schwaarz vum Russ an d'Flam ass giel. Mir wollten nei molen, mee éischt soll dat gekuckt ginn.",
    ],
    [
      'photography',
      'Wir sind ein kleines Architektenbüro in Mamer. Die Bibliothek, die wir geplant haben, ist fertig und wir brauchen Bilder davon für einen Wettbewerb.',
    ],
    [
      'photography',
      "Notre cabinet d'architecture a terminé une crèche à Hesperange, on voudrait des images de qualité du bâtiment fini pour un concours.",
    ],
    [
      'photography',
      'Our architecture firm completed a library in Differdange last month. We want photos of it for an award entry before the furniture gets scuffed.',
    ],
    [
      'photography',
      "Lo studio di architettura dove lavoro ha completato una scuola a Sanem e servono immagini professionali dell'edificio finito.",
    ],
    [
      'photography',
      'Nuestro estudio de arquitectura ha terminado un edificio de oficinas en Strassen y necesitamos fotos buenas para la web.',
    ],
    [
      'solar',
      'We want some panels on the roof to heat the water for the showers, there are six of us and the boiler runs all day.',
    ],
    [
      'solar',
      "On voudrait des panneaux sur le toit pour chauffer l'eau de la maison, c'est possible sur une toiture est-ouest ?",
    ],
    ['solar', 'Wir möchten Paneele aufs Dach, die das Wasser erwärmen, für Dusche und Küche.'],
    ['solar', "Mir wëllen Panneauen op den Daach fir d'Waasser waarm ze maachen."],
    ['photography', "Eis Volleyballequipe brauch Gruppebiller fir de Kalenner an d'Broschür vum Veräin."],
    [
      'photography',
      "Fir eis Chorale hätte mir gären e Grupperbild mat alle Sänger fir d'Affiche an de Programm.",
    ],
    ['photography', 'Our choir wants a group photo of all forty singers for the concert programme.'],
    ['photography', 'Unser Chor möchte ein Gruppenfoto mit allen Sängern für das Konzertprogramm.'],
    ['photography', 'La nostra squadra di calcio vuole una foto di gruppo per il giornalino del club.'],
    ['photography', 'O nosso rancho folclórico precisa de uma fotografia de grupo para o cartaz da festa.'],
    [
      'pest-control',
      'Dopo le vacanze il cane si gratta in continuazione e ho visto delle pulci sul tappeto e sulle gambe dei bambini.',
    ],
    ['pest-control', 'Après les vacances, le chien se gratte sans arrêt et on a vu des puces sur le tapis.'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
