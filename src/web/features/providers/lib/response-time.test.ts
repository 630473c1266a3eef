import { describe, expect, it } from 'vitest'
import { responseTime } from './response-time'

describe('responseTime', () => {
  it('rounds short times up to 5 minutes', () => {
    expect(responseTime(23)).toEqual({ unit: 'minutes', count: 25 })
    expect(responseTime(1)).toEqual({ unit: 'minutes', count: 5 })
  })

  it('counts whole hours, rounded up, up to a day', () => {
    expect(responseTime(60)).toEqual({ unit: 'hours', count: 1 })
    expect(responseTime(165)).toEqual({ unit: 'hours', count: 3 })
    expect(responseTime(24 * 60)).toEqual({ unit: 'hours', count: 24 })
  })

  it('counts days beyond a day', () => {
    expect(responseTime(24 * 60 + 5)).toEqual({ unit: 'days', count: 2 })
  })
})
