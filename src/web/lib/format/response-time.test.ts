import { describe, expect, it } from 'vitest'
import { responseTimeFigure } from './response-time'

describe('responseTimeFigure', () => {
  it('shows the rounded time of the profile as a short figure in the interface language', () => {
    expect(responseTimeFigure(40, 'en')).toBe('45 min')
    expect(responseTimeFigure(40, 'de')).toBe('45 Min.')
    expect(responseTimeFigure(130, 'fr')).toBe('3\u202fh')
  })
})
