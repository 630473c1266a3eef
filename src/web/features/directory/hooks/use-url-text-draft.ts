import { useEffect, useRef, useState } from 'react'
import type { HistoryMode } from './use-directory-params'

export const URL_TEXT_DELAY_MS = 400

/**
 * A text box bound to a URL param. Typing never waits for the URL: the draft is written after a
 * pause, the first time as a new history entry and then replacing it, so one burst of typing is
 * one step back. Enter (commit) writes at once; a change of the URL from elsewhere (back button,
 * a removed filter) replaces the draft.
 */
export function useUrlTextDraft(
  value: string,
  write: (value: string, history: HistoryMode) => void,
  delay = URL_TEXT_DELAY_MS,
) {
  const [draft, setDraft] = useState(value)
  const written = useRef(value)
  const typing = useRef(false)
  const writeRef = useRef(write)
  writeRef.current = write

  useEffect(() => {
    if (value === written.current) return
    written.current = value
    typing.current = false
    setDraft(value)
  }, [value])

  useEffect(() => {
    const next = draft.trim()
    if (next === written.current) return
    const timer = setTimeout(() => {
      if (next === written.current) return
      written.current = next
      writeRef.current(next, typing.current ? 'replace' : 'push')
      typing.current = true
    }, delay)
    return () => clearTimeout(timer)
  }, [draft, delay])

  const commit = (text = draft) => {
    const next = text.trim()
    typing.current = false
    setDraft(text)
    if (next === written.current) return
    written.current = next
    writeRef.current(next, 'push')
  }

  /** Shows a value that the caller writes to the URL itself (with other changes), cancelling a pending write. */
  const adopt = (text: string) => {
    typing.current = false
    written.current = text.trim()
    setDraft(text)
  }

  return { draft, setDraft, commit, adopt }
}
