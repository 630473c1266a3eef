import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Twenty-eighth lessons, from new development sentences: premises cleaned on a schedule, cracks that
 * grow, booking pages, a developer's late keys, dormice, co-owners' shares, a power cut as the cause,
 * and a remedy someone else advised that the customer's next sentence contradicts.
 */
describe('stories, twenty-eighth lessons', () => {
  it.each([
    // Premises cleaned on a schedule: floors and washrooms, beds made up for guests.
    [
      "Mir hunn e klenge Büro zu Mamer, mir brauche een deen dräimol d'Woch owes d'Büroen, d'Toiletten an d'Kiche propper mécht.",
      'cleaning',
    ],
    [
      "Notre salle de sport à Bertrange cherche quelqu'un pour les vestiaires, les douches et les sols chaque matin avant 7 h.",
      'cleaning',
    ],
    [
      'Für unsere Zahnarztpraxis in Strassen suchen wir jemanden, der abends die Böden, die Toiletten und das Wartezimmer übernimmt.',
      'cleaning',
    ],
    [
      'Abbiamo un piccolo studio dentistico a Mamer e cerchiamo qualcuno per pavimenti e bagni tutte le sere.',
      'cleaning',
    ],
    [
      'We run a small nursery in Bertrange and need someone every evening for the floors, toilets and changing tables.',
      'cleaning',
    ],
    [
      "Ech vermieden e Studio iwwer Airbnb zu Wolz an brauch een deen no all Gaascht d'Better iwwerzitt an d'Buedzëmmer propper mécht.",
      'cleaning',
    ],
    // A crack through a wall that grows or may be structural: the mason's, though someone says to fill and paint it.
    [
      "Il y a une grosse fissure en biais dans le mur de notre garage à Mamer, le peintre veut juste reboucher et repeindre, mais je voudrais savoir si c'est grave.",
      'masonry',
    ],
    [
      'Am Giebel unseres Hauses in Bertrange läuft ein Riss treppenförmig durch die Steine, der Maler sagt einfach zuspachteln und streichen.',
      'masonry',
    ],
    [
      'There is a crack running through the brick wall of our extension in Strassen, wide enough for a coin, and a friend says just fill and paint it.',
      'masonry',
    ],
    [
      "Il muro del seminterrato è umido in basso e l'intonaco si stacca, il vicino dice di usare una pittura antimuffa, casa a Bertrange.",
      'masonry',
    ],
    [
      "Il y a une fissure qui traverse toute la façade arrière de notre maison à Strassen. Mon voisin dit de reboucher à l'enduit et de repeindre. J'aimerais que quelqu'un vérifie si c'est structurel.",
      'masonry',
    ],
    // A page where customers book and pay.
    [
      'Mir hätte gär eng Säit wou eis Clienten selwer e Rendez-vous reservéieren a bezuelen.',
      'web-development',
    ],
    [
      'Ich hätte gern eine Seite, auf der meine Kunden Termine buchen und online bezahlen können.',
      'web-development',
    ],
    // A property developer late with the keys or asking more: the sale contract's.
    [
      'Unser Bauträger verschiebt die Schlüsselübergabe und verlangt Mehrkosten, wer kennt sich mit dem Vertrag aus?',
      'legal',
    ],
    [
      'Mon promoteur repousse la remise des clés de notre appartement en VEFA et réclame un supplément.',
      'legal',
    ],
    // Dormice in the attic.
    ['Mir hu Siwweschléifer um Späicher zu Mamer, si maachen all Nuecht Kaméidi.', 'pest-control'],
    ['Wir haben Siebenschläfer auf dem Dachboden in Bertrange.', 'pest-control'],
    ['Nous avons des loirs dans les combles à Strassen, ils grattent toute la nuit.', 'pest-control'],
    ['We have dormice in the loft in Mamer, they run around all night.', 'pest-control'],
    // Co-owners who want the customer to pay a share.
    [
      "Il condominio vuole farmi pagare metà del rifacimento della facciata, a chi posso chiedere un parere prima dell'assemblea?",
      'legal',
    ],
    [
      "La copropriété veut me faire payer un tiers de la réfection du toit alors que j'habite au rez-de-chaussée, à qui demander conseil ?",
      'legal',
    ],
    // A power cut told as the cause: what stopped working after it is asked for.
    [
      'Seit dem Stromausfall druckt unsere Kasse keine Belege mehr und das WLAN im Laden fällt ständig aus, unser IT-Mann ist weg.',
      'it-support',
    ],
    // A remedy someone else advised, contradicted by the customer's next sentence, is not the request.
    [
      'Im Keller unseres Hauses in Mamer ist die Wand unten immer feucht und der Putz bröckelt. Der Nachbar meint, ein Anti-Schimmel-Anstrich reicht. Ich glaube, das Wasser kommt von außen, wer kann sich das ansehen?',
      'masonry',
    ],
    [
      'La pared del garaje de nuestra casa en Strassen tiene una grieta que crece cada mes. El vecino dice que basta con masilla y una mano de pintura. Yo creo que es algo estructural, ¿quién puede venir a verla?',
      'masonry',
    ],
    [
      "Les marches en pierre devant notre maison à Bertrange bougent et le joint s'effrite. Mon beau-frère dit qu'il suffit de mettre de la mousse expansive. Je pense qu'il faut les reposer correctement, qui peut faire ça ?",
      'masonry',
    ],
    [
      "Le mur du sous-sol de notre maison à Mamer est toujours mouillé en bas, l'enduit tombe en poussière et ça sent le moisi. Le voisin dit qu'une peinture anti-humidité suffira. Je pense que l'eau vient de l'extérieur.",
      'masonry',
    ],
    // Leaving one home for another with the furniture and the appliances: a move.
    [
      'Nos vamos de un piso en Mamer a una casa en Strassen a final de mes, tenemos un armario grande y una nevera, ¿cuánto cuesta que lo lleve alguien?',
      'moving',
    ],
    // A page where customers reserve and pay with Luxembourg's mobile payment.
    [
      "Mir verkafen Eeër a Kéis um Bauerenhaff, mir hätte gär eng Säit wou d'Leit eng Këscht reservéieren an direkt mat Payconiq bezuele kënnen.",
      'web-development',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })
})
