import { i18n } from '@web/i18n/i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadDirectoryWhenIdle } from './preload-directory'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The idle callbacks scheduled, in order, so a test can run or cancel them as the browser would. */
function stubIdleScheduler() {
  const scheduled: { run: () => void; cancelled: boolean }[] = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => scheduled.push({ run, cancelled: false }) - 1)
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    const entry = scheduled[handle]
    if (entry) entry.cancelled = true
  })
  return scheduled
}

// In this order: the preload, once it has run, is not scheduled again for as long as the page lives.
describe('the directory preload', () => {
  it('is called off by its cleanup before it starts, and scheduled again by the next mount', () => {
    const scheduled = stubIdleScheduler()
    preloadDirectoryWhenIdle()?.()
    expect(scheduled).toEqual([expect.objectContaining({ cancelled: true })])
    preloadDirectoryWhenIdle()
    expect(scheduled).toEqual([
      expect.objectContaining({ cancelled: true }),
      expect.objectContaining({ cancelled: false }),
    ])
  })

  it('loads the directory’s texts when it runs, and is not scheduled again after', async () => {
    const scheduled = stubIdleScheduler()
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces')
    preloadDirectoryWhenIdle()
    scheduled[0]?.run()
    expect(loadNamespaces).toHaveBeenCalledWith('directory')
    expect(preloadDirectoryWhenIdle()).toBeUndefined()
    expect(scheduled).toHaveLength(1)
    // The page's code it asked for, loaded before the file ends (a load still running then is an error).
    await import('@web/features/directory/pages/directory-page')
  })
})
