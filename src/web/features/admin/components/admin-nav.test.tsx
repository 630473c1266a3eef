import { screen } from '@testing-library/react'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminNav } from './admin-nav'

function renderNav(counts: { open: number; overdue: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(counts), { status: 200 })),
  )
  renderWithProviders(<AdminNav />, { at: '/admin/dashboard' })
}

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

describe('AdminNav: the partner applications waiting for a decision', () => {
  it('counts the open applications, red and said aloud when one is overdue', async () => {
    renderNav({ open: 5, overdue: 1 })
    const link = await screen.findByRole('link', {
      name: 'Partner applications (5 applications waiting, 1 overdue)',
    })
    expect(link).toHaveAttribute('href', '/admin/applications')
    expect(screen.getByText('5')).toHaveClass('bg-danger')
  })

  it('shows the count in the brand colour when none is overdue', async () => {
    renderNav({ open: 1, overdue: 0 })
    await screen.findByRole('link', { name: 'Partner applications (1 application waiting, 0 overdue)' })
    expect(screen.getByText('1')).toHaveClass('bg-brand-700')
  })

  it('shows no count when no application waits', async () => {
    renderNav({ open: 0, overdue: 0 })
    expect(await screen.findByRole('link', { name: 'Partner applications' })).toBeInTheDocument()
  })
})
