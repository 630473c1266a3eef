import { ROW_ID_MAX } from '@shared/http/row-id'
import { MAX_SAVED_PROVIDERS } from '@shared/saved/saved-provider-schemas'
import { useSyncExternalStore } from 'react'

/**
 * A signed-out visitor's saved providers: their ids, newest first, in this browser (ADR 065).
 * Joined to the account at sign-in (SavedMerge), then emptied.
 */
export const BROWSER_SAVED_KEY = 'luxpro-saved-providers'

const listeners = new Set<() => void>()
/** One empty list for the server, hydration and an empty list: equal snapshots re-render nothing. */
const emptyList: readonly number[] = []
let current: readonly number[] | null = null

function read(): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BROWSER_SAVED_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return emptyList
    // Only ids the merge accepts: one it refuses would keep the whole list from joining the account.
    const ids = parsed
      .filter((id): id is number => Number.isInteger(id) && id > 0 && id <= ROW_ID_MAX)
      .slice(0, MAX_SAVED_PROVIDERS)
    return ids.length > 0 ? ids : emptyList
  } catch {
    return emptyList
  }
}

function write(next: readonly number[]) {
  current = next.length > 0 ? next : emptyList
  try {
    if (next.length > 0) localStorage.setItem(BROWSER_SAVED_KEY, JSON.stringify(next))
    else localStorage.removeItem(BROWSER_SAVED_KEY)
  } catch {
    // Private mode without storage: the list lives as long as the page.
  }
  for (const listener of listeners) listener()
}

export const browserSaved = {
  get: (): readonly number[] => {
    current ??= read()
    return current
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    // Another tab saving or merging changes the same list.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BROWSER_SAVED_KEY) return
      current = read()
      listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
  has: (id: number) => browserSaved.get().includes(id),
  /** Saves or unsaves; saving into a full list does nothing and returns false. */
  toggle(id: number): boolean {
    const list = browserSaved.get()
    if (list.includes(id)) {
      write(list.filter((saved) => saved !== id))
      return true
    }
    if (list.length >= MAX_SAVED_PROVIDERS) return false
    write([id, ...list])
    return true
  },
  /** Drops these ids (once they joined the account); what was saved meanwhile stays. */
  forget(ids: readonly number[]) {
    const gone = new Set(ids)
    write(browserSaved.get().filter((id) => !gone.has(id)))
  },
}

export function useBrowserSaved(): readonly number[] {
  return useSyncExternalStore(browserSaved.subscribe, browserSaved.get, () => emptyList)
}
