import type { BillingOverview, Invoice } from '@shared/billing/billing-schemas'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { toast } from '@web/lib/toast/toast'
import { scriptApi } from '@web/test/api'
import { sessionUser } from '@web/test/fixtures'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BillingPage } from './billing-page'

// Spied on, not mocked: test files share their worker's modules, so a module mocked in one file
// would be another file's mock in the next.
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterEach(() => {
  vi.unstubAllGlobals()
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
  creditNotes: [],
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

describe('/dashboard/billing: an overdue invoice comes first, with how to pay it', () => {
  const late: Invoice = {
    id: 31,
    number: 'LP-2026-000031',
    tier: 'pro',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    issuedOn: '2026-10-01',
    dueOn: '2026-10-15',
    netCents: 8900,
    vatRateBasisPoints: 1700,
    vatCents: 1513,
    grossCents: 10413,
    seller: { name: 'LuxPro S.à r.l.', address: [], vatNumber: null, rcsNumber: null, email: null },
    buyer: { name: 'Jardins Kieffer', address: [], vatNumber: null, rcsNumber: null, email: null },
    status: 'issued',
    paidAt: null,
    creditedCents: 0,
    overdue: true,
    daysOverdue: 45,
    payment: {
      method: 'bank_transfer',
      beneficiary: 'LuxPro S.à r.l.',
      iban: 'LU28 0019 4006 4475 0000',
      bic: 'BCEELULL',
      reference: 'RF18LP2026000031',
      amountCents: 10413,
      qrPayload: 'BCD\n002\n1\nSCT',
    },
    onlinePayment: false,
  }

  it('says how late it is, what it costs, the transfer with its QR code, and that the listing is hidden until paid', async () => {
    scriptApi([
      {
        path: /\/api\/provider\/billing$/,
        body: {
          ...overview,
          flagged: true,
          hiddenUntilPaid: { invoiceId: late.id, number: late.number },
          invoices: [late],
        },
      },
    ])
    renderWithProviders(<BillingPage />, { user: sessionUser('business') })
    const notice = await screen.findByRole('region', { name: 'Invoice LP-2026-000031 is 45 days overdue' })
    expect(notice).toHaveTextContent('€104.13 was due on 15 October 2026.')
    expect(notice).toHaveTextContent(
      'Your listing is hidden from the directory and from matching until this invoice is paid.',
    )
    expect(within(notice).getByText('LU28 0019 4006 4475 0000')).toBeInTheDocument()
    expect(
      within(notice).getByRole('img', {
        name: 'EPC QR code of the bank transfer for invoice LP-2026-000031',
      }),
    ).toBeInTheDocument()
  })

  it('shows no notice while nothing is overdue, nor the hidden listing when it is listed', async () => {
    scriptApi([
      {
        path: /\/api\/provider\/billing$/,
        body: { ...overview, invoices: [{ ...late, overdue: false, daysOverdue: 0 }] },
      },
    ])
    renderWithProviders(<BillingPage />, { user: sessionUser('business') })
    expect(await screen.findByText('LP-2026-000031')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /overdue/ })).toBeNull()
    expect(screen.queryByText(/Your listing is hidden/)).toBeNull()
  })
})

