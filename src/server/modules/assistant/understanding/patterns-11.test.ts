import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { tradesSetAside } from './ruled-out'
import { understand } from './understand'

/**
 * Disputes whose object is another trade's, one firm for the whole of the works, another trade's part
 * already done or the cause of the trouble, appliances and devices with a fault code, particular
 * cleaning jobs, small unusual jobs, and the place of the work beside someone else's town or across
 * the border.
 */
const gazetteer = loadGazetteer()
const read = (text: string) => understand(text, gazetteer)

describe('a question about rights, contesting or money back, whatever the trade it is about', () => {
  it.each([
    'The roofer never finished the gutters and kept the advance. What are my rights here?',
    'Le carreleur a posé le carrelage de travers et refuse de revenir. Quels recours ai-je ? Je veux contester sa facture.',
    'Der Maler hat die Fassade fleckig gestrichen, die Rechnung ist doppelt so hoch. Wie kann ich das anfechten?',
    'De Schräiner huet eis Dier schief agebaut an entwäert net méi. Wéi kréien ech mäi Geld zréck?',
    'O canalizador cobrou a mais e a fuga continua. O que posso fazer legalmente?',
    'Il giardiniere ha tagliato gli alberi sbagliati. Quali sono i miei diritti?',
    'El pintor dejó la obra a medias. ¿Qué derechos tengo para que me devuelvan el dinero?',
  ])('%s → legal', (text) => {
    expect(read(text).category).toBe('legal')
  })

  it.each([
    'Der Nachbar hat eine Mauer direkt an unsere Grenze gebaut. Ist das so hoch überhaupt erlaubt?',
    'Our neighbour put up a fence two metres high on our side. Is he allowed to do that?',
  ])('%s → legal (what is allowed between neighbours)', (text) => {
    expect(read(text).category).toBe('legal')
  })

  it('a question of permission about one’s own wiring stays with the trade', () => {
    expect(
      read('Is it allowed to put a socket right next to the shower? Need an electrician.').category,
    ).toBe('electrical')
  })
})

describe('several trades wanted from one firm', () => {
  it.each([
    'Wir bauen das Dachgeschoss aus: Dämmung, Trockenbau, Elektrik, Bad. Gibt es eine Firma, die das von A bis Z macht?',
    'Old farmhouse: new heating, rewiring, two bathrooms and insulation. We want one company to handle everything, including the permits.',
    'On refait la maison : électricité, chauffage, cuisine et isolation. Je cherche une boîte qui gère tout, clé en main.',
    'Queremos reformar el piso: cocina, baño, suelo y electricidad, con una empresa que lo lleve todo de la A a la Z.',
    'Vogliamo rifare la casa: cucina, bagno, impianto elettrico. Serve una ditta che coordini tutto, chiavi in mano.',
    'Vamos remodelar a casa: cozinha, casa de banho e eletricidade. Não quero tratar com cada um por si.',
    'Mir wëllen d’Haus ëmbauen, Elektresch, Buedzëmmer a Kichen, an net all Handwierker eenzel ofzeginn.',
  ])('%s → renovation', (text) => {
    expect(read(text).category).toBe('renovation')
  })

  it('a removal firm that handles everything stays a move', () => {
    expect(
      read('We move house in May, looking for a removal company that handles everything from A to Z.')
        .category,
    ).toBe('moving')
  })
})

