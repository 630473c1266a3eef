import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()

/**
 * Thirty-eighth lesson, from new development sentences: Europe's Schengen area ("outside the Schengen
 * area", "hors de l'espace Schengen", "außerhalb des Schengen-Raums") is no work place in the village
 * it is named after; the village itself still is.
 */
describe('stories, thirty-eighth lessons', () => {
  it.each([
    ['Our team from outside the Schengen area needs invitation letters translated into French.', null],
    [
      'Für Gäste aus Ländern außerhalb des Schengen-Raums brauchen wir die Einladung auf Französisch übersetzt.',
      null,
    ],
    [
      "Nos invités hors de l'espace Schengen ont besoin d'une traduction de la lettre d'invitation en anglais.",
      null,
    ],
    ['On habite à Schengen, la gouttière fuit.', 'Schengen'],
  ])('the work place: %s → %s', (text, commune) => {
    const { place } = understand(text, gazetteer)
    expect(place?.kind === 'abroad' ? 'abroad' : (place?.commune ?? null)).toBe(commune)
  })
})
