import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once the page runs, so tests (and styles) know it is interactive, and
 * <html data-fetching> while the page loads or sends data, so tests can wait for a settled page. It
 * sits beside the page in the layout's Suspense boundary: on a server-rendered page that boundary
 * hydrates once the page's own code has arrived.
 */
export function HydrationMark() {
  const working = useIsFetching() + useIsMutating()
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useEffect(() => {
    const html = document.documentElement
    if (working > 0) html.dataset.fetching = 'true'
    else delete html.dataset.fetching
  }, [working])
  return null
}
