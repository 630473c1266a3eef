import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()

describe('needs LuxPro lists no trade for', () => {
  it.each([
    ['Profesora particular de francés para mi hija de 9 años', 'tutoring'],
    ['Preciso de travões novos no carro antes da inspeção', 'vehicle-repair'],
    ['Mäin Auto brauch nei Bremsen ier ech op de Contrôle technique ginn', 'vehicle-repair'],
    ['Suche einen Babysitter für Samstagabend', 'childcare'],
    ['Quelqu’un pour promener notre chien le midi ?', 'pet-care'],
    ['Cerco una scuola guida a Esch', 'driving-lessons'],
    ['Hairdresser who comes to the house?', 'hairdressing'],
    ['Un dentiste qui parle anglais ?', 'health'],
    ['Catering para una comunión, 40 personas', 'catering'],
    ['Wir suchen einen Pflegedienst für meine Mutter in Diekirch', 'home-care'],
    ["Ma grand-mère a besoin d'une auxiliaire de vie le matin", 'home-care'],
    ['Can someone stitch the torn leather seats of my car, the cat scratched them', 'vehicle-repair'],
    ['Mon VTT électrique ne charge plus, vous réparez ça ?', 'vehicle-repair'],
    ['Il tetto apribile della mia Peugeot non si chiude più', 'vehicle-repair'],
    ['Does anyone run woodworking classes for beginners?', 'tutoring'],
    ['Wir suchen einen Nähkurs für Anfänger', 'tutoring'],
  ])('%s → %s, no trade', (text, kind) => {
    const result = understand(text, gazetteer)
    expect(result.outOfScope).toBe(kind)
    expect(result).toMatchObject({ category: null, categoryStatus: 'none', categoryCandidates: [] })
  })

  it.each([
    [
      'Je voudrais réparer la voiture électrique… non, la borne de recharge, elle ne charge plus',
      'electrical',
    ],
    ['Die Wallbox für unser E-Auto lädt nicht mehr, der Elektriker soll schauen', 'electrical'],
    ['Il faut traduire le carnet d’entretien de ma voiture en français', 'translation'],
    ['Need the garage cleared out and the floor scrubbed before we sell the house, Mersch', 'cleaning'],
    ['The toilet seat is broken, can a plumber replace it?', 'plumbing'],
    ['Welchen Anwalt für einen Rekurs gegen die Gemeinde?', 'legal'],
    ['Quels recours avons-nous contre un client qui ne paie pas ? Un avocat ?', 'legal'],
  ])('a trade asked for beside a car or a garage stays: %s → %s', (text, category) => {
    const result = understand(text, gazetteer)
    expect(result.outOfScope).toBeNull()
    expect(result.category).toBe(category)
  })

  it('a trade told as context before the need does not hide it', () => {
    const result = understand(
      'Le plombier est passé hier, tout est réglé. Par contre ma voiture ne démarre plus, il me faudrait un mécanicien.',
      gazetteer,
    )
    expect(result.outOfScope).toBe('vehicle-repair')
    expect(result.category).toBeNull()
  })
})

describe('other needs LuxPro lists no trade for, read by the classifier', () => {
  it.each([
    'Wir suchen einen Makler, der unser Haus in Mersch verkauft',
    'Je cherche un DJ pour les 40 ans de mon mari à Esch',
    'Looking for a yoga teacher who comes to the office on Fridays',
    'Preciso de um veterinário para o meu cão em Differdange',
    'Busco una funeraria en Esch',
  ])('%s → unlisted, no trade', (text) => {
    const result = understand(text, gazetteer)
    expect(result.outOfScope).toBe('unlisted')
    expect(result).toMatchObject({ category: null, categoryStatus: 'none', categoryCandidates: [] })
  })

  it('leaves a trade asked for plainly to the trade', () => {
    expect(understand('Wir brauchen einen Maler für die Küche', gazetteer)).toMatchObject({
      category: 'painting',
      outOfScope: null,
    })
  })
})

describe('two place misses', () => {
  it('a short name after a commune’s noun: "la commune de Bous", "Gemeinde Bous"', () => {
    for (const text of ['Buscamos un pintor en la commune de Bous', 'Dach undicht, Gemeinde Bous'])
      expect(understand(text, gazetteer).place).toMatchObject({
        locality: 'Bous',
        commune: 'Bous-Waldbredimus',
      })
  })

  it('"arbeiten aber beide in": the job place, not the place of the work', () => {
    const place = understand(
      'Wir wohnen in Mamer, arbeiten aber beide in Luxemburg-Stadt. Wir brauchen einen Maler.',
      gazetteer,
    ).place
    expect(place).toMatchObject({ commune: 'Mamer' })
  })
})

describe('the customer’s own business is a setting, not a need', () => {
  it.each([
    ['Nous ouvrons un cabinet de kiné à Ettelbruck et voulons une salle d’attente bien pensée', 'a practice'],
    ['Tenho uma oficina de automóveis em Wiltz e queria um site simples', 'a car workshop'],
  ])('%s (%s)', (text) => {
    expect(understand(text, gazetteer).outOfScope).toBeNull()
  })
})
