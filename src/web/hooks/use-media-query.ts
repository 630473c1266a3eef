import { useSyncExternalStore } from 'react'

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches

/**
 * Whether a media query holds, following its changes. The server, and a browser without
 * matchMedia, answer false: what depends on it shows after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const media = window.matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    () => matches(query),
    () => false,
  )
}

/** A mouse or trackpad: what keyboard shortcuts and hover hints are for (a touch screen has neither). */
export const FINE_POINTER = '(hover: hover) and (pointer: fine)'

/** Below md: the phone layout of styles/app.css. */
export const PHONE_LAYOUT = '(width < 48rem)'
