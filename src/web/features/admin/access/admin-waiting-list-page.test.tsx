import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminWaitingListPage } from './admin-waiting-list-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const person = (id: string, email: string) => ({
  id,
  email,
  language: 'fr' as const,
  joinedAt: '2026-11-28T09:00:00.000Z',
  invitedAt: null,
})
const waiting = {
  items: [person('w1', 'anna@example.lu'), person('w2', 'luc@example.lu')],
  counts: { waiting: 2, invited: 5 },
}

describe('the waiting list, an admin list without pages', () => {
  it('shows the state from the URL with its counts, and invites the selected people once confirmed', async () => {
    const calls = scriptApi([
      { path: /^\/api\/admin\/access-waiting-list\?state=waiting$/, body: waiting },
      {
        path: /^\/api\/admin\/settings$/,
        body: { accessGate: { enabled: true, requestMode: 'waiting_list' } },
      },
      { method: 'POST', path: /^\/api\/admin\/access-waiting-list\/invite$/, body: { invited: 1 } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<AdminWaitingListPage />, { at: '/admin/waiting-list' })
    await screen.findByText('anna@example.lu')
    const show = screen.getByRole('combobox', { name: 'Show' })
    expect(show).toHaveValue('waiting')
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Waiting (2)', 'Invited (5)'])
    expect(screen.queryByRole('navigation', { name: 'Waiting list' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Select luc@example.lu' }))
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite 1 person?' })
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/admin/access-waiting-list/invite', body: { ids: ['w2'] } },
      ]),
    )
  })

  it('offers no selection among the people already invited', async () => {
    scriptApi([
      {
        path: /^\/api\/admin\/access-waiting-list\?state=invited$/,
        body: {
          items: [{ ...person('w3', 'marie@example.lu'), invitedAt: '2026-11-29T09:00:00.000Z' }],
          counts: waiting.counts,
        },
      },
    ])
    renderWithProviders(<AdminWaitingListPage />, { at: '/admin/waiting-list?state=invited' })
    await screen.findByText('marie@example.lu')
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
