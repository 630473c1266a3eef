import { describe, expect, it } from 'vitest'
import { responseTime, responseTimeFigure } from './response-time'

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

describe('responseTimeFigure', () => {
  it('shows the rounded time of the profile as a short figure in the interface language', () => {
    expect(responseTimeFigure(54, 'en')).toBe('55 min')
    expect(responseTimeFigure(54, 'de')).toBe('55 Min.')
    expect(responseTimeFigure(130, 'fr')).toBe('3\u202fh')
  })
})
