import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

/**
 * Word forms, not word lists: prefixed and derived verbs, compounds, inflections,
 * misspellings and missing accents, and mixed languages, in the 7 languages, through the whole
 * understanding (rules and classifier). None of these sentences is in the evaluation set.
 */
const gazetteer = loadGazetteer()

const CASES: Array<[language: string, form: string, text: string, category: string]> = [
  ['en', 'prefix', 'we need the whole flat repainted before we sell', 'painting'],
  ['fr', 'prefix', 'il faudrait repeindre les portes du couloir', 'painting'],
  ['de', 'prefix', 'das Treppenhaus neu streichen lassen', 'painting'],
  ['it', 'prefix', 'ridipingere la cucina e il bagno', 'painting'],
  ['es', 'prefix', 'repintar la fachada del chalet', 'painting'],
  ['pt', 'prefix', 'repintar as paredes do quarto', 'painting'],
  ['lb', 'prefix', "d'Kichen nei ustreichen", 'painting'],
  ['de', 'compound', 'Dachsanierung nach Hagelschaden', 'roofing'],
  ['de', 'compound', 'Kellerabdichtung und Außenputz erneuern', 'masonry'],
  ['lb', 'compound', 'Waasserleitung am Keller ass futti', 'plumbing'],
  ['de', 'compound', 'Küchenarbeitsplatte zuschneiden und montieren', 'carpentry'],
  // The head of a compound names the thing; a redo prefix leaves the verb (category.ts, wordFormTerms).
  ['de', 'compound', 'Gästebadumbau mit ebenerdiger Dusche', 'renovation'],
  ['de', 'compound', 'morsche Balkondielen austauschen', 'carpentry'],
  ['lb', 'compound', 'eis Kellerrenovatioun, wat kascht dat?', 'renovation'],
  ['it', 'prefix', 'riverniciare la ringhiera della scala', 'painting'],
  ['en', 'idiom', 'kitchen refit with new worktops and tiles', 'renovation'],
  ['fr', 'inflection', 'nos toilettes sont bouchées depuis hier', 'plumbing'],
  ['it', 'inflection', 'i rubinetti gocciolano tutti', 'plumbing'],
  ['pt', 'inflection', 'as tomadas da sala deixaram de funcionar', 'electrical'],
  ['es', 'inflection', 'se han atascado los desagües', 'plumbing'],
  ['en', 'inflection', 'both radiators are leaking', 'heating'],
  ['en', 'typo', 'need a plumbr asap', 'plumbing'],
  ['fr', 'typo', 'probleme d electricte dans la cuisine', 'electrical'],
  ['de', 'typo', 'Heitzung geht nicht', 'heating'],
  ['es', 'typo', 'nesesito un electrisista', 'electrical'],
  ['it', 'typo', 'cerco un idraulco', 'plumbing'],
  ['pt', 'typo', 'preciso de um canalisador urgente', 'plumbing'],
  ['lb', 'typo', 'mir sichen en Elektrieker', 'electrical'],
  ['lb', 'mixed', 'Moien, I need a Schräiner for a new door', 'carpentry'],
  ['fr', 'mixed', 'Bonjour, we need a femme de ménage weekly', 'cleaning'],
  ['de', 'mixed', 'Hallo, brauche einen painter für die Fassade', 'painting'],
  ['pt', 'mixed', 'Olá, preciso de um Elektriker para a garagem', 'electrical'],
  // Idioms whose words belong to another trade: turnkey (keys), PV on a roof, walls to freshen up.
  ['it', 'idiom', 'cucina nuova chiavi in mano per il nostro appartamento', 'renovation'],
  ['fr', 'idiom', 'rénovation clés en main de notre maison', 'renovation'],
  ['en', 'idiom', 'quote for a PV system on the garage roof', 'solar'],
  ['en', 'idiom', 'freshen up the walls of the kids room', 'painting'],
  ['en', 'idiom', 'house clearance after my aunt passed away', 'moving'],
  ['en', 'idiom', 'put together a flat pack wardrobe', 'carpentry'],
  ['it', 'idiom', 'una mano di bianco in camera dei bambini', 'painting'],
  ['it', 'inflection', 'quando piove scatta sempre il differenziale', 'electrical'],
  ['de', 'inflection', 'die Kellertür lässt sich nicht mehr abschließen', 'locksmith'],
]

/** Words that only end like a trade word: read as compounds in German and Luxembourgish only. */
const NOT_COMPOUNDS: Array<[text: string, notCategory: string]> = [
  ["on vient d'emménager à Strassen", 'pest-control'],
  ['Anleitung für die neue Kaffeemaschine', 'plumbing'],
]

describe('word forms', () => {
  it.each(NOT_COMPOUNDS)('"%s" is not %s', (text, notCategory) => {
    expect(understand(text, gazetteer).category).not.toBe(notCategory)
  })

  it.each(CASES)('%s, %s: "%s" → %s', (_language, _form, text, category) => {
    const result = understand(text, gazetteer)
    expect(result.categoryStatus).toBe('clear')
    expect(result.category).toBe(category)
  })

  it('covers the 7 languages and every kind of form', () => {
    expect(new Set(CASES.map(([language]) => language))).toEqual(
      new Set(['lb', 'fr', 'de', 'en', 'pt', 'it', 'es']),
    )
    expect(new Set(CASES.map(([, form]) => form))).toEqual(
      new Set(['prefix', 'compound', 'inflection', 'typo', 'mixed', 'idiom']),
    )
  })
})
