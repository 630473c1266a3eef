import type { AdminInvoice } from '@shared/billing/billing-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminInvoicesPage } from './admin-invoices-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const LATE: AdminInvoice = {
  id: 31,
  number: 'LP-2026-000031',
  periodStart: '2026-09-01',
  dueOn: '2026-09-15',
  grossCents: 10413,
  status: 'issued',
  overdue: true,
  daysOverdue: 75,
  paidAt: null,
  creditedCents: 0,
  providerName: 'Jardins Kieffer',
  providerSlug: 'jardins-kieffer',
  reminders: [
    { step: 1, sentOn: '2026-09-18' },
    { step: 2, sentOn: '2026-09-29' },
    { step: 3, sentOn: '2026-10-15' },
  ],
  listingHidden: false,
  creditNotes: [],
}

function open(invoice: AdminInvoice) {
  const calls = scriptApi([
    { path: /\/api\/admin\/invoices\?/, body: { items: [invoice], total: 1, page: 1, pageSize: 25 } },
    {
      method: 'POST',
      path: /\/api\/admin\/invoices\/31\/(hide|restore)-listing$/,
      body: { providerId: 9, hidden: true },
    },
    {
      method: 'POST',
      path: /\/api\/admin\/invoices\/31\/credit-notes$/,
      body: { id: 5, number: 'LP-CN-2026-000005' },
    },
  ])
  renderRoutes([{ path: '/admin/invoices', element: <AdminInvoicesPage /> }], { at: '/admin/invoices' })
  return calls
}
const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')

describe('/admin/invoices', () => {
  it('opens on the overdue invoices, and says per state when there is none', async () => {
    const calls = scriptApi([
      { path: /\/api\/admin\/invoices\?/, body: { items: [], total: 0, page: 1, pageSize: 25 } },
    ])
    const user = userEvent.setup()
    renderRoutes([{ path: '/admin/invoices', element: <AdminInvoicesPage /> }], { at: '/admin/invoices' })
    expect(await screen.findByText('No invoice is overdue.')).toBeInTheDocument()
    expect(calls.at(-1)?.url).toBe('/api/admin/invoices?status=overdue&page=1')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid')
    expect(await screen.findByText('No invoice has been paid yet.')).toBeInTheDocument()
    expect(calls.at(-1)?.url).toBe('/api/admin/invoices?status=paid&page=1')
  })

  it('lists the reminders sent and hides the listing only once the dialog says what follows and is confirmed', async () => {
    const calls = open(LATE)
    const user = userEvent.setup()
    expect(await screen.findByText('Reminder 1 on 18 September 2026')).toBeInTheDocument()
    expect(screen.getByText('Last reminder (3) on 15 October 2026')).toBeInTheDocument()
    expect(screen.getByText('75 days overdue')).toBeInTheDocument()
    expect(calls[0]?.url).toContain('status=overdue')

    await user.click(screen.getByRole('button', { name: 'Hide listing until paid' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Hide Jardins Kieffer until the invoice is paid?',
    })
    expect(dialog).toHaveTextContent(
      'disappears from the directory, its profile page and matching until invoice LP-2026-000031 is paid',
    )
    expect(dialog).toHaveTextContent('The account stays open')
    expect(dialog).toHaveTextContent('comes back by itself as soon as the payment is recorded')
    await user.click(within(dialog).getByRole('button', { name: 'Keep it listed' }))
    expect(posts(calls)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Hide listing until paid' }))
    const again = await screen.findByRole('dialog')
    await user.click(within(again).getByRole('button', { name: 'Hide listing until paid' }))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]?.url).toBe('/api/admin/invoices/31/hide-listing')
  })

  it('offers no hiding before the last reminder', async () => {
    open({ ...LATE, reminders: LATE.reminders.slice(0, 2) })
    expect(await screen.findByText('Reminder 2 on 29 September 2026')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Hide listing until paid' })).toBeNull()
  })

  it('restores a hidden listing at once', async () => {
    const calls = open({ ...LATE, listingHidden: true })
    const user = userEvent.setup()
    expect(await screen.findByText('Listing hidden until paid')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Restore visibility' }))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]?.url).toBe('/api/admin/invoices/31/restore-listing')
  })

  it('issues a credit note only after the amount and reason are given and the confirming step says what follows', async () => {
    const calls = open({
      ...LATE,
      creditedCents: 413,
      creditNotes: [{ id: 4, number: 'LP-CN-2026-000004', issuedOn: '2026-10-02', grossCents: 413 }],
    })
    const user = userEvent.setup()
    expect(
      await screen.findByRole('link', {
        name: 'Credit note LP-CN-2026-000004 of 2 October 2026, €4.13 (PDF)',
      }),
    ).toHaveAttribute('href', '/api/admin/credit-notes/4/pdf')
    await user.click(screen.getByRole('button', { name: 'Issue a credit note' }))
    const form = await screen.findByRole('dialog', { name: 'Credit note on invoice LP-2026-000031' })
    expect(form).toHaveTextContent('€100.00 incl. VAT is left to credit')
    await user.type(within(form).getByLabelText('Amount incl. VAT (€)'), '100,01')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(await within(form).findByText('Give an amount above zero, at most €100.00.')).toBeInTheDocument()
    expect(within(form).getByText('Say why, in 3 to 500 characters.')).toBeInTheDocument()
    await user.clear(within(form).getByLabelText('Amount incl. VAT (€)'))
    await user.type(within(form).getByLabelText('Amount incl. VAT (€)'), '20,50')
    await user.type(within(form).getByLabelText('Reason (printed on the credit note)'), 'Listing offline')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    const confirm = await screen.findByRole('dialog', { name: 'Credit €20.50 on invoice LP-2026-000031?' })
    expect(confirm).toHaveTextContent('emailed to Jardins Kieffer in their language')
    expect(confirm).toHaveTextContent('A credit note cannot be withdrawn.')
    expect(posts(calls)).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Issue the credit note' }))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/admin/invoices/31/credit-notes',
      body: { amountCents: 2050, reason: 'Listing offline' },
    })
  })
})
