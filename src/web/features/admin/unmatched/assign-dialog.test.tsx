import type { AssignCandidate } from '@shared/admin/content-admin-schemas'
import type { UnmatchedRequest } from '@shared/admin/unmatched-request-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AssignDialog } from './assign-dialog'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const REQUEST: UnmatchedRequest = {
  id: 4,
  createdAt: '2026-11-28T09:00:00.000Z',
  text: 'Looking for someone to move two beehives',
  category: 'pest-control',
  locality: 'Mersch',
  commune: 'Mersch',
  language: 'en',
  assignedProjectId: null,
}
const candidate = (id: number): AssignCandidate => ({
  id,
  name: `Provider ${id}`,
  locality: 'Mersch',
  categories: ['pest-control'],
  distanceKm: id,
  rating: 4.5,
  reviewCount: 3,
  verified: false,
})

describe('send an unmatched request to providers', () => {
  it('takes at most the shared number of providers and sends the ones chosen', async () => {
    const calls = scriptApi([
      {
        path: /\/api\/admin\/unmatched-requests\/4\/candidates/,
        body: {
          request: { ...REQUEST, hasCustomer: true },
          candidates: [1, 2, 3, 4, 5, 6].map(candidate),
        },
      },
      { method: 'POST', path: /\/api\/admin\/unmatched-requests\/4\/assign$/, body: { projectId: 12 } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<AssignDialog request={REQUEST} />)
    await user.click(screen.getByRole('button', { name: 'Send to providers' }))
    for (const id of [1, 2, 3, 4, 5])
      await user.click(await screen.findByRole('checkbox', { name: new RegExp(`^Provider ${id}`) }))
    expect(screen.getByText('Providers chosen: 5 of 5')).toBeVisible()
    expect(screen.getByRole('checkbox', { name: /^Provider 6/ })).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: /^Provider 2/ }))
    await user.click(screen.getByRole('button', { name: 'Send to 4 providers' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { providerIds: [1, 3, 4, 5] },
    ])
  })
})
