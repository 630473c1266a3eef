import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after
 * (and at once on a page rendered in the browser). What only the browser can show — a map, the
 * account menu, anything read from storage — renders behind it, so hydration meets the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
