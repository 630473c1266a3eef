import type { AdminInvoice, ImportSummary, StatementEntry } from '@shared/billing/billing-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiRoute, scriptApi } from '@web/test/api'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BankStatementsPage } from './bank-statements-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const INVOICE: AdminInvoice = {
  id: 31,
  number: 'LP-2034-000031',
  periodStart: '2034-03-01',
  dueOn: '2034-03-15',
  grossCents: 10413,
  status: 'issued',
  overdue: false,
  daysOverdue: 0,
  paidAt: null,
  creditedCents: 0,
  creditNotes: [],
  providerName: 'Jardins Kieffer',
  providerSlug: 'jardins-kieffer',
  reminders: [],
  listingHidden: false,
}

const PARTIAL: StatementEntry = {
  id: 7,
  bookedOn: '2034-03-15',
  amountCents: 5000,
  reference: 'RF03 2034 0000 31',
  payerName: 'Jardins Kieffer S.à r.l.',
  remittance: null,
  outcome: 'partial',
  source: 'bank_statement',
  invoiceId: 31,
  suggestions: [INVOICE, { ...INVOICE, id: 12, number: 'LP-2034-000012', status: 'paid' }],
}

const SUMMARY: ImportSummary = {
  statementId: 3,
  credits: 5,
  matched: 2,
  review: 3,
  alreadyImported: 0,
  listingsRestored: 0,
}

function open(routes: ApiRoute[], at = '/admin/payments') {
  const calls = scriptApi(routes)
  const { router } = renderRoutes([{ path: '/admin/payments', element: <BankStatementsPage /> }], { at })
  return Object.assign(calls, { router })
}
const gets = (calls: ReturnType<typeof scriptApi>) =>
  calls.filter((call) => call.method === 'GET').map((call) => call.url)
const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')
const xmlFile = (text: string) => new File([text], 'statement.xml', { type: 'application/xml' })

