import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { useSyncExternalStore } from 'react'

/** A provider picked in the directory for one quote request to several providers (product §9: up to 5). */
export interface ShortlistedProvider {
  id: number
  slug: string
  name: string
  categories: string[]
}

const STORAGE_KEY = 'luxpro-shortlist'
const listeners = new Set<() => void>()
/** One empty list for the server, hydration and an empty shortlist: equal snapshots re-render nothing. */
const emptyList: ShortlistedProvider[] = []
let current: ShortlistedProvider[] = read()

function read(): ShortlistedProvider[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) && parsed.length > 0
      ? (parsed as ShortlistedProvider[]).slice(0, MAX_MATCHED_PROVIDERS)
      : emptyList
  } catch {
    return emptyList
  }
}

function write(next: ShortlistedProvider[]) {
  current = next.length > 0 ? next : emptyList
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Private mode without storage: the shortlist lives as long as the page.
  }
  for (const listener of listeners) listener()
}

export const shortlist = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  has: (id: number) => current.some((p) => p.id === id),
  isFull: () => current.length >= MAX_MATCHED_PROVIDERS,
  /** Adds or removes; adding to a full list does nothing and returns false. */
  toggle(provider: ShortlistedProvider): boolean {
    if (shortlist.has(provider.id)) {
      write(current.filter((p) => p.id !== provider.id))
      return true
    }
    if (shortlist.isFull()) return false
    write([...current, provider])
    return true
  },
  remove: (id: number) => write(current.filter((p) => p.id !== id)),
  clear: () => write([]),
}

export function useShortlist(): ShortlistedProvider[] {
  return useSyncExternalStore(shortlist.subscribe, shortlist.get, () => emptyList)
}

/** The categories every shortlisted provider offers, first the most shared: the project's type is one of them. */
export function sharedCategories(providers: ShortlistedProvider[]): string[] {
  const counts = new Map<string, number>()
  for (const p of providers) for (const c of p.categories) counts.set(c, (counts.get(c) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c)
}
