import type { AppNotification } from '@shared/quotes/quote-request-schemas'
import { describe, expect, it } from 'vitest'
import { notificationParams } from './notification-params'

const DRAWN = {
  name: null,
  category: 'electrical' as const,
  locality: 'Mamer',
  createdAt: '2026-11-20T09:00:00.000Z',
  titleNumber: 1,
}

describe('a notification', () => {
  const notice: AppNotification = {
    id: 1,
    kind: 'request_received',
    params: { customerName: 'Jonas K.', projectName: 'Elektrik in Mamer' },
    quoteRequestId: 3,
    project: DRAWN,
    href: '/business/quote-requests/3',
    createdAt: '2026-11-20T09:00:00.000Z',
    readAt: null,
  }

  it('names its project in the reader’s language, whatever title it was stored with', () => {
    expect(notificationParams(notice, 'fr')).toEqual({
      customerName: 'Jonas K.',
      projectName: 'Électricité à Mamer, novembre 2026',
    })
    expect(notificationParams({ ...notice, project: null }, 'fr').projectName).toBe('Elektrik in Mamer')
  })
})
