import { estimate, type QuantityInput } from '@server/modules/assistant/estimate/estimate'
import { describe, expect, it } from 'vitest'
import { readQuantities as readAll } from './quantities'

/** Value and unit only: what the estimate uses. */
const readQuantities = (text: string) => readAll(text).map(({ value, unit }) => ({ value, unit }))

describe('readQuantities', () => {
  it('reads areas, rooms and hours in English, French and German', () => {
    expect(readQuantities('Paint the walls, about 45 m² in total')).toEqual([{ value: 45, unit: 'm2' }])
    expect(readQuantities('Peindre 3 pièces et 12,5 m2 de plafond')).toEqual([
      { value: 3, unit: 'room' },
      { value: 12.5, unit: 'm2' },
    ])
    expect(readQuantities('Umzug einer 3-Zimmer-Wohnung, ca. 6 Std.')).toEqual([
      { value: 3, unit: 'room' },
      { value: 6, unit: 'hour' },
    ])
    expect(readQuantities('cleaning for 4h every week')).toEqual([{ value: 4, unit: 'hour' }])
    expect(readQuantities('drei Zimmer streichen')).toEqual([{ value: 3, unit: 'room' }])
  })

  it('reads solar power, pages, words, windows and metres', () => {
    expect(readQuantities('une installation de 6 kWc sur le toit')).toEqual([{ value: 6, unit: 'kwp' }])
    expect(readQuantities('14 panels on a south roof')).toEqual([{ value: 14, unit: 'panel' }])
    expect(readQuantities('translate 2,000 words into German')).toEqual([{ value: 2000, unit: 'word' }])
    expect(readQuantities('Übersetzung von 2.000 Wörtern, 8 Seiten')).toEqual([
      { value: 2000, unit: 'word' },
      { value: 8, unit: 'page' },
    ])
    expect(readQuantities('nettoyer 10 fenêtres')).toEqual([{ value: 10, unit: 'window' }])
    expect(readQuantities('a 12 m fence')).toEqual([{ value: 12, unit: 'metre' }])
  })

  it('ignores bare numbers, years, prices and words that only start like a unit', () => {
    expect(readQuantities('built in 1998, budget 5000 euros')).toEqual([])
    expect(readQuantities('2 hommes et 1 camion')).toEqual([])
    expect(readQuantities('call me at 5 or later')).toEqual([])
  })

  it('feeds the estimate: rooms of painting become m² of walls', () => {
    const result = estimate({
      category: 'painting',
      // As the chat passes them: units the pricing model does not know are ignored by the estimate.
      quantities: readQuantities('I need 2 rooms painted') as QuantityInput[],
      place: { locality: 'Strassen' },
      language: 'en',
    })
    expect(result.confidence).toBe('high')
    expect(result.basis[0]).toBe('90 m², worked out from the 2 rooms you mentioned')
  })
})
