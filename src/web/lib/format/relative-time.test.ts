import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

beforeAll(async () => {
  await initI18n('en')
})
afterAll(async () => {
  await changeLanguage('en')
})

const now = new Date('2026-03-10T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const DAY = 24 * 3600

describe('formatRelativeTime', () => {
  it('uses the largest unit that fits', () => {
    expect(formatRelativeTime(ago(20), 'en', now)).toBe('just now')
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago')
    expect(formatRelativeTime(ago(2 * DAY), 'en', now)).toBe('2 days ago')
    expect(formatRelativeTime(ago(21 * DAY), 'en', now)).toBe('3 weeks ago')
    expect(formatRelativeTime(ago(400 * DAY), 'en', now)).toBe('last year')
  })

  it('speaks the interface language and accepts ISO strings', () => {
    expect(formatRelativeTime(ago(DAY).toISOString(), 'fr', now)).toBe('hier')
    expect(formatRelativeTime(ago(3 * 3600).toISOString(), 'de', now)).toBe('vor 3 Stunden')
  })

  it('says "a moment ago" as each language does, not "now"', async () => {
    for (const [language, text] of [
      ['fr', 'à l’instant'],
      ['de', 'gerade eben'],
    ] as const) {
      await changeLanguage(language)
      expect(formatRelativeTime(ago(5), language, now)).toBe(text)
    }
  })
})
