import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { tradesSetAside } from './ruled-out'
import { understand } from './understand'

/**
 * A trade named only as someone already involved — the subject of what they did, said or will do,
 * the customer's own trade, or a trade someone else suggests and the customer contradicts — is set
 * aside while another trade is decided, and comes back when the message names no other.
 */
const gazetteer = loadGazetteer()
const read = (text: string) => understand(text, gazetteer)
const involved = (text: string) => [...tradesSetAside(text).involved]

describe('a tradesperson already involved', () => {
  it.each([
    [
      'The electrician fitted the new spots on Monday, and now the ceiling needs a coat of paint',
      'electrical',
    ],
    ['Our plumber says the radiator valves are fine', 'plumbing'],
    ['Le carreleur viendra jeudi pour la douche', 'tiling'],
    ['laut dem Schreiner ist die Treppe noch gut', 'carpentry'],
    ['Der Dachdecker kommt erst im März', 'roofing'],
    ['De Moler huet gesot, d’Mauer wier ze naass', 'painting'],
    ['O eletricista disse que o quadro está bom', 'electrical'],
    ['Il giardiniere ha potato tutto a ottobre', 'gardening'],
    ['El cerrajero vino el lunes y cambió el bombín', 'locksmith'],
    ['Un ami qui est peintre m’a conseillé de poncer d’abord', 'painting'],
  ])('%s: %s is involved', (text, trade) => {
    expect(involved(text)).toEqual([trade])
  })

  it.each([
    ['I am a self-employed painter and my van was broken into', 'painting'],
    ['Je suis traductrice indépendante depuis trois ans', 'translation'],
    ['Wir sind ein kleiner Malerbetrieb aus dem Norden', 'painting'],
    ['Sono fotografo e lavoro da casa', 'photography'],
    ['Soy abogada y mi despacho necesita', 'legal'],
    ['We run a small removal company', 'moving'],
  ])('%s: %s is the customer’s own', (text, trade) => {
    expect(involved(text)).toEqual([trade])
  })

  it.each([
    ['My landlady wants me to call a plumber, but the stain only appears when it rains', 'plumbing'],
    ['Ma voisine dit d’appeler un menuisier, mais le problème vient du mur', 'carpentry'],
    [
      'Mein Vater meint, ein Elektriker müsste kommen, aber ich glaube, es ist der Trockner selbst',
      'electrical',
    ],
  ])('%s: %s is suggested and contradicted', (text, trade) => {
    expect(involved(text)).toEqual([trade])
  })

  it.each([
    'I need a plumber who can come on Saturday',
    'Preciso de um canalizador para a casa de banho',
    'Cerco un idraulico, il lavandino è intasato',
    'My husband wants us to call an electrician for the outdoor sockets',
    'The plumber said it is fine. We need a plumber for the boiler pipes though',
    'We have a plumbing problem in the kitchen',
  ])('%s: no trade set aside', (text) => {
    expect(involved(text)).toEqual([])
  })
})

