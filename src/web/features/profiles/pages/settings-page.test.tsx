import type { Profile } from '@shared/accounts/account-schemas'
import { DEFAULT_PREFERENCES, type NotificationPreferences } from '@shared/mail/notification-preferences'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { fetchCurrentProfile } from '@web/lib/api/account-client'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SettingsPage } from './settings-page'

const USER = { id: 'u1', email: 'anna@example.lu', name: 'Anna', role: 'customer' } as Profile
const SESSIONS = [
  {
    id: 's-here',
    createdAt: '2025-03-02T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    expiresAt: '2025-03-09T09:00:00.000Z',
    ipAddress: '10.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  },
  {
    id: 's-phone',
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    expiresAt: '2025-03-08T09:00:00.000Z',
    ipAddress: '10.0.0.2',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
]

// A stable check: AuthProvider re-runs its session check whenever this function changes.
const check = () => fetchCurrentProfile()
let signedIn: boolean
let twoFactorOn: boolean
const BACKUP_CODES = Array.from({ length: 10 }, (_, n) => `code${n}-abcde`)
const TOTP_URI = 'otpauth://totp/LuxPro:anna%40example.lu?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=LuxPro'
let deleteAnswer: { status: number; body?: unknown }
let preferences: NotificationPreferences
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/auth/list-sessions') return json(SESSIONS)
  if (url === '/api/auth/get-session') return json({ session: { id: 's-here' }, user: USER })
  if (url === '/api/auth/revoke-session') return json({ status: true })
  if (url === '/api/auth/change-password')
    return json({ error: { code: 'wrong_password', message: 'The current password is not correct.' } }, 400)
  if (url === '/api/users/me')
    return signedIn ? json({ data: { ...USER, twoFactorEnabled: twoFactorOn } }) : json({ error: {} }, 401)
  if (url === '/api/auth/two-factor/enable') {
    const { password } = JSON.parse(String(init?.body))
    if (password !== 'Right1234')
      return json({ error: { code: 'wrong_password', message: 'The current password is not correct.' } }, 400)
    return json({ method: 'totp', totpURI: TOTP_URI, backupCodes: BACKUP_CODES })
  }
  if (url === '/api/auth/two-factor/verify-totp') {
    if (JSON.parse(String(init?.body)).code !== '123456')
      return json({ error: { code: 'invalid_code', message: 'x' } }, 401)
    twoFactorOn = true
    return json({ token: 't', user: USER })
  }
  if (url === '/api/email-preferences') {
    if (init?.method === 'PUT') preferences = JSON.parse(String(init.body))
    return json(preferences)
  }
  if (url === '/api/users/me/delete') {
    if (deleteAnswer.status === 204) signedIn = false
    return new Response(deleteAnswer.body ? JSON.stringify(deleteAnswer.body) : null, {
      status: deleteAnswer.status,
    })
  }
  throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`)
})

function renderSettings() {
  renderRoutes(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { at: '/settings', check },
  )
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('profiles')
})

beforeEach(async () => {
  await changeLanguage('en')
  signedIn = true
  twoFactorOn = false
  deleteAnswer = { status: 204 }
  preferences = structuredClone(DEFAULT_PREFERENCES)
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

describe('SettingsPage', () => {
  it('chooses, family by family, the notices in the app and the emails, and lists what is always sent', async () => {
    const user = userEvent.setup()
    renderSettings()
    const section = await screen.findByRole('region', { name: 'Notifications and emails' })
    const quotes = await within(section).findByRole('group', { name: 'Quotes and messages' })
    const quoteEmails = within(quotes).getByRole('group', { name: 'Emails' })
    expect(within(quoteEmails).getByRole('radio', { name: 'One email each time' })).toBeChecked()
    expect(within(quotes).getByRole('checkbox', { name: 'Show in my notifications on LuxPro' })).toBeChecked()
    // Reminders and news have no notices in the app: no such choice; news starts off.
    const news = within(section).getByRole('group', { name: 'LuxPro news' })
    expect(within(news).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(within(news).getByRole('radio', { name: 'No emails' })).toBeChecked()

    await user.click(within(quoteEmails).getByRole('radio', { name: 'In a daily digest' }))
    await vi.waitFor(() => expect(preferences.quotes).toEqual({ inApp: true, email: 'digest' }))
    expect(within(quoteEmails).getByRole('radio', { name: 'In a daily digest' })).toBeChecked()
    expect(await within(section).findByRole('status')).toHaveTextContent('Saved.')

    // The keyboard moves through the radios; each choice is saved and the focus stays.
    const reminders = within(section).getByRole('group', { name: 'Reminders' })
    within(reminders).getByRole('radio', { name: 'One email each time' }).focus()
    await user.keyboard('{ArrowRight}')
    await vi.waitFor(() => expect(preferences.reminders.email).toBe('digest'))
    expect(within(reminders).getByRole('radio', { name: 'In a daily digest' })).toHaveFocus()

    await user.click(within(quotes).getByRole('checkbox', { name: 'Show in my notifications on LuxPro' }))
    await vi.waitFor(() => expect(preferences.quotes).toEqual({ inApp: false, email: 'digest' }))
    expect(within(section).getByRole('heading', { name: 'Always sent' })).toBeInTheDocument()
    expect(within(section).getByText('Email confirmation and password reset')).toBeInTheDocument()
    expect(within(section).queryByRole('checkbox', { name: /password/i })).not.toBeInTheDocument()
  })

  it('shows the notification preferences in French', async () => {
    await changeLanguage('fr')
    renderSettings()
    const section = await screen.findByRole('region', { name: 'Notifications et e-mails' })
    const quotes = await within(section).findByRole('group', { name: 'Devis et messages' })
    expect(within(quotes).getByRole('radio', { name: 'Dans un résumé quotidien' })).not.toBeChecked()
  })

  it('lists the sessions, marks this device and ends another one', async () => {
    const user = userEvent.setup()
    renderSettings()
    const sessions = await screen.findByRole('region', { name: 'Active sessions' })
    const here = (await within(sessions).findByText('This device')).closest('li')!
    expect(here).toHaveTextContent('Firefox on Linux')
    expect(within(here).queryByRole('button')).not.toBeInTheDocument()

    await user.click(within(sessions).getByRole('button', { name: 'End the session on Safari on iOS' }))
    const revoke = fetchMock.mock.calls.find(([url]) => url === '/api/auth/revoke-session')
    expect(JSON.parse(String(revoke?.[1]?.body))).toEqual({ id: 's-phone' })
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/list-sessions')).toHaveLength(2),
    )
  })

  it('checks the new password and says when the current one is wrong', async () => {
    const user = userEvent.setup()
    renderSettings()
    const form = await screen.findByRole('region', { name: 'Change password' })
    await user.type(within(form).getByLabelText('Current password'), 'Old-pass1')
    await user.type(within(form).getByLabelText('New password'), 'short')
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByText(/^Password must be at least 8 characters/)).toBeInTheDocument()
    expect(within(form).getByLabelText('New password')).toHaveFocus()

    await user.clear(within(form).getByLabelText('New password'))
    await user.type(within(form).getByLabelText('New password'), 'New-pass1')
    await user.type(within(form).getByLabelText('Confirm new password'), 'New-pass1')
    await user.click(within(form).getByLabelText('Sign out of my other devices'))
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByText('The current password is not correct.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Current password')).toHaveFocus()
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/change-password')
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'Old-pass1',
      newPassword: 'New-pass1',
      revokeOtherSessions: true,
    })
  })

  it('says what deletion erases and keeps, and shows a wrong password in the dialog', async () => {
    deleteAnswer = {
      status: 403,
      body: { error: { code: 'wrong_password', message: 'That password is not correct.' } },
    }
    const user = userEvent.setup()
    renderSettings()
    const section = await screen.findByRole('region', { name: 'Delete my account' })
    expect(section).toHaveTextContent('Your contact messages')
    expect(section).toHaveTextContent('The photos you uploaded')
    expect(section).toHaveTextContent('Your conversations with the assistant')
    expect(section).toHaveTextContent('Credit ledger entries, because they are accounting records')
    expect(section).toHaveTextContent('Your reviews, signed “LuxPro customer”')

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText('Please enter your password.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus()

    await user.type(within(dialog).getByLabelText('Your password'), 'Wrong1234')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText('That password is not correct.')).toBeInTheDocument()
    expect(screen.queryByText('Home page')).not.toBeInTheDocument()
  })

  it('deletes the account and goes home signed out', async () => {
    const user = userEvent.setup()
    renderSettings()
    const section = await screen.findByRole('region', { name: 'Delete my account' })
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Your password'), 'Right1234')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/users/me/delete')
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'Right1234' })
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/users/me')).toHaveLength(2),
    )
  })

  it('turns on two-step sign-in: password, QR code and key, the first code, then the backup codes once', async () => {
    const user = userEvent.setup()
    renderSettings()
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' })
    expect(section).toHaveTextContent('Status:Off')
    await user.click(within(section).getByRole('button', { name: 'Turn on two-step sign-in' }))
    await user.type(within(section).getByLabelText('Your password'), 'Wrong1234')
    await user.click(within(section).getByRole('button', { name: 'Continue' }))
    expect(await within(section).findByText('That password is not correct.')).toBeInTheDocument()
    await user.clear(within(section).getByLabelText('Your password'))
    await user.type(within(section).getByLabelText('Your password'), 'Right1234')
    await user.click(within(section).getByRole('button', { name: 'Continue' }))

    expect(
      await within(section).findByRole('img', { name: 'QR code to add LuxPro to your authenticator app' }),
    ).toBeInTheDocument()
    expect(within(section).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP')
    // Not shown before the first code confirms the setup.
    expect(within(section).queryByText(BACKUP_CODES[0]!)).not.toBeInTheDocument()
    const code = within(section).getByLabelText('Code from your app')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    await user.type(code, '000000')
    await user.click(within(section).getByRole('button', { name: 'Turn on' }))
    expect(await within(section).findByText(/That code is not right/)).toBeInTheDocument()
    await user.clear(code)
    await user.type(code, '123 456')
    await user.click(within(section).getByRole('button', { name: 'Turn on' }))

    const codes = await within(section).findByRole('list', { name: 'Backup codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES)
    expect(within(section).getByRole('button', { name: 'Download as a file' })).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }))
    expect(within(section).queryByRole('list', { name: 'Backup codes' })).not.toBeInTheDocument()
    expect(section).toHaveTextContent('Status:On')
    expect(within(section).getByRole('button', { name: 'Turn off two-step sign-in' })).toBeInTheDocument()
    const verify = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/two-factor/verify-totp')
    expect(JSON.parse(String(verify.at(-1)?.[1]?.body))).toEqual({ code: '123456' })
  })
})
