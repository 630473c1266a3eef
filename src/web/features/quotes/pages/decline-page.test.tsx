import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { requestDetail, sessionUser } from '@web/test/fixtures'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DeclinePage } from './decline-page'
import { DeclineSuccessPage } from './decline-success-page'

const routes = [
  { path: '/decline', element: <DeclinePage /> },
  { path: '/decline-success', element: <DeclineSuccessPage /> },
]

beforeAll(async () => {
  await initI18n('en', ['common', 'quotes'])
})

beforeEach(async () => {
  await changeLanguage('en')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('DeclinePage', () => {
  it('asks why, requires a note for “Another reason”, declines and confirms', async () => {
    const user = userEvent.setup()
    const calls = scriptApi([
      { path: /\/api\/quote-requests\/42\?token=tok$/, body: requestDetail() },
      {
        method: 'POST',
        path: /\/api\/quote-requests\/42\/decline\?token=tok$/,
        body: requestDetail({
          status: 'rejected',
          declined: { reason: 'other', note: 'We only work on new builds.', at: '2026-11-21T10:00:00.000Z' },
          actions: [],
        }),
      },
    ])
    renderRoutes(routes, { at: '/decline?request=42&token=tok' })
    expect(await screen.findByRole('heading', { name: 'Bathroom tap replacement' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Decline request' }))
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Another reason' }))
    await user.click(screen.getByRole('button', { name: 'Decline request' }))
    expect(await screen.findByText('Tell the customer briefly why.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await user.type(screen.getByLabelText('Tell the customer why'), 'We only work on new builds.')
    await user.click(screen.getByRole('button', { name: 'Decline request' }))

    expect(await screen.findByRole('heading', { name: 'The customer has been told.' })).toBeInTheDocument()
    expect(
      screen.getByText('Thank you for answering quickly: it keeps your response time good.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      '/business/quote-requests/42?token=tok',
    )
    expect(screen.queryByRole('link', { name: 'Go to my requests' })).not.toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'other',
      note: 'We only work on new builds.',
    })
  })

  it('says when the request was already declined, with the way back to it', async () => {
    scriptApi([
      {
        path: /\/api\/quote-requests\/42\?token=tok$/,
        body: requestDetail({
          status: 'rejected',
          declined: { reason: 'too_busy', note: '', at: '2026-11-21T10:00:00.000Z' },
          actions: [],
        }),
      },
    ])
    renderRoutes(routes, { at: '/decline?request=42&token=tok' })
    expect(
      await screen.findByRole('heading', { name: 'You already declined this request' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      '/business/quote-requests/42?token=tok',
    )
  })

  it('refuses a missing request id without asking the server', async () => {
    const calls = scriptApi([])
    renderRoutes(routes, { at: '/decline?token=tok' })
    expect(await screen.findByRole('heading', { name: 'This request cannot be opened' })).toBeInTheDocument()
    expect(calls.filter((c) => c.url.startsWith('/api/quote-requests'))).toEqual([])
  })
})

describe('DeclineSuccessPage', () => {
  it('leads a signed-in provider back to the inbox', async () => {
    scriptApi([])
    renderRoutes(routes, { at: '/decline-success?request=42', user: sessionUser('business') })
    expect(await screen.findByRole('link', { name: 'Go to my requests' })).toHaveAttribute(
      'href',
      '/dashboard/requests',
    )
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      '/business/quote-requests/42',
    )
  })
})
