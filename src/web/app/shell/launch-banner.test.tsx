import { DEFAULT_SETTINGS } from '@shared/admin/settings-schemas'
import { screen } from '@testing-library/react'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LaunchBanner } from './launch-banner'

function renderBanner(link: string | null) {
  const settings = {
    ...DEFAULT_SETTINGS,
    launchBanner: { ...DEFAULT_SETTINGS.launchBanner, enabled: true, link },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(settings), { status: 200 })),
  )
  renderWithProviders(<LaunchBanner />)
}

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => vi.unstubAllGlobals())

describe('the launch banner', () => {
  it('asks for feedback with a way to give it: the contact page, when the admin gave no link', async () => {
    renderBanner(null)
    const banner = await screen.findByRole('complementary', { name: 'Announcement' })
    expect(banner).toHaveTextContent('LuxPro is new: tell us what you think.')
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact')
  })

  it('links to the admin’s address when there is one', async () => {
    renderBanner('https://luxpro.lu/launch')
    expect(await screen.findByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      'https://luxpro.lu/launch',
    )
    expect(screen.queryByRole('link', { name: 'Write to us' })).not.toBeInTheDocument()
  })
})
