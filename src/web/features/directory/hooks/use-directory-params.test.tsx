import { act, render, screen } from '@testing-library/react'
import type { DirectoryChanges } from '@web/features/directory/lib/directory-params'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type HistoryMode, useDirectoryParams } from './use-directory-params'

let api: ReturnType<typeof useDirectoryParams>

function Probe() {
  api = useDirectoryParams()
  return <p data-testid="params">{JSON.stringify(api.params)}</p>
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/directory', element: <Probe /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

const update = (changes: DirectoryChanges, history?: HistoryMode) => act(() => api.update(changes, history))

describe('useDirectoryParams', () => {
  it('reads the params from the URL', () => {
    renderAt('/directory?q=weber&category=plumbing&page=2')
    expect(api.params).toMatchObject({ q: 'weber', category: 'plumbing', page: 2 })
    expect(screen.getByTestId('params')).toHaveTextContent('"view":"list"')
  })

  it('pushes a history entry for a choice and replaces it while typing', () => {
    const router = renderAt('/directory?lang=fr')
    update({ category: 'plumbing' })
    expect(router.state.historyAction).toBe('PUSH')
    expect(router.state.location.search).toBe('?lang=fr&category=plumbing')
    update({ q: 'plo' }, 'replace')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(router.state.location.search).toBe('?lang=fr&category=plumbing&q=plo')
  })

  it('starts again at page 1 when a filter changes', () => {
    const router = renderAt('/directory?category=plumbing&page=3')
    update({ verified: true })
    expect(router.state.location.search).toBe('?category=plumbing&verified=true')
  })

  it('builds on an update made in the same event', () => {
    const router = renderAt('/directory')
    act(() => {
      api.update({ category: 'plumbing' })
      api.update({ letter: 'W' })
    })
    expect(router.state.location.search).toBe('?category=plumbing&letter=W')
  })

  it('adds no history entry when nothing changes', () => {
    const router = renderAt('/directory?category=plumbing')
    update({ category: 'plumbing' })
    expect(router.state.historyAction).toBe('POP')
  })

  it('gives links for other pages of the same search', () => {
    renderAt('/directory?q=weber&lang=de')
    expect(api.hrefFor({ page: 2 })).toBe('?q=weber&lang=de&page=2')
    expect(api.hrefFor({ page: 1 })).toBe('?q=weber&lang=de')
  })
})