describe('/dashboard/billing: paying by card or SEPA direct debit (Stripe configured)', () => {
  const open: Invoice = {
    id: 32,
    number: 'LP-2026-000032',
    tier: 'pro',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    issuedOn: '2026-11-01',
    dueOn: '2026-11-15',
    netCents: 8900,
    vatRateBasisPoints: 1700,
    vatCents: 1513,
    grossCents: 10413,
    seller: { name: 'LuxPro S.à r.l.', address: [], vatNumber: null, rcsNumber: null, email: null },
    buyer: { name: 'Jardins Kieffer', address: [], vatNumber: null, rcsNumber: null, email: null },
    status: 'issued',
    paidAt: null,
    creditedCents: 0,
    overdue: true,
    daysOverdue: 14,
    payment: {
      method: 'bank_transfer',
      beneficiary: 'LuxPro S.à r.l.',
      iban: 'LU28 0019 4006 4475 0000',
      bic: 'BCEELULL',
      reference: 'RF18LP2026000032',
      amountCents: 10413,
      qrPayload: 'BCD\n002\n1\nSCT',
    },
    onlinePayment: true,
  }

  it('starts the checkout of that invoice from its button, and says so when it cannot', async () => {
    const user = userEvent.setup()
    const calls = scriptApi([
      { path: /\/api\/provider\/billing$/, body: { ...overview, flagged: true, invoices: [open] } },
      {
        method: 'POST',
        path: /\/api\/provider\/billing\/invoices\/32\/checkout$/,
        status: 503,
        body: {
          error: { code: 'online_payment_unavailable', message: 'Paying online is not possible now.' },
        },
      },
    ])
    renderWithProviders(<BillingPage />, { user: sessionUser('business') })
    const pay = await screen.findByRole('button', {
      name: 'Pay by card or SEPA direct debit, invoice LP-2026-000032',
    })
    await user.click(pay)
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Paying online is not possible right now. Please try again, or pay by bank transfer.',
      ),
    )
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      expect.stringMatching(/\/api\/provider\/billing\/invoices\/32\/checkout$/),
    ])
  })

  it('offers no online payment for a paid invoice, nor when Stripe is not configured', async () => {
    scriptApi([
      {
        path: /\/api\/provider\/billing$/,
        body: { ...overview, invoices: [{ ...open, overdue: false, daysOverdue: 0, onlinePayment: false }] },
      },
    ])
    renderWithProviders(<BillingPage />, { user: sessionUser('business') })
    expect(await screen.findByText('LP-2026-000032')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /card or SEPA direct debit/ })).toBeNull()
  })

  it('back from Stripe Checkout, says the payment is on its way, or that nothing was charged', async () => {
    scriptApi([{ path: /\/api\/provider\/billing$/, body: { ...overview, invoices: [open] } }])
    const done = renderWithProviders(<BillingPage />, {
      user: sessionUser('business'),
      at: '/dashboard/billing?payment=done',
    })
    expect(await screen.findByText('Thank you for your payment')).toBeInTheDocument()
    done.unmount()
    renderWithProviders(<BillingPage />, {
      user: sessionUser('business'),
      at: '/dashboard/billing?payment=cancelled',
    })
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument()
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument()
  })
})

describe('/dashboard/billing: credit notes', () => {
  it('lists each credit note with the invoice it credits, why, the credited amount and its PDF', async () => {
    scriptApi([
      {
        path: /\/api\/provider\/billing$/,
        body: {
          ...overview,
          creditNotes: [
            {
              id: 7,
              number: 'LP-CN-2026-000007',
              issuedOn: '2026-11-20',
              invoiceId: 31,
              invoiceNumber: 'LP-2026-000031',
              invoiceIssuedOn: '2026-11-01',
              kind: 'listing_cancelled',
              reason: null,
              daysCredited: 10,
              daysInPeriod: 30,
              netCents: 2967,
              vatRateBasisPoints: 1700,
              vatCents: 504,
              grossCents: 3471,
            },
          ],
        },
      },
    ])
    renderWithProviders(<BillingPage />, { user: sessionUser('business') })
    const section = await screen.findByRole('region', { name: 'Credit notes' })
    expect(section).toHaveTextContent('LP-CN-2026-000007')
    expect(section).toHaveTextContent(
      'Issued on 20 November 2026, credits invoice LP-2026-000031 of 1 November 2026',
    )
    expect(section).toHaveTextContent('Listing closed: 10 of the period’s 30 days credited pro rata')
    expect(section).toHaveTextContent('-€34.71')
    expect(
      within(section).getByRole('link', { name: 'Download credit note LP-CN-2026-000007 as PDF' }),
    ).toHaveAttribute('href', '/api/provider/billing/credit-notes/7/pdf')
  })
})
