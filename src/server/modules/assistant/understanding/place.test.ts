import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()
const placeOf = (text: string) => understand(text, gazetteer).place

describe('place', () => {
  it.each([
    ['Plumber needed in Dudelange', 'Dudelange', 'Dudelange'],
    ['Plombier à Diddeleng', 'Dudelange', 'Dudelange'],
    ['wohne in Esch an der Alzette', 'Esch-sur-Alzette', 'Esch-sur-Alzette'],
    ['Mir wunnen zu Esch-Uelzecht', 'Esch-sur-Alzette', 'Esch-sur-Alzette'],
    ['Haus in Bettemburg', 'Bettembourg', 'Bettembourg'],
    ['Hunn de Schlëssel verluer, Bieles', 'Belvaux', 'Sanem'],
    ['peintre pour un appartement à esch sur alzette', 'Esch-sur-Alzette', 'Esch-sur-Alzette'],
    ['Heizung kaputt in Déifferdeng', 'Differdange', 'Differdange'],
    ['Elektriker zu Bartreng', 'Bertrange', 'Bertrange'],
    ['moro em Petange', 'Pétange', 'Pétange'],
  ])('%s → %s (%s)', (text, locality, commune) => {
    expect(placeOf(text)).toMatchObject({ locality, commune })
  })

  it('resolves a locality to its commune and coordinates', () => {
    const place = placeOf('Fliesen im Bad, Haus in Howald')
    expect(place).toMatchObject({
      kind: 'locality',
      locality: 'Howald',
      commune: 'Hesperange',
      matched: 'Howald',
    })
    if (place?.kind !== 'locality') throw new Error('expected a locality')
    expect(place.lat).toBeCloseTo(49.58, 1)
    expect(place.lon).toBeCloseTo(6.14, 1)
  })

  it('resolves a commune without a locality of its name to its main locality', () => {
    expect(placeOf('Electrician in Käerjeng')).toMatchObject({
      kind: 'commune',
      commune: 'Käerjeng',
      locality: 'Bascharage',
    })
  })

  it.each([
    ['Cleaning in Kirchberg', 'Kirchberg'],
    ['Botzfra gesicht, Appartement em Kierchbierg', 'Kirchberg'],
    ['Appartement um Lampertsbierg', 'Limpertsberg'],
    ['repeindre un appartement au Limpertsberg', 'Limpertsberg'],
    ['Déménagement vers Luxembourg-Gare', 'Gare'],
    ['necesito un cerrajero, barrio Gare', 'Gare'],
    ['Baratas na cozinha, Hollerich', 'Hollerich'],
    ['Architetto d’interni a Clausen', 'Clausen'],
    ['salle de bain à Bonnevoie', 'Bonnevoie-Nord/Verlorenkost'],
  ])('a Luxembourg City quarter: %s → %s', (text, quarter) => {
    expect(placeOf(text)).toMatchObject({
      kind: 'quarter',
      quarter,
      locality: 'Luxembourg',
      commune: 'Luxembourg',
    })
  })

  it.each([
    ['Washing machine broken, L-4001', '4001', 'Esch-sur-Alzette'],
    ['Lave-vaisselle en panne. Code postal 4360', '4360', 'Esch-sur-Alzette'],
    ['Waschmaschine läuft aus, PLZ 9010', '9010', 'Ettelbruck'],
    ['roof tiles blew off, can somebody come today? 4930', '4930', 'Käerjeng'],
    ['Plumber needed at 4001 Esch-sur-Alzette', '4001', 'Esch-sur-Alzette'],
    ['La lavatrice non si accende piu, L 1840', '1840', 'Luxembourg'],
  ])('a postal code with or without "L-": %s', (text, postalCode, commune) => {
    expect(placeOf(text)).toMatchObject({ kind: 'postal_code', postalCode, commune })
  })

  it('does not take years, amounts or quantities for postal codes', () => {
    expect(placeOf('self-employed since 2023, need an accountant')).toBeNull()
    expect(placeOf('budget 3000 for the whole job')).toBeNull()
    expect(placeOf('installation d’une pompe à chaleur, budget max 2.500 EUR')).toBeNull()
    expect(placeOf('1500 m2 of lawn to mow')).toBeNull()
  })

  it('reads an everyday word after English "to" in lower case as a verb, not a place', () => {
    expect(placeOf('We make jam and want to sell it online, in three languages')).toBeNull()
    expect(placeOf('We need a painter, we are moving to Sell in June')).toMatchObject({ commune: 'Saeul' })
  })

  it("does not take a product's model number for a postal code", () => {
    expect(placeOf('Unsere Fritzbox 7490 verliert jeden Abend das WLAN')).toBeNull()
    expect(placeOf('mon lave-linge modèle 8110 fuit par-dessous')).toBeNull()
    expect(placeOf('the Speedport W724V 7590 router keeps rebooting')).toBeNull()
    expect(placeOf('a caldeira Junkers 4401 faz um barulho estranho')).toBeNull()
    expect(placeOf('J’ai une maison à 7590, il me faut un plombier')).toMatchObject({ commune: 'Mersch' })
    expect(placeOf('plumber needed, 4001 Esch-sur-Alzette')).toMatchObject({ commune: 'Esch-sur-Alzette' })
    expect(placeOf('Elektriker gesucht, L-7590')).toMatchObject({ commune: 'Mersch' })
  })

  it.each([
    ['Photographe pour un shooting, on est à Metz', 'Metz', 'FR'],
    ['Fotograf für Firmenevent in Saarbrücken', 'Saarbrücken', 'DE'],
    ['Fotograf fir eng Hochzäit zu Arel gesicht', 'Arlon', 'BE'],
    ['Wedding in Trier next summer', 'Trier', 'DE'],
    ['Mudança para Longwy', 'Longwy', 'FR'],
  ])('a place abroad is recognised as such: %s', (text, name, country) => {
    expect(placeOf(text)).toMatchObject({ kind: 'abroad', name, country })
  })

  it('prefers the place in Luxembourg when a move also names one abroad', () => {
    expect(placeOf('Umzug von Trier nach Grevenmacher')).toMatchObject({ commune: 'Grevenmacher' })
    expect(placeOf('Mudança de casa de Rodange para Longwy')).toMatchObject({
      locality: 'Rodange',
      commune: 'Pétange',
    })
  })

  it('prefers a specific place over the capital’s name, which also names the country', () => {
    expect(placeOf('We moved to Luxembourg last year and live in Mamer now')).toMatchObject({
      commune: 'Mamer',
    })
    expect(placeOf('Trasloco a Lussemburgo città')).toMatchObject({ commune: 'Luxembourg' })
    expect(placeOf('Mir brauchen e Maurer, an der Stad')).toMatchObject({ commune: 'Luxembourg' })
  })

  it('does not take everyday words for places', () => {
    expect(placeOf('Eine neue Tür aus Holz')).toBeNull()
    expect(placeOf('Aus diesem Grund brauchen wir einen Maler')).toBeNull()
    expect(placeOf('solar panels on the roof')).toBeNull()
    expect(placeOf('Please send the bill to my email')).toBeNull()
    expect(placeOf('Wir wohnen direkt am Bahnhof, die Dusche tropft')).toBeNull()
    expect(placeOf('Le tuyau est cassé, il faut venir à la gare de Mersch')).toMatchObject({
      commune: 'Mersch',
    })
  })

  it('takes an everyday-word name as a place after a preposition or set apart by a comma', () => {
    expect(placeOf('Hecke schneiden, wir wohnen im Grund')).toMatchObject({ quarter: 'Grund' })
    expect(placeOf('Need a gardener, Hamm')).toMatchObject({ quarter: 'Hamm' })
    expect(placeOf('Moramos no bairro da Gare e a torneira pinga')).toMatchObject({ quarter: 'Gare' })
    expect(placeOf('Fuite dans le quartier de la Gare')).toMatchObject({ quarter: 'Gare' })
    expect(placeOf('Ech wunnen zu Bech')).toMatchObject({ commune: 'Bech' })
  })

  it('keeps a longer name whole ("Esch-sur-Sûre" is not Esch-sur-Alzette)', () => {
    expect(placeOf('Dachdecker in Esch-Sauer')).toMatchObject({ commune: 'Esch-sur-Sûre' })
    expect(placeOf('Peintre à Esch-sur-Sûre')).toMatchObject({ commune: 'Esch-sur-Sûre' })
  })

  it('returns no place when none is named', () => {
    expect(placeOf('Need a lawyer for a dispute with my landlord')).toBeNull()
  })

  it('reads no misspelt name in an ordinary word or after an article', () => {
    expect(placeOf('Ich brauche einen Maler, wir wohnen in der Straße neben der Kirche')).toBeNull()
    expect(placeOf('Hallo, wir wohnen in der Straße hinter der Schule in Strassen')).toMatchObject({
      commune: 'Strassen',
    })
    expect(placeOf('Elektriker gesucht in Strasen')).toMatchObject({ commune: 'Strassen' })
    expect(placeOf('plombier près de Strasen')).toMatchObject({ commune: 'Strassen' })
  })

  it('prefers a name written as it is to a misspelling of another', () => {
    // Lallange (a quarter of Esch-sur-Alzette) is one letter from Lullange (Wincrange).
    expect(placeOf('I need a painter in Lallange, Esch')).toMatchObject({ commune: 'Esch-sur-Alzette' })
    expect(placeOf('peintre à Lallange')).toMatchObject({ commune: 'Esch-sur-Alzette' })
  })

  it('knows the merged communes and the Luxembourgish names communes write themselves', () => {
    expect(placeOf('Besoin d’un peintre à Bous')).toMatchObject({ commune: 'Bous-Waldbredimus' })
    expect(placeOf('Dachdecker gesucht, Haus in Bous')).toMatchObject({ commune: 'Bous-Waldbredimus' })
    expect(placeOf('Mir brauchen en Dachdecker zu Bäertref')).toMatchObject({ commune: 'Berdorf' })
    expect(placeOf('Mir brauchen en Dachdecker zu Bartreng')).toMatchObject({ commune: 'Bertrange' })
  })

  it('reads the capital’s name after a life told in the country as the country', () => {
    expect(placeOf('I moved to Luxembourg last year and need help with my tax return')).toBeNull()
    expect(placeOf('Ich lebe seit zwei Jahren in Luxemburg und brauche eine Übersetzung')).toBeNull()
    expect(placeOf('Lavoro in Lussemburgo da settembre, cerco un commercialista')).toBeNull()
    expect(placeOf('Vivo no Luxemburgo e queria um site')).toBeNull()
    expect(placeOf('We live in Luxembourg City and need a painter')).toMatchObject({ commune: 'Luxembourg' })
    expect(placeOf('Cerco un imbianchino a Lussemburgo')).toMatchObject({ commune: 'Luxembourg' })
    // German puts the verb after it.
    expect(
      placeOf('Meine Frau will sich in Luxemburg selbstständig machen und braucht einen Steuerberater'),
    ).toBeNull()
    expect(placeOf('Ich suche einen Maler in Luxemburg')).toMatchObject({ commune: 'Luxembourg' })
  })

  it('reads the capital’s name listed with another country as the country, and neither as a place', () => {
    expect(placeOf('Lieferung nach Deutschland und nach Luxemburg, wir brauchen einen Onlineshop')).toBeNull()
    expect(placeOf('expédition en Belgique et au Luxembourg, site web à refaire')).toBeNull()
    expect(placeOf('Quiero una tienda online con envíos a Luxemburgo y Francia')).toBeNull()
    expect(placeOf('clientes em Portugal e no Luxemburgo, preciso de um contabilista')).toBeNull()
    expect(placeOf('vivo en Francia y necesito un fontanero')).toMatchObject({
      kind: 'abroad',
      country: 'FR',
    })
    expect(placeOf('plombier à Luxembourg et à Bertrange')).toMatchObject({ commune: 'Bertrange' })
  })

  it('reads a home named after another place as a mention', () => {
    expect(
      placeOf('Eis Praxis op der Gare brauch eng Botzfirma. Ech selwer wunnen zu Stroossen.'),
    ).toMatchObject({ commune: 'Luxembourg' })
    expect(
      placeOf('Mir sinn zu Wolz, mäi Brudder wunnt zu Ettelbréck an huet Iech recommandéiert'),
    ).toMatchObject({ commune: 'Wiltz' })
  })

  it('reads a place followed by "at work" as the customer’s job', () => {
    expect(
      placeOf('Bei uns in Bous tropft der Hahn. Ich bin in Esch an der Alzette auf der Arbeit.'),
    ).toMatchObject({
      commune: 'Bous-Waldbredimus',
    })
    expect(placeOf('Our lock in Roeser is jammed, I am in Esch-sur-Alzette at work until six')).toMatchObject(
      {
        commune: 'Roeser',
      },
    )
    expect(placeOf('The flat in Mamer needs work on the bathroom')).toMatchObject({ commune: 'Mamer' })
  })
})

