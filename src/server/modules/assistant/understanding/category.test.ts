import { describe, expect, it } from 'vitest'
import { explainCategory } from './category'
import { loadGazetteer } from './gazetteer'
import { EVERYDAY_WORDS } from './language'
import { TYPO_FACTOR } from './lexicon/category-context'
import { tokenize } from './text'
import { understand } from './understand'

const gazetteer = loadGazetteer()
const categoryOf = (text: string) => understand(text, gazetteer).category

describe('category by meaning', () => {
  it.each([
    ['lights in the garden', 'electrical'],
    ['I need lights in the garden', 'electrical'],
    ['solar panels on the roof', 'solar'],
    ['website for an accounting firm', 'web-development'],
    ['tax return for my plumbing business', 'accounting'],
    ['leak under the sink', 'plumbing'],
    ['boiler makes noise', 'heating'],
    ['paint the fence in the garden', 'painting'],
  ])('the object of the work wins over the setting: %s → %s', (text, category) => {
    expect(categoryOf(text)).toBe(category)
  })

  it.each([
    ['Ech brauch en Elektriker fir Luuchten am Gaart', 'electrical'],
    ['Fuite sous l’évier de la cuisine', 'plumbing'],
    ['Steckdosen und Lampen im Garten', 'electrical'],
    ['Luzes no jardim, preciso de um eletricista', 'electrical'],
    ['Vorrei installare delle luci in giardino', 'electrical'],
    ['Placas solares en el tejado', 'solar'],
    ['Photovoltaikanlage auf dem Dach', 'solar'],
    ['Création d’un site internet pour un cabinet d’avocats', 'web-development'],
    ['Steuererklärung für meinen kleinen Elektrobetrieb', 'accounting'],
    ['Sito web per il mio studio di commercialista', 'web-development'],
    ['Necesito una página web para mi despacho de abogados', 'web-development'],
    ['Contabilista para a minha empresa de limpezas', 'accounting'],
  ])('reads the same distinction in every language: %s → %s', (text, category) => {
    expect(categoryOf(text)).toBe(category)
  })

  it.each([
    ['serrure bloquée, porte d’entrée', 'locksmith'],
    ['fenêtres à changer dans ma maison', 'carpentry'],
    ['Wir brauchen eine neue Küche, Montage inklusive', 'carpentry'],
    ['Preciso de limpeza do apartamento depois da mudança', 'cleaning'],
  ])('two ideas that meet name the trade: %s → %s', (text, category) => {
    expect(categoryOf(text)).toBe(category)
  })

  it('an everyday word is no typo of a trade word: "gemacht" is not "gemäht" (mowed)', () => {
    const result = understand('Mein Badezimmer muss gemacht werden', gazetteer)
    expect(result.category).toBeNull()
    expect(result.categoryCandidates).not.toContain('gardening')
  })

  it('keeps a trade named inside "a … company" when nothing else is asked for', () => {
    expect(categoryOf('Looking for a cleaning company for our offices')).toBe('cleaning')
  })

  it('water through the roof is the roofer’s, cleaning windows is the cleaner’s', () => {
    expect(categoryOf('Dach undicht, bei Regen tropft es ins Schlafzimmer')).toBe('roofing')
    expect(categoryOf('Il tetto perde acqua quando piove')).toBe('roofing')
    expect(categoryOf('Kéint een eis Fënsteren botzen? 12 Fënsteren')).toBe('cleaning')
  })

  it('a longer, more specific word wins over the compound part it contains', () => {
    expect(categoryOf('Unser Kühlschrank kühlt nicht mehr')).toBe('appliance-repair')
    expect(categoryOf('Gartenmauer aus Naturstein bauen')).toBe('masonry')
    expect(categoryOf('Wasps nest under the roof tiles')).toBe('pest-control')
  })

  it('tolerates typos and missing accents', () => {
    expect(categoryOf('need an electrican for 10 sockets')).toBe('electrical')
    expect(categoryOf('besoin d’un serurier, porte claquée')).toBe('locksmith')
    expect(categoryOf('Brauche Elektrikr für Lichtschalter')).toBe('electrical')
    expect(categoryOf('ma chaudiere fait du bruit')).toBe('heating')
  })

  it('uses false friends only in their language (lb "Mais" are mice, pt "mais" is "more")', () => {
    expect(categoryOf('Mir hunn Mais am Keller, wien kann eis hëllefen?')).toBe('pest-control')
    expect(understand('Preciso de mais informações', gazetteer).categoryStatus).toBe('none')
  })

  it('says ambiguous with the top candidates instead of guessing', () => {
    const result = understand('Hello, can you help me with some work on my house?', gazetteer)
    expect(result.category).toBeNull()
    expect(result.categoryStatus).toBe('ambiguous')
    expect(result.categoryCandidates).toContain('renovation')
    expect(result.categoryCandidates.length).toBeLessThanOrEqual(3)

    const split = understand('Wasserrohrbruch und Stromausfall im Keller', gazetteer)
    expect(split.category).toBeNull()
    expect(split.categoryCandidates.slice(0, 2).sort()).toEqual(['electrical', 'plumbing'])
  })

  it('finds nothing in a message about no trade at all', () => {
    const result = understand('Bonjour, merci beaucoup', gazetteer)
    expect(result).toMatchObject({
      category: null,
      categoryStatus: 'none',
      categoryCandidates: [],
      categoryConfidence: 0,
    })
  })

  it('is more confident the more the best category stands out', () => {
    const strong = understand('Plumber needed: leak under the sink, the pipe is dripping', gazetteer)
    const weaker = understand('Leak in the kitchen', gazetteer)
    expect(strong.categoryStatus).toBe('clear')
    expect(strong.categoryConfidence).toBeGreaterThan(weaker.categoryConfidence)
    expect(strong.categoryConfidence).toBeLessThanOrEqual(1)
  })
})

describe('explainCategory', () => {
  it('lists the terms found with their weights (a typo counts less)', () => {
    const tokens = tokenize('plombir for the leak')
    expect(explainCategory(tokens, 'en', EVERYDAY_WORDS)).toEqual([
      { term: 'plombier*', category: 'plumbing', word: 'plombir', weight: 3 * TYPO_FACTOR },
      { term: 'leak*', category: 'plumbing', word: 'leak', weight: 2 },
    ])
  })

  it('a word near a term (an ordinary word as often as a misspelling) counts for less than half of it', () => {
    const [near] = explainCategory(tokenize('die Vögel fliegen'), 'de', EVERYDAY_WORDS)
    expect(near).toMatchObject({ term: 'fliesen', category: 'tiling' })
    expect(near?.weight).toBeLessThan(3 / 2)
  })
})
