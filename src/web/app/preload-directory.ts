import { i18n } from '@web/i18n/i18n'

/** product §4, §9: the directory is preloaded once the browser is idle, at the latest after 2000 ms. */
export const DIRECTORY_PRELOAD_TIMEOUT_MS = 2000

let preloaded = false

function preload() {
  preloaded = true
  void import('@web/features/directory/pages/directory-page')
  void i18n.loadNamespaces('directory')
}

/**
 * Fetches the directory page's code and texts in the background, so opening it is instant. Meant as an
 * effect: the returned cleanup calls the preload off if it has not started yet.
 */
export function preloadDirectoryWhenIdle(): (() => void) | undefined {
  if (preloaded || typeof window === 'undefined') return
  // A visitor who asked to save data downloads only what they open.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(preload, { timeout: DIRECTORY_PRELOAD_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(preload, DIRECTORY_PRELOAD_TIMEOUT_MS)
  return () => clearTimeout(handle)
}
