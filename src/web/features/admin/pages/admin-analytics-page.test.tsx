import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminAnalyticsPage } from './admin-analytics-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/admin/analytics: the period in the URL, read by its shared schema', () => {
  it('keeps a custom period waiting for its dates, then asks for it', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    const { router } = renderWithProviders(<AdminAnalyticsPage />, { at: '/admin/analytics?period=custom' })
    const period = await screen.findByRole('combobox', { name: 'Period' })
    expect(period).toHaveValue('custom')
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/analytics?period=90'))
    await user.type(screen.getByLabelText('From'), '2026-10-01')
    await user.type(screen.getByLabelText('Until'), '2026-10-31')
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/analytics?period=custom&from=2026-10-01&to=2026-10-31'),
    )
    await user.selectOptions(period, '7')
    await waitFor(() => expect(router.state.location.search).toContain('period=7'))
  })

  it('reads a period it does not know as the default', async () => {
    const calls = scriptApi([])
    renderWithProviders(<AdminAnalyticsPage />, { at: '/admin/analytics?period=forever' })
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveValue('90')
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/analytics?period=90'))
  })
})
