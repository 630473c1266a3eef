import { useCallback, useRef, useState } from 'react'

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport, once and
 * for good: what sits far down a page (the provider page's map) loads and runs its code when the
 * visitor scrolls towards it, not while the page starts. Where IntersectionObserver is missing
 * (an old browser, jsdom), the answer is true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const observer = useRef<IntersectionObserver | null>(null)
  const watch = useCallback(
    (element: T | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!element || near) return
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.current?.disconnect()
          setNear(true)
        },
        { rootMargin: margin },
      )
      observer.current.observe(element)
    },
    [margin, near],
  )
  return [watch, near]
}
