import { useSyncExternalStore } from 'react'

/** product §9 storage key: 'true' while demo mode is on. */
const DEMO_MODE_STORAGE_KEY = 'demoMode'
const CHANGE_EVENT = 'luxpro:demo-mode-change'
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

function readStored(): boolean {
  try {
    return localStorage.getItem(DEMO_MODE_STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

/**
 * The server learns of demo mode from the `luxpro_demo` cookie (shared/demo/demo-mode.ts, ADR 031),
 * which follows the stored flag: every request then carries it, pages and API calls alike.
 */
function syncCookie(on: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is missing from some browsers
  if (on) document.cookie = `luxpro_demo=1; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  else document.cookie = `luxpro_demo=; path=/; max-age=0; samesite=lax`
}

/** Switches demo mode on or off, for this tab and the others. */
export function setDemoMode(on: boolean) {
  try {
    if (on) localStorage.setItem(DEMO_MODE_STORAGE_KEY, 'true')
    else localStorage.removeItem(DEMO_MODE_STORAGE_KEY)
  } catch {
    // Private mode: the cookie alone carries it for this visit.
  }
  syncCookie(on)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/**
 * `?demo=1` switches demo mode on and `?demo=0` off (the simulation's and the shareable
 * links); otherwise the cookie is renewed from the stored flag, so the server agrees with the banner.
 * Called once per page load, in the browser.
 */
export function applyDemoModeFromUrl(search: string) {
  const wanted = new URLSearchParams(search).get('demo')
  if (wanted === '1' || wanted === '0') setDemoMode(wanted === '1')
  else syncCookie(readStored())
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** Whether demo mode is on (false on the server and while hydrating: it lives in the browser). */
export function useDemoMode(): boolean {
  return useSyncExternalStore(subscribe, readStored, () => false)
}
