import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PREFERENCES,
  familyOfNotice,
  familyOfTemplate,
  IN_APP_FAMILIES,
  NotificationPreferencesSchema,
} from './notification-preferences'

describe('notification families', () => {
  it('reads a template’s family from the one table; a template it does not name is transactional', () => {
    expect(familyOfTemplate('quote-message')).toBe('quotes')
    expect(familyOfTemplate('invoice-reminder')).toBe('reminders')
    expect(familyOfTemplate('invoice-final-reminder')).toBe('transactional')
    expect(familyOfTemplate('reset-password')).toBe('transactional')
    expect(familyOfTemplate('notification-digest')).toBe('digest')
    expect(familyOfTemplate('no-such-template')).toBe('transactional')
  })

  it('gives each in-app notice its family, and offers the in-app choice only where notices exist', () => {
    expect(familyOfNotice('message_received')).toBe('quotes')
    expect(familyOfNotice('request_received')).toBe('quotes')
    expect(IN_APP_FAMILIES).toEqual(['quotes'])
  })

  it('starts with news off, and accepts only the known email modes', () => {
    expect(DEFAULT_PREFERENCES.news.email).toBe('off')
    expect(NotificationPreferencesSchema.safeParse(DEFAULT_PREFERENCES).success).toBe(true)
    const weekly = { ...DEFAULT_PREFERENCES, reminders: { inApp: true, email: 'weekly' } }
    expect(NotificationPreferencesSchema.safeParse(weekly).success).toBe(false)
  })
})
