import { waitFor } from '@testing-library/react'
import { BROWSER_SAVED_KEY, browserSaved } from '@web/features/saved/lib/browser-saved'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SavedMerge } from './saved-merge'

beforeEach(() => browserSaved.forget(browserSaved.get()))
afterEach(() => vi.unstubAllGlobals())

describe('SavedMerge', () => {
  it('sends the browser’s list in one request, newest first, then forgets it', async () => {
    browserSaved.toggle(4)
    browserSaved.toggle(9)
    const calls = scriptApi([{ method: 'POST', path: /\/api\/saved-providers\/merge$/, body: { items: [] } }])
    renderWithProviders(<SavedMerge />)
    await waitFor(() => expect(localStorage.getItem(BROWSER_SAVED_KEY)).toBeNull())
    expect(calls).toEqual([
      { method: 'POST', url: '/api/saved-providers/merge', body: { providerIds: [9, 4] } },
    ])
  })

  it('keeps the list when the merge fails, for the next page', async () => {
    browserSaved.toggle(4)
    const calls = scriptApi([
      {
        method: 'POST',
        path: /\/api\/saved-providers\/merge$/,
        status: 503,
        body: { error: { code: 'service_unavailable', message: 'Down.' } },
      },
    ])
    renderWithProviders(<SavedMerge />)
    await waitFor(() => expect(calls).toHaveLength(1))
    await new Promise((settle) => setTimeout(settle, 50))
    expect(JSON.parse(localStorage.getItem(BROWSER_SAVED_KEY) ?? '[]')).toEqual([4])
  })

  it('sends nothing when the browser kept nothing', async () => {
    const calls = scriptApi([])
    renderWithProviders(<SavedMerge />)
    await new Promise((settle) => setTimeout(settle, 50))
    expect(calls).toEqual([])
  })
})
