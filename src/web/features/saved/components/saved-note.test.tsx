import type { SavedProvider } from '@shared/saved/saved-provider-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SavedNote } from './saved-note'

beforeAll(async () => {
  await initI18n('en', ['common', 'saved'])
})
afterEach(() => vi.unstubAllGlobals())

const ITEM: SavedProvider = {
  id: 7,
  slug: 'weber-plumbing',
  name: 'Weber Plumbing',
  categories: [],
  locality: 'Esch-sur-Alzette',
  rating: 4.5,
  reviewCount: 3,
  logoUrl: null,
  note: '',
  savedAt: '2026-11-01T10:00:00.000Z',
}
const patches = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'PATCH')

describe('SavedNote', () => {
  it('refuses a note longer than the shared limit under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<SavedNote item={ITEM} />)
    await user.click(screen.getByRole('button', { name: /Add a note/ }))
    const field = screen.getByRole('textbox', { name: 'Private note' })
    await user.click(field)
    await user.paste('x'.repeat(501))
    await user.click(screen.getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Write at most 500 characters.')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(patches(calls)).toEqual([])
  })

  it('saves the trimmed note, and says why when the server refuses it', async () => {
    const calls = scriptApi([
      {
        method: 'PATCH',
        path: /\/api\/saved-providers\/7$/,
        status: 404,
        body: { error: { code: 'not_found', message: 'This provider is not in your list any more.' } },
      },
    ])
    const user = userEvent.setup()
    renderWithProviders(<SavedNote item={ITEM} />)
    await user.click(screen.getByRole('button', { name: /Add a note/ }))
    await user.type(screen.getByRole('textbox', { name: 'Private note' }), '  Call after 6  ')
    await user.click(screen.getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('This provider is not in your list any more.')).toBeVisible()
    await waitFor(() => expect(patches(calls).map((call) => call.body)).toEqual([{ note: 'Call after 6' }]))
  })
})
