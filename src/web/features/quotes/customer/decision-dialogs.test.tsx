import type { CustomerRequest } from '@shared/quotes/quote-request-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RejectQuoteDialog } from './decision-dialogs'

beforeAll(async () => {
  await initI18n('en', ['common', 'quotes'])
})
afterEach(() => vi.unstubAllGlobals())

const REQUEST = { id: 5, provider: { name: 'Weber Plumbing' }, quote: { id: 9 } } as CustomerRequest
const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')

describe('RejectQuoteDialog', () => {
  it('asks for a reason of the shared length under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<RejectQuoteDialog request={REQUEST} />)
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), ' no ')
    await user.click(screen.getByRole('button', { name: 'Reject quote' }))
    expect(await screen.findByText('Tell the provider briefly why.', { selector: 'p[id]' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('sends the trimmed reason', async () => {
    const calls = scriptApi([{ method: 'POST', path: /\/api\/quotes\/9\/reject$/, body: {} }])
    const user = userEvent.setup()
    renderWithProviders(<RejectQuoteDialog request={REQUEST} />)
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  Too expensive  ')
    await user.click(screen.getByRole('button', { name: 'Reject quote' }))
    await waitFor(() => expect(posts(calls).map((call) => call.body)).toEqual([{ reason: 'Too expensive' }]))
  })
})