describe('another trade’s part already done, arranged, or the cause of the trouble', () => {
  it.each([
    ['Die Wände haben wir selbst gestrichen. Jetzt fehlen nur noch die Fliesen im Bad, etwa 8 m2.', 'tiling'],
    [
      'A minha irmã já fez a parte elétrica, isso está pronto. Preciso de quem pinte as paredes da sala.',
      'painting',
    ],
    [
      'Les photos ont déjà été faites par un ami photographe ; il nous faut un site web pour vendre en ligne.',
      'web-development',
    ],
    [
      'Las fotos ya las tenemos, las hizo un amigo fotógrafo. Necesitamos traducir el folleto al alemán.',
      'translation',
    ],
    [
      'Seit dem Einbau der neuen Wärmepumpe knarrt das Parkett im Wohnzimmer. Wer kann die Dielen nachbessern?',
      'carpentry',
    ],
    [
      'Dopo la disinfestazione (problema risolto) le pareti del soggiorno sono macchiate, vorrei ridipingerle.',
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(read(text).category).toBe(trade)
  })

  it('work chosen already is not a tradesperson already had', () => {
    expect([
      ...tradesSetAside('Le piastrelle le abbiamo già comprate, cerchiamo un piastrellista.').ruledOut,
    ]).not.toContain('tiling')
  })
})

describe('a maker and a fault code, a device with a fault', () => {
  it.each([
    ['Our Bosch dishwasher stops mid-cycle and shows E24, the water stays in.', 'appliance-repair'],
    ['Notre four Miele affiche F14 et la porte reste verrouillée.', 'appliance-repair'],
    ['Unser Samsung Trockner zeigt den Fehler HE, er heizt nicht mehr.', 'appliance-repair'],
    ['My NAS keeps beeping and says one disk is degraded, all our holiday photos are on it.', 'it-support'],
    ['A minha Synology apita e dá erro no disco, tenho lá as fotografias do casamento.', 'it-support'],
  ])('%s → %s', (text, trade) => {
    expect(read(text).category).toBe(trade)
  })
})

describe('particular cleaning jobs, and a vehicle’s care', () => {
  it.each([
    'The skylights and the glass roof of our conservatory are green, can someone clean them?',
    'Unser Wintergarten hat ein Glasdach voller Laub und Moos, wer reinigt so etwas?',
    'La façade nord est couverte d’algues, on veut juste la nettoyer, pas la repeindre.',
    'Han pintado grafitis en la pared del local, necesitamos una limpieza profesional.',
    'Wer reinigt Solarmodule auf einem Scheunendach? Viel Staub und Blätter.',
    'Deep clean of the fridge and oven before we hand back the keys, please.',
  ])('%s → cleaning', (text) => {
    expect(read(text).category).toBe('cleaning')
  })

  it.each([
    'Je voudrais faire laver et lustrer mon camping-car avant l’été.',
    'Can someone wash and polish my motorbike by hand?',
    'Vorrei far lavare la macchina dentro e fuori prima di venderla.',
  ])('%s → no trade', (text) => {
    expect(read(text).category).toBeNull()
  })

  it.each([
    'On a acheté un ancien salon de coiffure pour le transformer en appartement : cloisons, salle de bain, électricité, une seule entreprise de A à Z.',
    'Ho una piccola officina e mi serve un commercialista per l’IVA. L’officina è a Foetz.',
  ])('%s: a former or one’s own business is no need out of scope', (text) => {
    expect(read(text).outOfScope).toBeNull()
  })
})

describe('small unusual jobs', () => {
  it.each([
    [
      'Dans notre vieil appartement les prises n’ont pas de terre. Je veux brancher le lave-linge, c’est possible ?',
      'electrical',
    ],
    [
      'Ho un piccolo studio di yoga e vorrei renderlo più accogliente, con luci e colori caldi.',
      'interior-design',
    ],
    [
      'Unsere Firma zieht um, vom Erdgeschoss in den 4. Stock: 10 Schreibtische und ein großer Schrank.',
      'moving',
    ],
    ['Wir brauchen eine Holzkonstruktion für die Pergola, Balken aus Lärche.', 'carpentry'],
    ['The old oak parquet in the hall is scratched, can someone sand it and varnish it again?', 'carpentry'],
  ])('%s → %s', (text, trade) => {
    expect(read(text).category).toBe(trade)
  })
})

describe('the place of the work beside someone else’s town or across the border', () => {
  it.each([
    'We live in Trier, right next to Wasserbillig. Our boiler is broken, do you come over?',
    'Nous habitons à Longwy, juste à côté de Rodange, il nous faut un couvreur.',
    'Mir wunnen zu Arel, direkt nieft Stengefort, an d’Heizung ass futti.',
    'Vivimos en Nennig, justo enfrente de Remerschen, y buscamos un pintor.',
  ])('%s → abroad', (text) => {
    expect(read(text).place).toMatchObject({ kind: 'abroad' })
  })

  it.each([
    [
      'Mi hermano, que vive en Bertrange, conoce un fontanero. Nosotros vivimos en Mamer y tenemos una fuga.',
      'Mamer',
    ],
    [
      'O meu patrão em Strassen recomendou-vos. Preciso de um pintor para a casa onde moro em Bettembourg.',
      'Bettembourg',
    ],
    [
      'Il mio cognato a Dudelange ha un idraulico bravo. Abitiamo a Hesperange e perde il rubinetto.',
      'Hesperange',
    ],
    ['A friend from my gym in Mamer gave me your name. We live in Remich and need a gardener.', 'Remich'],
    ['My sister in Wiltz is giving us her piano, it has to go to our new house in Mersch.', 'Mersch'],
    [
      'D’Plättercher kommen aus engem Geschäft zu Ettelbréck, mee d’Buedzëmmer ass fir eist Haus zu Ell.',
      'Ell',
    ],
  ])('%s → %s', (text, commune) => {
    expect(read(text).place).toMatchObject({ commune })
  })

  it('the flat of a relative, beside the customer’s home, is where the work is', () => {
    expect(
      read('Wir wohnen in Mamer, aber die Wohnung meiner Mutter in Wiltz braucht ein neues Schloss.').place,
    ).toMatchObject({
      commune: 'Wiltz',
    })
  })

  it('a quarter after "am" is a place', () => {
    expect(read('Eis Wunneng ass am Gronn, d’Steckdousen hu keng Äerd.').place).toMatchObject({
      commune: 'Luxembourg',
    })
  })

  it('a season is no place', () => {
    expect(read('Mir brauchen en Dachdecker, wa méiglech nach virum Wanter.').place).toBeNull()
  })
})
