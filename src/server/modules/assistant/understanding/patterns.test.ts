import { describe, expect, it } from 'vitest'
import { classifyCategory } from './category'
import { loadGazetteer } from './gazetteer'
import { EVERYDAY_WORDS } from './language'
import { ruledOutTrades } from './ruled-out'
import { tokenize } from './text'
import { understand } from './understand'

/**
 * The patterns of ADR 079: a customer's home or job named beside the place of the work, Luxembourg
 * as the country, several small problems listed, a trade named only to rule it out, disputes told
 * with another trade's words and a business's premises to lay out.
 */
const gazetteer = loadGazetteer()
const read = (text: string) => understand(text, gazetteer)

describe('the place of the work beside the customer’s home and job', () => {
  it.each([
    'We live in Metz and I work in Kirchberg, our bathroom tap leaks',
    'On habite à Arlon, mon mari travaille à Bertrange. Fuite sous l’évier à la maison.',
    'Mir wunnen zu Diddenuewen an ech schaffen zu Munsbach, d Heizung ass kal',
    'Wir haben ein Ferienhaus in Bouillon und wohnen in Mamer, dort muss gestrichen werden',
  ])('%s → abroad', (text) => {
    expect(read(text).place).toMatchObject({ kind: 'abroad' })
  })

  it.each([
    ['We live in Thionville but our rented flat in Esch needs a painter', 'Esch-sur-Alzette'],
    ['Wir wohnen in Bertrange, ich arbeite in Trier. Der Wasserhahn tropft.', 'Bertrange'],
    ['I work in Kirchberg, need a cleaner for our office there', 'Luxembourg'],
    ['Mon ex habite en Belgique, moi j’habite à Differdange et j’ai besoin d’un avocat', 'Differdange'],
    ['Avec mon boulot au Kirchberg je ne tonds plus la pelouse, la maison est à Lintgen', 'Lintgen'],
    ['My job in Strassen keeps me busy, the garden at home in Kehlen needs mowing', 'Kehlen'],
  ])('%s → %s', (text, commune) => {
    expect(read(text).place).toMatchObject({ commune })
  })
})

describe('Luxembourg as the country', () => {
  it.each([
    'Who can do my Luxembourg tax return this year?',
    'aide pour la déclaration d’impôts Luxembourg de ma mère',
    "I typed 'pastéis Luxemburgo' into Google and found nothing, I need a photographer for my bakery",
    'Nous venons de nous installer au Luxembourg et cherchons un comptable',
  ])('%s → no place', (text) => {
    expect(read(text).place).toBeNull()
  })

  it.each([
    'Plumber needed, Luxembourg',
    'Elektriker in Luxemburg-Stadt gesucht',
    'cerco un idraulico a Lussemburgo città',
  ])('%s → the city', (text) => {
    expect(read(text).place).toMatchObject({ commune: 'Luxembourg' })
  })
})

describe('several small problems listed', () => {
  it.each([
    'New flat in Mersch: a kitchen drawer is broken, the bedroom socket is dead, the toilet leaks and the hedge needs cutting. Who can I call?',
    'Nouvel appart, une poignée de porte cassée, une prise morte, un robinet qui fuit, le jardin à reprendre. Qui appeler ?',
  ])('%s → asks which service', (text) => {
    const result = read(text)
    expect(result.categoryStatus).toBe('ambiguous')
    expect(result.category).toBeNull()
    expect(result.categoryCandidates.length).toBeGreaterThanOrEqual(2)
  })

  it('keeps a renovation that names several trades', () => {
    expect(
      read('Rénovation complète de la salle de bain : plomberie, électricité et carrelage').category,
    ).toBe('renovation')
  })
})

