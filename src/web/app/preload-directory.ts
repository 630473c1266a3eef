import { i18n } from '@web/i18n/i18n'

/** product §4, §9: the directory is preloaded once the browser is idle, at the latest after 2000 ms. */
export const DIRECTORY_PRELOAD_TIMEOUT_MS = 2000

let preloaded = false

function preload() {
  void import('@web/features/directory/pages/directory-page')
  void i18n.loadNamespaces('directory')
}

/** Fetches the directory page's code and texts in the background, so opening it is instant. */
export function preloadDirectoryWhenIdle() {
  if (preloaded || typeof window === 'undefined') return
  preloaded = true
  // A visitor who asked to save data downloads only what they open.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(preload, { timeout: DIRECTORY_PRELOAD_TIMEOUT_MS })
  else setTimeout(preload, DIRECTORY_PRELOAD_TIMEOUT_MS)
}
