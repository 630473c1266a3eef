import type { BillingOverview } from '@shared/billing/billing-schemas'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { sessionUser } from '@web/test/fixtures'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BillingPage } from './billing-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@web/lib/toast/toast', () => ({ toast }))

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterEach(() => {
  vi.unstubAllGlobals()
  toast.success.mockClear()
})

const overview: BillingOverview = {
  tier: 'pro',
  startsOn: '2026-09-01',
  nextTier: null,
  nextTierFrom: null,
  changesTakeEffectOn: '2026-12-01',
  flagged: false,
  hiddenUntilPaid: null,
  invoices: [],
}

describe('/dashboard/billing: a change of plan is confirmed first', () => {
  it('asks before changing, sends the confirmed terms, and the toast says when it takes effect', async () => {
    const user = userEvent.setup()
    const calls = scriptApi([
      { path: /\/api\/provider\/billing$/, body: overview },
      {
        method: 'PUT',
        path: /\/api\/provider\/billing\/plan$/,
        body: { ...overview, nextTier: 'premium', nextTierFrom: '2026-12-01' },
      },
    ])
    renderWithProviders(<BillingPage />, { user: sessionUser('business') })
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }))
    const dialog = within(screen.getByRole('dialog'))
    expect(
      dialog.getByText('Premium: €149.00 a month excl. VAT, €174.33 incl. 17 % VAT.'),
    ).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)

    await user.click(dialog.getByRole('button', { name: 'Confirm the change' }))
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      tier: 'premium',
      confirmed: { monthlyNetCents: 14900, effectiveFrom: '2026-12-01' },
    })
    expect(toast.success).toHaveBeenCalledWith(
      'Confirmed: Premium from 1 December 2026. Until then you keep Pro.',
    )
  })

  it('never offers Enterprise to choose: it asks for an offer, which goes to the support desk', async () => {
    const user = userEvent.setup()
    const calls = scriptApi([
      { path: /\/api\/provider\/billing$/, body: overview },
      {
        method: 'POST',
        path: /\/api\/provider\/billing\/plan-requests$/,
        status: 201,
        body: { reference: 'SD-ABC234' },
      },
    ])
    renderWithProviders(<BillingPage />, { user: sessionUser('business') })
    expect(await screen.findByRole('button', { name: 'Choose Premium' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Choose Enterprise' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Request an Enterprise offer' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send the request' }))
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Request sent (reference SD-ABC234): a representative will contact you.',
      ),
    )
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tier: 'enterprise' })
  })
})
