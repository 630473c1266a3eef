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

  it('keeps the list when the merge fails, and sends it again once the list changes', async () => {
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
    const later = scriptApi([{ method: 'POST', path: /\/api\/saved-providers\/merge$/, body: { items: [] } }])
    // Another tab touching the list: the next try goes once the failed one has been dealt with.
    await waitFor(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: BROWSER_SAVED_KEY }))
      expect(later).toHaveLength(1)
    })
    expect(later[0]?.body).toEqual({ providerIds: [4] })
    await waitFor(() => expect(localStorage.getItem(BROWSER_SAVED_KEY)).toBeNull())
  })

  it('sends nothing when the browser kept nothing', () => {
    const calls = scriptApi([])
    // Rendering runs the component's effects: a merge would have been sent by now.
    renderWithProviders(<SavedMerge />)
    expect(calls).toEqual([])
  })
})
