import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** How long to wait for a lazy page to render the element a `#hash` points at. */
const HASH_TARGET_WAIT_MS = 5000

/** A new page starts at the top, unless the URL points at a section (#hash). */
export function useScrollOnNavigation() {
  const { hash, pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change, by design
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [pathname])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same hash must scroll too
  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
    const scrollToTarget = () => {
      const target = document.getElementById(id)
      target?.scrollIntoView()
      return target !== null
    }
    if (scrollToTarget()) return
    // On a first load the page is still a lazy chunk: scroll once its content has rendered.
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [hash, pathname])
}