describe('deciding with a trade involved', () => {
  it.each([
    [
      'The plumber moved the washing machine connection last week. Now the floor tiles around it are cracked and need replacing. Esch.',
      'tiling',
    ],
    [
      'Je suis couvreur depuis vingt ans et je voudrais enfin un site internet avec mes réalisations.',
      'web-development',
    ],
    [
      'Mein Mann will einen Maler holen, aber das Wasser kommt durch die Decke, weil ein Rohr im Bad undicht ist.',
      'plumbing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(read(text).category).toBe(trade)
  })

  it('comes back to the trade involved when the message names no other', () => {
    const result = read(
      'The electrician who came yesterday said the whole fuse box is outdated and has to be replaced by next month.',
    )
    expect(result.category).toBe('electrical')
  })
})

describe('more ways a trade is out of the question', () => {
  it.each([
    [
      "The lawn we'll do ourselves with my brother-in-law, who's a landscaper; we need the wall built.",
      'gardening',
    ],
    [
      'Trabalho há três anos na construção como canalizador e o patrão deve-me dois meses de salário.',
      'plumbing',
    ],
    ['We run a little joinery workshop in Hosingen and need a site with a contact form.', 'carpentry'],
    [
      'Our plasterer finished the skim coat on Friday; the living room now needs two coats of paint.',
      'masonry',
    ],
    ['On est une équipe de couvreurs et il faudrait traduire nos devis en allemand.', 'roofing'],
    ['My brother-in-law is an electrician and will do the wiring', 'electrical'],
    ['Mäi Schwoer ass Elektriker, hien mécht d’Stroum', 'electrical'],
    ['Mon ami est plombier, il passera voir', 'plumbing'],
  ])('%s: someone else of the trade, %s involved', (text, trade) => {
    expect(involved(text)).toEqual([trade])
  })

  it.each([
    ['La serrure fonctionne, c’est la porte qui frotte', 'locksmith'],
    ['Die Waschmaschine selbst läuft einwandfrei, aber der Abfluss gluckert', 'appliance-repair'],
    ['De Moler seet, dat hätt näischt mat him ze dinn', 'painting'],
    ['Le carreleur dit que ça n’a rien à voir avec le carrelage', 'tiling'],
  ])('%s rules out %s', (text, trade) => {
    expect([...tradesSetAside(text).ruledOut]).toEqual([trade])
  })

  it.each([
    ['Wir suchen keinen Gärtner, sondern einen Anwalt: der Nachbar hat unsere Hecke gefällt.', 'gardening'],
    ["We don't need a builder, we need someone who knows our rights about the delays.", 'renovation'],
    ["On ne cherche pas un maçon mais quelqu'un qui nous explique nos droits face au voisin.", 'masonry'],
    ['Não precisamos de um pedreiro, precisamos de alguém que perceba de contratos.', 'masonry'],
    ['Il tubo è già stato riparato da un idraulico, ora bisogna ridipingere il soffitto.', 'plumbing'],
    [
      "Le serrurier a regardé : la serrure est en bon état, c'est le bois de la porte qui a gonflé.",
      'locksmith',
    ],
    ['La encimera ya la colocó el carpintero; ahora faltan los azulejos detrás de la placa.', 'carpentry'],
  ])('%s rules out %s, and only it', (text, trade) => {
    expect([...tradesSetAside(text).ruledOut]).toEqual([trade])
  })

  it.each([
    ["J'avais repeint le salon moi-même avant de partir, et le propriétaire garde la caution."],
    ['The patio we will do ourselves, we only need the old garden wall rebuilt.'],
    ['Den Rasen machen wir selbst, wir brauchen nur jemanden für die Gartenmauer.'],
  ])('%s: work done or left to the customer', (text) => {
    expect(tradesSetAside(text).done).toHaveLength(1)
  })

  it('a leaking machine is not a machine that works', () => {
    expect([...tradesSetAside('Waschmaschine läuft aus, Modell Bosch').ruledOut]).toEqual([])
  })

  it.each([
    ['Quanto costa abbattere un abete di 20 metri in giardino?', 'gardening'],
    ['Queremos lacar en blanco las puertas interiores del piso', 'painting'],
    [
      'On a acheté une vieille maison à Vianden : toiture, électricité, salle de bain et sols. On veut un devis global.',
      'renovation',
    ],
    ['Tengo una peluquería canina en Esch y mi web es lenta, quiero rehacerla', 'web-development'],
    ['Wir suchen keinen Gärtner, sondern einen Anwalt: der Nachbar hat unsere Hecke gefällt.', 'legal'],
    [
      'Il tubo è già stato riparato da un idraulico, ora bisogna ridipingere il soffitto macchiato.',
      'painting',
    ],
    // The installation's trouble, told by what happens: the lights go out each time, the breaker trips.
    ['Se va la luz en la cocina cada vez que ponemos el horno y el microondas.', 'electrical'],
    ['Chez nous à Soleuvre, le différentiel saute quand il pleut fort.', 'electrical'],
    ["D'Trap an eisem Haus kraacht an eng Stuf ass lass.", 'carpentry'],
    // A kitchen's health inspection is about vermin, not the sanitary installation.
    ['Há ratos no armazém do café e a inspeção sanitária é na segunda.', 'pest-control'],
    // Luxembourgish "ugeschloss" is connected, not locked; the tiles are what is asked for.
    [
      "D'Spullmaschinn ass scho vum Installateur ugeschloss, elo brauche mer nach Plättercher hannert dem Spullstee.",
      'tiling',
    ],
  ])('%s → %s', (text, trade) => {
    expect(read(text).category).toBe(trade)
  })
})
