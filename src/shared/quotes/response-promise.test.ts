import { describe, expect, it } from 'vitest'
import { responsePromise } from './response-promise'

describe('responsePromise', () => {
  it('says the hours admins set, or 24–48 in demo mode, in each language', () => {
    expect(responsePromise('en', { hours: 24, demo: false })).toBe(
      'Providers usually answer within 24 hours.',
    )
    expect(responsePromise('fr', { hours: 36, demo: false })).toBe(
      'Les prestataires répondent généralement sous 36 heures.',
    )
    expect(responsePromise('de', { hours: 24, demo: true })).toBe(
      'Anbieter antworten in der Regel innerhalb von 24–48 Stunden.',
    )
  })
})
