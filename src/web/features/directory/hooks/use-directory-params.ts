import {
  type DirectoryChanges,
  readDirectoryParams,
  writeDirectoryParams,
} from '@web/features/directory/lib/directory-params'
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** 'push' for a deliberate choice (the back button undoes it), 'replace' while typing. */
export type HistoryMode = 'push' | 'replace'

/**
 * The directory's choices live in the URL (see directory-params.ts) so a search can be shared,
 * reloaded and walked back with the browser's back button.
 */
export function useDirectoryParams() {
  const { search } = useLocation()
  const navigate = useNavigate()
  // Each update builds on the one before, even before the router shows it: navigations are
  // transitions, and renders in between still carry the previous URL. So the last URL written
  // wins until every write has landed; a URL the page did not write (back button) wins at once.
  const latest = useRef(search)
  const pending = useRef<string[]>([])
  useLayoutEffect(() => {
    const landed = pending.current.indexOf(search)
    pending.current = landed >= 0 ? pending.current.slice(landed + 1) : []
    if (pending.current.length === 0) latest.current = search
  }, [search])
  const params = useMemo(() => readDirectoryParams(new URLSearchParams(search)), [search])

  const update = useCallback(
    (changes: DirectoryChanges, history: HistoryMode = 'push') => {
      const current = new URLSearchParams(latest.current)
      const next = writeDirectoryParams(current, changes).toString()
      if (next === current.toString()) return
      latest.current = next ? `?${next}` : ''
      pending.current.push(latest.current)
      navigate({ search: latest.current }, { replace: history === 'replace', preventScrollReset: true })
    },
    [navigate],
  )

  /** The link to these params with some changes, for real links such as page numbers. */
  const hrefFor = useCallback(
    (changes: DirectoryChanges) => {
      const next = writeDirectoryParams(new URLSearchParams(search), changes).toString()
      return next ? `?${next}` : '?'
    },
    [search],
  )

  return { params, update, hrefFor }
}
