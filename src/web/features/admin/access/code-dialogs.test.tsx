import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CreateCodeDialog, InviteDialog } from './code-dialogs'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')
const FEATURES = { chat: true, dashboard: true, directory: true, profile: true, full_access: true }

describe('create an access code', () => {
  it('refuses a use count the server refuses, focuses it and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<CreateCodeDialog open onOpenChange={() => {}} />)
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum uses' }), '0')
    await user.click(screen.getByRole('button', { name: 'Create a code' }))
    const field = screen.getByRole('spinbutton', { name: 'Maximum uses' })
    expect(
      await screen.findByText('Enter a whole number from 1 to 100,000, or leave it empty.'),
    ).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('sends the grant as the server takes it and shows the code once', async () => {
    const calls = scriptApi([
      {
        method: 'POST',
        path: /\/api\/admin\/access-codes$/,
        status: 201,
        body: { code: 'ABCD2345', row: {} },
      },
    ])
    const user = userEvent.setup()
    renderWithProviders(<CreateCodeDialog open onOpenChange={() => {}} />)
    await user.click(screen.getByRole('checkbox', { name: 'Assistant' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum uses' }), '5')
    await user.click(screen.getByRole('button', { name: 'Create a code' }))
    expect(await screen.findByTestId('new-code')).toHaveTextContent('ABCD2345')
    expect(posts(calls).map((call) => call.body)).toEqual([
      { accessLevel: 'full', features: { ...FEATURES, chat: false }, expiresAt: null, maxUses: 5, note: '' },
    ])
  })
})

describe('invite by email', () => {
  it('refuses an address that is not one, without a call', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<InviteDialog open onOpenChange={() => {}} />)
    await user.type(
      screen.getByRole('textbox', { name: 'Email addresses' }),
      'anna@example.lu, not-an-address',
    )
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }))
    expect(
      await screen.findByText('Enter 1 to 200 valid email addresses, one per line or separated by commas.'),
    ).toBeVisible()
    expect(posts(calls)).toEqual([])
  })

  it('sends every address pasted, in the chosen language', async () => {
    const onOpenChange = vi.fn()
    const calls = scriptApi([
      { method: 'POST', path: /\/api\/admin\/access-codes\/invite$/, body: { invited: 2 } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<InviteDialog open onOpenChange={onOpenChange} />)
    await user.type(
      screen.getByRole('textbox', { name: 'Email addresses' }),
      'anna@example.lu\nluc@example.lu',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the email' }), 'de')
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        emails: ['anna@example.lu', 'luc@example.lu'],
        language: 'de',
        accessLevel: 'full',
        features: FEATURES,
        expiresAt: null,
        note: '',
      },
    ])
  })
})
