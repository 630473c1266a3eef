import { describe, expect, it } from 'vitest'
import { addAmounts, amountText, parseAmount } from './amount'

describe('amounts and total', () => {
  it('reads amounts as people type them here', () => {
    expect(parseAmount('1 234,50')).toBe(1234.5)
    expect(parseAmount('1234.5')).toBe(1234.5)
    expect(parseAmount(' 80 € ')).toBe(80)
    expect(parseAmount('')).toBe(0)
    expect(parseAmount('abc')).toBeNaN()
    expect(parseAmount('-5')).toBeNaN()
  })

  it('adds materials and labour in cents, ignoring what is not a number yet', () => {
    expect(addAmounts(0.1, 0.2)).toBe(0.3)
    expect(addAmounts(120.5, 300)).toBe(420.5)
    expect(addAmounts(Number.NaN, 90)).toBe(90)
  })

  it('shows nothing for an amount not typed yet', () => {
    expect(amountText(Number.NaN)).toBe('')
    expect(amountText(80.5)).toBe('80.5')
  })
})
