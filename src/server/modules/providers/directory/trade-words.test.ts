import { describe, expect, it } from 'vitest'
import { correctTradeWord } from './trade-words'

describe('trade word typos', () => {
  it('corrects a misspelt trade word in any of our languages', () => {
    expect(correctTradeWord('plumbr')).toBe('plumber')
    expect(['electrician', 'electrical']).toContain(correctTradeWord('electricain'))
    expect(correctTradeWord('elektricker')).toBe('elektriker')
    expect(correctTradeWord('plombiere')).toBe('plombier')
  })
  it('leaves known words, prefixes, short words and unrelated words alone', () => {
    expect(correctTradeWord('plumber')).toBeNull()
    expect(correctTradeWord('plomb')).toBeNull()
    expect(correctTradeWord('abc')).toBeNull()
    expect(correctTradeWord('weber')).toBeNull()
  })
})