describe('/admin/payments', () => {
  it('imports the chosen statement and says what was recorded and what waits for review', async () => {
    const calls = open([
      { path: /statement-entries\?status=review$/, body: { items: [] } },
      { method: 'POST', path: /\/api\/admin\/billing\/statements$/, body: SUMMARY },
    ])
    const user = userEvent.setup()
    expect(await screen.findByText('No payment is waiting for review.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Import statement' }))
    expect(await screen.findByText('Choose the bank’s XML file.')).toBeInTheDocument()
    expect(posts(calls)).toEqual([])

    await user.upload(screen.getByLabelText('Statement file (XML)'), xmlFile('<Document>camt</Document>'))
    await user.click(screen.getByRole('button', { name: 'Import statement' }))
    const status = await screen.findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('5 credits read'))
    expect(status).toHaveTextContent('2 recorded as payments')
    expect(status).toHaveTextContent('3 to review below')
    expect(status).not.toHaveTextContent('already imported')
    expect(posts(calls)[0]?.body).toEqual({ xml: '<Document>camt</Document>' })
  })

  it('says a statement imported again recorded nothing twice', async () => {
    open([
      { path: /statement-entries\?status=review$/, body: { items: [] } },
      {
        method: 'POST',
        path: /\/api\/admin\/billing\/statements$/,
        body: { ...SUMMARY, credits: 1, matched: 0, review: 0, alreadyImported: 1 },
      },
    ])
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Statement file (XML)'), xmlFile('<Document/>'))
    await user.click(screen.getByRole('button', { name: 'Import statement' }))
    expect(await screen.findByText('1 already imported: nothing recorded twice')).toBeInTheDocument()
    expect(screen.getByText('1 credit read')).toBeInTheDocument()
  })

  it('applies a partial payment to its unpaid invoice only once the dialog says what follows and is confirmed', async () => {
    const calls = open([
      { path: /statement-entries\?status=review$/, body: { items: [PARTIAL] } },
      {
        method: 'POST',
        path: /\/statement-entries\/7\/resolve$/,
        body: { id: 7, outcome: 'resolved' },
      },
    ])
    const user = userEvent.setup()
    const entry = await screen.findByRole('row', { name: /^€50\.00 from Jardins Kieffer S\.à r\.l\./ })
    expect(within(entry).getByText('Partial payment')).toBeInTheDocument()
    expect(within(entry).getByText('Bank statement')).toBeInTheDocument()
    expect(within(entry).getByText('15 March 2034')).toBeInTheDocument()
    expect(within(entry).getByText('RF03 2034 0000 31')).toBeInTheDocument()
    expect(
      within(entry).getByText('LP-2034-000031 · Jardins Kieffer: €104.13, due on 15 March 2034'),
    ).toBeInTheDocument()
    // The paid invoice it might have been meant for is not offered.
    expect(within(entry).queryByRole('button', { name: 'Apply to LP-2034-000012' })).toBeNull()

    await user.click(within(entry).getByRole('button', { name: 'Apply to LP-2034-000031' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Record €50.00 as the payment of invoice LP-2034-000031?',
    })
    expect(dialog).toHaveTextContent(
      'Invoice LP-2034-000031 of Jardins Kieffer is marked paid on 15 March 2034',
    )
    expect(dialog).toHaveTextContent('The payment (€50.00) differs from the invoice’s total (€104.13)')
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }))
    expect(posts(calls)).toEqual([])

    await user.click(within(entry).getByRole('button', { name: 'Apply to LP-2034-000031' }))
    const again = await screen.findByRole('dialog')
    await user.click(within(again).getByRole('button', { name: 'Apply to LP-2034-000031' }))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/admin/billing/statement-entries/7/resolve',
      body: { action: 'apply', invoiceId: 31 },
    })
  })

  it('dismisses a payment through the same confirm step', async () => {
    const calls = open([
      { path: /statement-entries\?status=review$/, body: { items: [{ ...PARTIAL, outcome: 'unmatched' }] } },
      { method: 'POST', path: /\/statement-entries\/7\/resolve$/, body: { id: 7, outcome: 'dismissed' } },
    ])
    const user = userEvent.setup()
    expect(await screen.findByText('No invoice found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the payment of €50.00?' })
    expect(dialog).toHaveTextContent('No invoice is marked paid')
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]?.body).toEqual({ action: 'dismiss' })
  })

  it('reads the list it shows from the address by its schema, and writes the chosen one back', async () => {
    const calls = open(
      [
        { path: /statement-entries\?status=all$/, body: { items: [{ ...PARTIAL, outcome: 'resolved' }] } },
        { path: /statement-entries\?status=review$/, body: { items: [] } },
      ],
      '/admin/payments?status=all',
    )
    const user = userEvent.setup()
    const entry = await screen.findByRole('row', { name: /^€50\.00 from Jardins Kieffer S\.à r\.l\./ })
    expect(gets(calls)).toEqual(['/api/admin/billing/statement-entries?status=all'])
    expect(screen.getByRole('heading', { name: 'Imported payments' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all')
    // A settled credit says so, with nothing left to apply or dismiss.
    expect(within(entry).getByText('Applied to an invoice')).toBeInTheDocument()
    expect(within(entry).getByText('Settled: nothing left to do.')).toBeInTheDocument()
    expect(within(entry).queryByRole('button')).toBeNull()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'review')
    expect(await screen.findByText('No payment is waiting for review.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Payments to review' })).toBeInTheDocument()
    expect(gets(calls).at(-1)).toBe('/api/admin/billing/statement-entries?status=review')
    expect(calls.router.state.location.search).toBe('?status=review')
  })

  it('leaves out a list the schema does not know and shows the review list', async () => {
    const calls = open(
      [{ path: /statement-entries\?status=review$/, body: { items: [PARTIAL] } }],
      '/admin/payments?status=paid',
    )
    expect(await screen.findByRole('row', { name: /^€50\.00 from/ })).toBeInTheDocument()
    expect(gets(calls)).toEqual(['/api/admin/billing/statement-entries?status=review'])
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('review')
  })
})
