import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once the page runs, so tests (and styles) know it is interactive. It
 * sits beside the page in the layout's Suspense boundary: on a server-rendered page that boundary
 * hydrates once the page's own code has arrived.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
