import { DEFAULT_MAINTENANCE_MESSAGE, type MaintenanceState } from '@shared/admin/settings-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MaintenanceCard } from './maintenance-card'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const OFF: MaintenanceState = {
  enabled: false,
  message: DEFAULT_MAINTENANCE_MESSAGE,
  endsAt: null,
  startedAt: null,
}
const ON: MaintenanceState = { ...OFF, enabled: true, startedAt: '2026-11-29T08:00:00.000Z' }

function script(now: MaintenanceState, next: MaintenanceState): ApiCall[] {
  return scriptApi([
    { path: /^\/api\/public\/maintenance$/, body: now },
    { method: 'PUT', path: /^\/api\/admin\/maintenance$/, body: next },
  ])
}
const writes = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT')

describe('maintenance mode asks before it takes the site down or brings it back', () => {
  it('turning on: the button only asks, says what visitors get, and Cancel changes nothing', async () => {
    const calls = script(OFF, ON)
    const user = userEvent.setup()
    renderWithProviders(<MaintenanceCard />)
    await user.click(await screen.findByRole('button', { name: 'Turn maintenance on' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance on now?' })
    expect(dialog).toHaveTextContent(
      'every visitor and signed-in user gets the maintenance page (503) in their language',
    )
    expect(dialog).toHaveTextContent('It stays on until an administrator turns it off.')
    expect(writes(calls)).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(writes(calls)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Turn maintenance on' }))
    const again = await screen.findByRole('dialog', { name: 'Turn maintenance on now?' })
    await user.click(within(again).getByRole('button', { name: 'Turn maintenance on' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]?.body).toMatchObject({ enabled: true, endsAt: null })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The card now shows the state the server answered.
    expect(screen.getByText('On')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Turn maintenance off' })).toBeInTheDocument()
  })

  it('says the announced end is only announced: maintenance stays on until turned off', async () => {
    script(OFF, ON)
    const user = userEvent.setup()
    renderWithProviders(<MaintenanceCard />)
    await user.type(await screen.findByLabelText('Expected end (optional)'), '2026-12-01T06:30')
    await user.click(screen.getByRole('button', { name: 'Turn maintenance on' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance on now?' })
    expect(dialog).toHaveTextContent(/The page announces the end you set \(.*2026.*\)/)
    expect(dialog).toHaveTextContent('stays on until an administrator turns it off')
  })

  it('turning off: asks, then sends enabled false', async () => {
    const calls = script(ON, OFF)
    const user = userEvent.setup()
    renderWithProviders(<MaintenanceCard />)
    await user.click(await screen.findByRole('button', { name: 'Turn maintenance off' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance off now?' })
    expect(dialog).toHaveTextContent('get LuxPro back')
    expect(writes(calls)).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Turn maintenance off' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]?.body).toEqual({ enabled: false })
  })

  it.each([
    ['fr', 'Activer la maintenance', 'Activer la maintenance maintenant\u202f?'],
    ['de', 'Wartungsmodus einschalten', 'Wartungsmodus jetzt einschalten?'],
  ] as const)('asks in %s too', async (language, button, title) => {
    script(OFF, ON)
    await changeLanguage(language)
    const user = userEvent.setup()
    renderWithProviders(<MaintenanceCard />)
    await user.click(await screen.findByRole('button', { name: button }))
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent('503')
  })
})

describe('the maintenance messages', () => {
  it('names a message the server would refuse under its field, focused, and neither asks nor sends', async () => {
    const calls = script(OFF, ON)
    const user = userEvent.setup()
    renderWithProviders(<MaintenanceCard />)
    const english = await screen.findByRole('textbox', { name: /English/ })
    await user.click(english)
    await user.paste('\u0007')
    await user.click(screen.getByRole('button', { name: 'Turn maintenance on' }))
    expect(await screen.findByText(/Remove the characters that are not text/)).toBeVisible()
    expect(english).toHaveFocus()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(writes(calls)).toEqual([])
  })
})
