import type { AccessFeatures, AccessLevel } from '@shared/access/access-features'
import { useSyncExternalStore } from 'react'

/** product §9 storage key: the browser's copy of the access session (the server's is the authority). */
export const ACCESS_SESSION_STORAGE_KEY = 'luxpro_access_session'
const CHANGE_EVENT = 'luxpro:access-session-change'

/** product §3 "Access session". */
export interface StoredAccessSession {
  accessLevel: AccessLevel
  features: AccessFeatures
  sessionId: string
  expiresAt: string
}

let cachedRaw: string | null = null
let cachedValue: StoredAccessSession | null = null

/** product §4: a stored session is restored only if its expiry is in the future, otherwise removed. */
export function readAccessSession(now = Date.now()): StoredAccessSession | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(ACCESS_SESSION_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === cachedRaw && cachedValue && Date.parse(cachedValue.expiresAt) > now) return cachedValue
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as StoredAccessSession
    if (typeof value.expiresAt === 'string' && Date.parse(value.expiresAt) > now && value.features) {
      cachedRaw = raw
      cachedValue = value
      return value
    }
  } catch {
    // Unreadable: removed below like an expired one.
  }
  clearAccessSession()
  return null
}

export function storeAccessSession(session: StoredAccessSession) {
  try {
    localStorage.setItem(ACCESS_SESSION_STORAGE_KEY, JSON.stringify(session))
  } catch {
    // Private mode: the server's cookie still carries the session.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export function clearAccessSession() {
  try {
    if (localStorage.getItem(ACCESS_SESSION_STORAGE_KEY) === null) return
    localStorage.removeItem(ACCESS_SESSION_STORAGE_KEY)
  } catch {
    return
  }
  cachedRaw = null
  cachedValue = null
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The stored access session, kept in step with storage (null before hydration and on the server). */
export function useStoredAccessSession(): StoredAccessSession | null {
  return useSyncExternalStore(
    subscribe,
    () => readAccessSession(),
    () => null,
  )
}