describe('a friend’s place, and a town abroad with its region', () => {
  it.each([
    ['Un ami à Junglinster a posé des panneaux, nous voudrions les mêmes chez nous à Clervaux', 'Clervaux'],
    ['My colleague in Kirchberg recommended you; our house in Echternach needs painting', 'Echternach'],
    ['Ein Freund in Mamer hat das gleiche Problem gehabt, unser Keller in Wiltz ist feucht', 'Wiltz'],
  ])('%s → %s, not the friend’s', (text, commune) => {
    expect(placeOf(text)).toMatchObject({ commune })
  })

  it.each([
    ['My mother in Howald needs her boiler serviced', 'Hesperange'],
    ['Nous habitons Steinfort, mais c’est chez notre fils à Esch-sur-Alzette', 'Esch-sur-Alzette'],
  ])('a relative’s place stays the place of the work: %s → %s', (text, commune) => {
    expect(placeOf(text)).toMatchObject({ commune })
  })

  it('a town abroad followed by its region is that town, though a place here has its name', () => {
    expect(placeOf('Wir wohnen in Perl im Saarland, im Keller sind Mäuse')).toMatchObject({
      kind: 'abroad',
      name: 'Perl',
    })
    // Without its region "Perl" is still the German village: it is only Perlé's German name, and Perlé is "Pärel"
    // in Luxembourgish and "Perlé" in French.
    expect(placeOf('Mir wunnen zu Perl, d’Heizung ass futti')).toMatchObject({ kind: 'abroad', name: 'Perl' })
    expect(placeOf('Mir wunnen zu Pärel, d’Heizung ass futti')).toMatchObject({ commune: 'Rambrouch' })
    expect(placeOf('Nous habitons à Perlé, le chauffage est en panne')).toMatchObject({
      commune: 'Rambrouch',
    })
  })
})
