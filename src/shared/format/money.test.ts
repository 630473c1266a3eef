import { describe, expect, it } from 'vitest'
import { formatMoney, formatMoneyRange } from './money'

/** Shows the invisible spaces so the expectations say which space is meant. */
const visible = (text: string) => text.replaceAll('\u202f', '⍽').replaceAll('\u00a0', '␣')

describe('formatMoney (`1 234,50 €` in fr/de, `€1,234.50` in en)', () => {
  it('writes euros the way each interface language does', () => {
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50')
    expect(visible(formatMoney(1234.5, 'fr'))).toBe('1⍽234,50␣€')
    expect(visible(formatMoney(1234.5, 'de'))).toBe('1⍽234,50␣€')
  })

  it('leaves out cents on whole amounts', () => {
    expect(formatMoney(1200, 'en')).toBe('€1,200')
    expect(visible(formatMoney(350, 'de'))).toBe('350␣€')
  })

  it('keeps cents on whole amounts when asked (quotes)', () => {
    expect(formatMoney(1251, 'en', { cents: true })).toBe('€1,251.00')
    expect(visible(formatMoney(1251, 'fr', { cents: true }))).toBe('1⍽251,00␣€')
  })
})

describe('formatMoneyRange (ranges as `1 200 – 1 800 €`)', () => {
  it('writes the currency once in fr and de, on both ends in en', () => {
    expect(visible(formatMoneyRange(1200, 1800, 'fr'))).toBe('1⍽200␣– 1⍽800␣€')
    expect(visible(formatMoneyRange(1200, 1800, 'de'))).toBe('1⍽200␣– 1⍽800␣€')
    expect(visible(formatMoneyRange(1200, 1800, 'en'))).toBe('€1,200␣– €1,800')
  })

  it('reads like the spec once spaces are normalised', () => {
    expect(formatMoneyRange(1200, 1800, 'fr').replace(/\s/g, ' ')).toBe('1 200 – 1 800 €')
    expect(formatMoneyRange(1200, 1800, 'en').replace(/\s/g, ' ')).toBe('€1,200 – €1,800')
  })

  it('writes the assistant’s other languages as they are read in Luxembourg and Portugal', () => {
    expect(visible(formatMoneyRange(1200, 1800, 'lb'))).toBe('1⍽200␣– 1⍽800␣€')
    // Italian, Spanish and Portuguese leave four-digit numbers ungrouped; never Brazil's "€ 1.200".
    expect(visible(formatMoneyRange(1200, 12500, 'it'))).toBe('1200␣– 12⍽500␣€')
    expect(visible(formatMoneyRange(1200, 12500, 'es'))).toBe('1200␣– 12⍽500␣€')
    expect(visible(formatMoneyRange(1200, 12500, 'pt'))).toBe('1200␣– 12⍽500␣€')
    expect(visible(formatMoney(1234.5, 'pt'))).toBe('1234,50␣€')
  })

  it('shows one amount, not an approximation, when both ends are equal', () => {
    expect(formatMoneyRange(500, 500, 'en')).toBe('€500')
  })

  it('keeps cents on both ends when one end has them', () => {
    expect(formatMoneyRange(99.5, 120, 'en')).toBe('€99.50\u00a0– €120.00')
  })
})

describe('formatMoneyRange, kept', () => {
  it('writes a range again as it wrote it the first time, per language and amounts', () => {
    const first = formatMoneyRange(950.5, 1800, 'de')
    expect(formatMoneyRange(950.5, 1800, 'de')).toBe(first)
    expect(formatMoneyRange(950.5, 1800, 'en')).not.toBe(first)
    expect(formatMoneyRange(950, 1800, 'de')).not.toBe(first)
    for (let i = 0; i < 2_100; i++) formatMoneyRange(i, i + 1, 'fr')
    expect(formatMoneyRange(950.5, 1800, 'de')).toBe(first)
  })
})
