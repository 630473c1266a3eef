import { MAX_SAVED_PROVIDERS, type SavedProvider } from '@shared/saved/saved-provider-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BROWSER_SAVED_KEY, browserSaved } from '@web/features/saved/lib/browser-saved'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { toast } from '@web/lib/toast/toast'
import { scriptApi } from '@web/test/api'
import { sessionUser } from '@web/test/fixtures'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SaveProviderButton } from './save-provider-button'

// Spied on, not mocked: test files share their worker's modules, so a module mocked in one file
// would be another file's mock in the next.
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

const WEBER = { id: 7, name: 'Sanitaire Weber' }
const saved = (id: number): SavedProvider => ({
  id,
  slug: `provider-${id}`,
  name: `Provider ${id}`,
  categories: ['plumbing'],
  logoUrl: null,
  locality: 'Strassen',
  rating: 4.5,
  reviewCount: 3,
  note: '',
  savedAt: '2026-11-01T10:00:00.000Z',
})

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => browserSaved.forget(browserSaved.get()))
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

describe('SaveProviderButton', () => {
  it('keeps a visitor’s choice in this browser, as a toggle named Save / Saved', async () => {
    renderWithProviders(<SaveProviderButton provider={WEBER} />)
    const button = await screen.findByRole('button', { name: 'Save', pressed: false })
    expect(button).toHaveAccessibleDescription('Sanitaire Weber')
    await userEvent.click(button)
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(BROWSER_SAVED_KEY) ?? '[]')).toEqual([7])
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }))
    expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument()
    expect(localStorage.getItem(BROWSER_SAVED_KEY)).toBeNull()
  })

  it('says so when the browser’s list is full, and saves nothing more', async () => {
    for (let id = 1000; id < 1000 + MAX_SAVED_PROVIDERS; id++) browserSaved.toggle(id)
    renderWithProviders(<SaveProviderButton provider={WEBER} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('full'))
    expect(screen.getByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument()
    expect(browserSaved.has(7)).toBe(false)
  })

  it('saves to a signed-in customer’s account and unsaves from it', async () => {
    const calls = scriptApi([
      { path: /\/api\/saved-providers$/, body: { items: [saved(3)] } },
      { method: 'PUT', path: /\/api\/saved-providers\/7$/, body: saved(7) },
      { method: 'DELETE', path: /\/api\/saved-providers\/7$/, body: null },
    ])
    renderWithProviders(<SaveProviderButton provider={WEBER} />, { user: sessionUser('individual') })
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/api/saved-providers'))).toBe(true))
    await userEvent.click(await screen.findByRole('button', { name: 'Save', pressed: false }))
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      '/api/saved-providers/7',
    ])
    // Nothing went to the browser's list: the account holds it.
    expect(browserSaved.has(7)).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Saved' }))
    expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true)
  })

  it('shows a customer’s saved provider as saved, and tells them when the list is full', async () => {
    scriptApi([
      { path: /\/api\/saved-providers$/, body: { items: [saved(7)] } },
      {
        method: 'PUT',
        path: /\/api\/saved-providers\/8$/,
        status: 409,
        body: { error: { code: 'saved_list_full', message: 'Full.' } },
      },
    ])
    renderWithProviders(
      <>
        <SaveProviderButton provider={WEBER} />
        <SaveProviderButton provider={{ id: 8, name: 'Peinture Hoffmann' }} />
      </>,
      { user: sessionUser('individual') },
    )
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toHaveAccessibleDescription(
      'Sanitaire Weber',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('full')))
    expect(screen.getByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument()
  })

  it('is not offered to providers, who have no saved list', async () => {
    renderWithProviders(
      <>
        <p>profile</p>
        <SaveProviderButton provider={WEBER} />
      </>,
      { user: sessionUser('business') },
    )
    await screen.findByText('profile')
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull())
  })

  it('is named in French and German too', async () => {
    renderWithProviders(<SaveProviderButton provider={WEBER} />)
    await changeLanguage('fr')
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer', pressed: false }))
    expect(await screen.findByRole('button', { name: 'Enregistré', pressed: true })).toBeInTheDocument()
    await changeLanguage('de')
    expect(await screen.findByRole('button', { name: 'Gemerkt', pressed: true })).toBeInTheDocument()
  })
})
