import { useDeferredValue, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the browser hydrates the server's HTML, true from a render after
 * (and at once on a page rendered in the browser). What only the browser can show — a map, the
 * account menu, anything read from storage — renders behind it, so hydration meets the server's HTML.
 *
 * React re-renders every caller synchronously, in one task, once the page has hydrated (the store
 * answers differently from the server); deferring the answer keeps that re-render cheap and lets what
 * appears behind `true` render in slices, like any transition.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  )
}
