import { useEffect } from 'react'

/** Marks <html data-hydrated> once the app runs, so tests (and styles) know the page is interactive. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
