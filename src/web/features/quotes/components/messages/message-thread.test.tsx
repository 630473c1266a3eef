import type { QuoteMessage } from '@shared/quotes/quote-request-schemas'
import { screen } from '@testing-library/react'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { beforeAll, describe, expect, it } from 'vitest'
import { MessageThread } from './message-thread'

const MESSAGES: QuoteMessage[] = [
  {
    id: 11,
    from: 'provider',
    body: 'When can I come by?',
    createdAt: '2026-11-28T09:00:00.000Z',
    readAt: null,
  },
  { id: 12, from: 'customer', body: 'Tuesday morning.', createdAt: '2026-11-28T10:00:00.000Z', readAt: null },
  {
    id: 13,
    from: 'provider',
    body: 'hidden',
    createdAt: '2026-11-28T11:00:00.000Z',
    readAt: null,
    hidden: true,
  },
]

beforeAll(async () => {
  await initI18n('en', ['common', 'quotes', 'support'])
})

describe('MessageThread', () => {
  it('lets a signed-in side report the other side’s messages, not its own nor a hidden one', () => {
    renderWithProviders(<MessageThread requestId={5} viewer="customer" messages={MESSAGES} canSend={false} />)
    expect(screen.getAllByRole('button', { name: 'Report this message' })).toHaveLength(1)
  })

  it('offers no report on a page opened from an email link', () => {
    renderWithProviders(
      <MessageThread
        requestId={5}
        token="link-token"
        viewer="provider"
        messages={MESSAGES}
        canSend={false}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Report this message' })).toBeNull()
  })
})
