import type { AccountDetail } from '@shared/admin/account-admin-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AccountFormDialog } from './account-form-dialog'
import { CreditsDialog } from './credits-dialog'
import { DeactivateDialog } from './deactivate-dialog'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const ACCOUNT = { id: 'u-anna', name: 'Anna Weber' } as AccountDetail['account']
const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')

describe('deactivate an account', () => {
  it('asks for a reason of the shared length, marks and focuses the field, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<DeactivateDialog account={ACCOUNT} />)
    await user.click(screen.getByRole('button', { name: 'Deactivate' }))
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  ab  ')
    await user.click(screen.getByRole('button', { name: 'Deactivate the account' }))
    const field = screen.getByRole('textbox', { name: 'Reason' })
    expect(await screen.findByText('Give a reason of at least 3 characters.')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Give a reason of at least 3 characters.')
    expect(field).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('says it in French with the French typography', async () => {
    await changeLanguage('fr')
    await i18n.loadNamespaces(['common', 'admin'])
    scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<DeactivateDialog account={ACCOUNT} />)
    await user.click(screen.getByRole('button', { name: i18n.t('admin:user.deactivate') }))
    await user.click(screen.getByRole('button', { name: i18n.t('admin:user.deactivateConfirm') }))
    expect(await screen.findByText(i18n.t('admin:fieldErrors.reason'))).toBeVisible()
    expect(i18n.t('admin:fieldErrors.reason')).not.toBe('Give a reason of at least 3 characters.')
  })

  it('sends the trimmed reason and closes', async () => {
    const calls = scriptApi([
      { method: 'POST', path: /\/api\/admin\/users\/u-anna\/status$/, body: { ok: true, affected: 1 } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<DeactivateDialog account={ACCOUNT} />)
    await user.click(screen.getByRole('button', { name: 'Deactivate' }))
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  Fake listings  ')
    await user.click(screen.getByRole('button', { name: 'Deactivate the account' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(calls).map((call) => call.body)).toEqual([{ status: 'inactive', reason: 'Fake listings' }])
  })
})

describe('adjust credits', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, delta: string, reason: string) {
    await user.click(screen.getByRole('button', { name: 'Credits' }))
    if (delta) await user.type(screen.getByRole('spinbutton', { name: 'Credits to add' }), delta)
    if (reason) await user.type(screen.getByRole('textbox', { name: 'Reason' }), reason)
    await user.click(screen.getByRole('button', { name: 'Save to the ledger' }))
  }

  it.each([
    ['0', 'nothing to add'],
    ['5000', 'more than the shared limit'],
    ['', 'no number'],
  ])('refuses %s (%s) and a short reason, naming both fields, without a call', async (delta) => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<CreditsDialog accountId="u-anna" balance={3} />)
    await fill(user, delta, 'x')
    expect(await screen.findByText('Enter a whole number between -1,000 and 1,000, not 0.')).toBeVisible()
    expect(screen.getByText('Give a reason of at least 3 characters.')).toBeVisible()
    expect(screen.getByRole('spinbutton', { name: 'Credits to add' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true')
    expect(posts(calls)).toEqual([])
  })

  it('sends the number and the reason the shared schema reads', async () => {
    const calls = scriptApi([
      { method: 'POST', path: /\/api\/admin\/users\/u-anna\/credits$/, body: { balance: 8 } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<CreditsDialog accountId="u-anna" balance={3} />)
    await fill(user, '5', 'Goodwill refill')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(calls).map((call) => call.body)).toEqual([{ delta: 5, reason: 'Goodwill refill' }])
  })
})

describe('create an account', () => {
  it('names the wrong email under its field and creates nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<AccountFormDialog />)
    await user.click(screen.getByRole('button', { name: 'Add user' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna Weber')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@')
    await user.click(screen.getByRole('button', { name: 'Create the account' }))
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })
})
