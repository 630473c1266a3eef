import { describe, expect, it } from 'vitest'
import { describeResponseTime } from './response-time'

describe('describeResponseTime', () => {
  it('reads minutes, hours or days', () => {
    expect(describeResponseTime(null)).toBeNull()
    expect(describeResponseTime(3)).toEqual({ unit: 'minutes', value: 5 })
    expect(describeResponseTime(42)).toEqual({ unit: 'minutes', value: 45 })
    expect(describeResponseTime(58)).toEqual({ unit: 'hours', value: 1 })
    expect(describeResponseTime(150)).toEqual({ unit: 'hours', value: 3 })
    expect(describeResponseTime(3 * 24 * 60)).toEqual({ unit: 'days', value: 3 })
  })
})
