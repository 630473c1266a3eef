import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Ninetieth lessons, from new development sentences: an attic of bare beams and tiles, or a dry cellar, to turn into
 * bedrooms and a bathroom, a games room or a "tavernetta" with a kitchenette ("y faire deux chambres", "convertir el
 * desván en dos dormitorios"), the renovator's; where the sofa, the table and the lights should go ("wou de Canapé,
 * den Dësch an d'Luuchte sollen hin"), interior design (a stain where the sofa stood stays the cleaner's); a perennial
 * bed to plant ("Staudenbeet", "massif de vivaces"), the gardener's; a firm's safety or hygiene manual wanted in
 * Portuguese ("Sicherheitshandbuch", "que ficasse em português"), the translator's. A tutor for a child's maths is
 * none of our trades; damp patches a landlord calls condensation with a broken slate seen from the street, a dry-stone
 * wall crumbling on a slope, moths in the wardrobe and fleas since the cat came already read right in these words.
 */
describe('stories, ninetieth lessons', () => {
  it.each([
    [
      'renovation',
      "Nous avons acheté une maison avec un grand grenier où il n'y a que la charpente et les tuiles. On voudrait y faire deux chambres et une salle de bain, c'est possible ?",
    ],
    [
      'renovation',
      "We bought a house with a big loft that is just beams and tiles. We'd like to turn it into two bedrooms and a shower room, how much would that be?",
    ],
    [
      'renovation',
      'Wir möchten unseren Dachboden, bisher nur Balken und Ziegel, zu zwei Kinderzimmern mit Bad ausbauen. Was kostet das ungefähr?',
    ],
    [
      'renovation',
      'Queremos convertir el desván, que ahora solo tiene vigas y tejas, en dos dormitorios y un baño.',
    ],
    [
      'renovation',
      'Vorremmo trasformare la cantina in una tavernetta con angolo cottura e un piccolo bagno. Quanto costa più o meno?',
    ],
    [
      'renovation',
      "We'd like to turn our dry cellar into a games room with a small kitchenette, flooring, lights and plaster. Is it worth it?",
    ],
    [
      'renovation',
      'On aimerait transformer la cave en salle de jeux avec une kitchenette, sol, éclairage et enduit. Ça vaut le coup ?',
    ],
    [
      null,
      "Mon fils est en première et il a de mauvaises notes en maths, je cherche quelqu'un pour des cours particuliers deux fois par semaine.",
    ],
    [
      null,
      "My daughter is struggling with maths at school, we're looking for a tutor twice a week, online is fine.",
    ],
    [null, 'Mein Sohn braucht Nachhilfe in Mathe, zweimal pro Woche, gerne auch online.'],
    [
      null,
      'Cerco un insegnante di ripetizioni di matematica per mia figlia, anche online, due volte a settimana.',
    ],
    [
      'roofing',
      "Le propriétaire dit que les taches au plafond du grenier sont de la condensation, mais elles n'apparaissent que quand il pleut et on voit une ardoise cassée depuis la rue.",
    ],
    [
      'roofing',
      "Our landlord says the stains on the attic ceiling are condensation, but they only show up when it rains and there's a cracked slate visible from the street.",
    ],
    [
      'roofing',
      'Der Vermieter meint, die Flecken an der Dachschräge seien Kondenswasser, aber sie kommen nur bei Regen und von der Straße sieht man einen kaputten Schiefer.',
    ],
    [
      'interior-design',
      "Mir hunn eng nei Wunneng mat Kichen a Living zesummen a mir wëssen net wou de Canapé, den Dësch an d'Luuchte sollen hin.",
    ],
    [
      'interior-design',
      "We have a new open-plan kitchen and living room and can't work out where the sofa, the table and the lights should go, or which colours.",
    ],
    [
      'interior-design',
      "On a un séjour ouvert sur la cuisine et on n'arrive pas à savoir où mettre le canapé, la table et les luminaires.",
    ],
    ['gardening', 'Wer pflanzt uns ein neues Staudenbeet vor dem Haus? Die Rosen sollen aber bleiben.'],
    ['gardening', "Who can plant a new perennial border along the fence? We'd like to keep the old peonies."],
    ['gardening', 'Qui peut nous créer un massif de vivaces devant la maison ? On garde les hortensias.'],
    [
      'masonry',
      'Die alte Trockenmauer am Hang hinter dem Haus bröckelt und bei Starkregen fallen Steine herunter.',
    ],
    [
      'masonry',
      'The old dry-stone wall on the slope behind the house is crumbling and stones come down in heavy rain.',
    ],
    [
      'masonry',
      "Le vieux mur en pierres sèches derrière la maison s'effrite et des pierres tombent quand il pleut fort.",
    ],
    [
      'translation',
      'Temos um restaurante e o manual de higiene só está em francês, queríamos que ficasse em português para a equipa.',
    ],
    [
      'translation',
      "Our cleaning company's safety sheets are only in French and half the staff don't read it well; we'd like them in Portuguese.",
    ],
    [
      'translation',
      'Unser Sicherheitshandbuch gibt es nur auf Französisch, wir hätten es gern auf Portugiesisch für unsere Mitarbeiter.',
    ],
    [
      'pest-control',
      'Im Kleiderschrank sind Löcher in den Wollpullovern und kleine helle Falter fliegen raus, wenn man die Tür öffnet.',
    ],
    [
      'pest-control',
      'There are little holes in my wool jumpers and small pale moths fly out of the wardrobe when I open it.',
    ],
    [
      'pest-control',
      "Nell'armadio ci sono buchi nei maglioni di lana e volano fuori delle piccole farfalline.",
    ],
    [
      'pest-control',
      "Des petits trous dans les pulls en laine et des petits papillons qui sortent de l'armoire.",
    ],
    ['pest-control', 'Desde que llegó el perro la casa está llena de pulgas y siguen saltando por el sofá.'],
    ['pest-control', 'Seit die Katze da ist, haben wir überall Flöhe im Haus, trotz Spot-on.'],
    ['pest-control', 'Since we got the cat the house is full of fleas, they keep jumping on the rug.'],
    [
      'cleaning',
      'Where the sofa and the table stood there are dark marks on the carpet, we need a deep clean before we hand the flat back.',
    ],
    ['plumbing', "Le siphon de l'évier fuit sous la table de la cuisine, on ne sait pas où mettre un seau."],
    ['renovation', 'Wir möchten den Keller zu einem Hobbyraum mit Duschbad umbauen, er ist trocken.'],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
