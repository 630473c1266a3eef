import { DEFAULT_MAINTENANCE_MESSAGE, DEFAULT_SETTINGS } from '@shared/admin/settings-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminSettingsPage } from './admin-settings-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

function script(): ApiCall[] {
  return scriptApi([
    { path: /^\/api\/admin\/settings$/, body: DEFAULT_SETTINGS },
    {
      path: /^\/api\/public\/maintenance$/,
      body: { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE, endsAt: null, startedAt: null },
    },
    {
      method: 'PUT',
      path: /^\/api\/admin\/settings$/,
      body: { ...DEFAULT_SETTINGS, credits: { welcome: 5, perProject: 1 } },
    },
  ])
}
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT')

describe('the site settings form', () => {
  it('names a number out of the server’s range under its field, focused, and saves nothing', async () => {
    const calls = script()
    const user = userEvent.setup()
    renderWithProviders(<AdminSettingsPage />)
    const hours = await screen.findByRole('spinbutton', { name: 'Response promise (hours)' })
    await user.clear(hours)
    await user.type(hours, '200')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter a whole number from 1 to 168.')).toBeVisible()
    expect(hours).toHaveFocus()
    expect(puts(calls)).toEqual([])
  })

  it('saves only the setting changed, as a number', async () => {
    const calls = script()
    const user = userEvent.setup()
    renderWithProviders(<AdminSettingsPage />)
    const welcome = await screen.findByRole('spinbutton', { name: 'Credits for a new account' })
    await user.clear(welcome)
    await user.type(welcome, '5')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(puts(calls).map((call) => call.body)).toEqual([{ credits: { welcome: 5, perProject: 1 } }]),
    )
  })
})
