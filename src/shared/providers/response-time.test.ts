import { describe, expect, it } from 'vitest'
import { responseTime } from './response-time'

describe('responseTime', () => {
  it('rounds up to a step a person would say', () => {
    expect(responseTime(1)).toEqual({ unit: 'minutes', count: 5 })
    expect(responseTime(23)).toEqual({ unit: 'minutes', count: 30 })
    expect(responseTime(42)).toEqual({ unit: 'minutes', count: 45 })
    expect(responseTime(50)).toEqual({ unit: 'hours', count: 1 })
    expect(responseTime(165)).toEqual({ unit: 'hours', count: 3 })
    expect(responseTime(5 * 60 + 10)).toEqual({ unit: 'hours', count: 6 })
    expect(responseTime(24 * 60)).toEqual({ unit: 'hours', count: 24 })
  })

  it('says days beyond a day, never "41 hours"', () => {
    expect(responseTime(41 * 60)).toEqual({ unit: 'days', count: 2 })
    expect(responseTime(24 * 60 + 5)).toEqual({ unit: 'days', count: 2 })
    expect(responseTime(3 * 24 * 60)).toEqual({ unit: 'days', count: 3 })
  })
})
