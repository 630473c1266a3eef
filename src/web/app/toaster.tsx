import { PHONE_LAYOUT, useMediaQuery } from '@web/hooks/use-media-query'
import { useEffect, useState } from 'react'
import { Toaster as Sonner } from 'sonner'

/** The sticky header's height (4rem) until it is measured. */
const HEADER_HEIGHT_PX = 64
const GAP_PX = 12

/**
 * Where the site's header ends on screen now: the demo banner makes it taller, and the launch banner
 * above it pushes it down until the page scrolls.
 */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(HEADER_HEIGHT_PX)
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]')
    if (!header) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() =>
        setBottom(Math.max(0, Math.round(header.getBoundingClientRect().bottom))),
      )
    }
    measure()
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    resized?.observe(header)
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      cancelAnimationFrame(frame)
      resized?.disconnect()
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [])
  return bottom
}

/**
 * product §9 toast defaults: top-right, close button, 4 s, 356 px wide, 14 px gap (sonner's own
 * defaults); 3 visible, one on a phone, where a stack would cover a third of the screen. Always
 * below the header, so a toast never covers the navigation.
 */
export function Toaster() {
  const top = useHeaderBottom() + GAP_PX
  const phone = useMediaQuery(PHONE_LAYOUT)
  return (
    <Sonner
      position="top-right"
      closeButton
      duration={4000}
      visibleToasts={phone ? 1 : 3}
      gap={14}
      offset={{ top }}
      mobileOffset={{ top }}
    />
  )
}