describe('a trade named only to rule it out', () => {
  it.each([
    [
      'The plumber checked and said it is not a plumbing problem, water drips from the roof when it rains',
      'plumbing',
    ],
    ['Der Elektriker sagt, die Leitungen sind in Ordnung, es ist die Waschmaschine', 'electrical'],
    ['Le jardinier dit que ce n’est pas son travail, il y a des taupes partout', 'gardening'],
    ['l’idraulico dice che non sono i tubi', 'plumbing'],
    [
      'We are redoing the bathroom ourselves, the plumbing is done. The tiles are what we cannot do',
      'plumbing',
    ],
    [
      'Der Elektriker hat die Steckdose geprüft, die ist in Ordnung. Der Kühlschrank kühlt nicht',
      'electrical',
    ],
    ['La salle de bain a déjà été refaite par le plombier, il reste la faïence', 'plumbing'],
    ['d’Sanitär huet den Installateur schonn nei gemaach, elo feelen d’Plättercher', 'plumbing'],
    ['L’idraulico ha controllato lo scarico, è tutto a posto. La lavatrice perde acqua', 'plumbing'],
    ['I already checked the fuse box so it’s not the electrics. The oven does not heat', 'electrical'],
    ['el técnico de las placas solares dijo que no es cosa suya', 'solar'],
    ['De Moler ass eriwwer, d’Maueren si wäiss. Elo feelt nach de Buedem', 'painting'],
    ['O pedreiro já acabou o reboco, falta pintar', 'masonry'],
    ['L’elettricista ha finito le tracce, ora si dipinge', 'electrical'],
    ['El albañil ya hizo la obra, falta alicatar', 'masonry'],
    ['Le plombier a fini hier, reste le carrelage', 'plumbing'],
  ])('%s rules out %s', (text, trade) => {
    expect([...ruledOutTrades(text)]).toEqual([trade])
  })

  it.each([
    'I need a plumber, the toilet is not working',
    'The electrician is fine for Tuesday, can he come at 9?',
    'The plumber said it is not his job. We need another plumber for the boiler pipes then.',
  ])('%s rules out nothing', (text) => {
    expect([...ruledOutTrades(text)]).toEqual([])
  })

  it('answers with the trade that remains', () => {
    const result = read(
      'Water stains on the ceiling after each storm. A plumber came, said the pipes are fine, and thinks tiles are missing on the roof',
    )
    expect(result.category).toBe('roofing')
  })
})

describe('disputes told with another trade’s words', () => {
  it.each([
    'My landlord is keeping the whole deposit because he says the kitchen was dirty',
    'Mon employeur du chantier ne m’a pas payé mon salaire depuis deux mois',
  ])('%s → legal', (text) => {
    expect(read(text).category).toBe('legal')
  })

  it('gives the rules’ vote to the dispute even where the classifier, sure of the other trade, may still overrule it', () => {
    const text = 'Ich war Putzfrau in einer Kantine und wurde fristlos entlassen'
    const tokens = tokenize(text)
    expect(classifyCategory(tokens, 'de', EVERYDAY_WORDS).category).toBe('legal')
  })

  it('leaves an end-of-tenancy cleaning to get the deposit back a cleaning', () => {
    expect(read('End of tenancy cleaning needed so we get our deposit back, 2 bedroom flat').category).toBe(
      'cleaning',
    )
  })
})

describe('a business’s premises to lay out', () => {
  it.each([
    'We are opening a bakery and need help with the layout, the lights and the feel of the shop',
    'Nous ouvrons un salon de coiffure, il faut penser la disposition, l’éclairage et l’ambiance',
  ])('%s → interior-design', (text) => {
    expect(read(text).category).toBe('interior-design')
  })
})

describe('one firm for the works rather than several trades', () => {
  it.each([
    'We bought an old farmhouse near Clervaux: new roof insulation, rewiring, two bathrooms and floors. We want one point of contact, not six different trades.',
    'Compramos un piso viejo en Esch, hay que cambiar ventanas, suelos y la instalación eléctrica; no queremos tratar con cuatro empresas distintas.',
    "Mir hunn en alt Haus zu Wolz kaf: Daach, Heizung, Buedzëmmer an d'Elektresch, mir wëllen net mat véier Firmaen eenzel schwätzen.",
    'Abbiamo comprato una casa vecchia a Dudelange: impianto elettrico, pavimenti e bagno da rifare, e vorremmo un unico referente invece di cinque ditte.',
  ])('%s → renovation, though the classifier reads a trade listed', (text) => {
    expect(read(text)).toMatchObject({ category: 'renovation', categoryStatus: 'clear' })
  })
})
