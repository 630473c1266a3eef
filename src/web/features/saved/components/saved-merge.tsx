import { useQueryClient } from '@tanstack/react-query'
import { mergeSavedProviders, savedKeys } from '@web/features/saved/api/saved-providers'
import { browserSaved, useBrowserSaved } from '@web/features/saved/lib/browser-saved'
import { useEffect, useRef } from 'react'

/**
 * Once a customer is signed in, the providers they saved in this browser before join their account
 * in one request, and the browser's list is emptied (ADR 065). Mounted for signed-in customers only.
 */
export function SavedMerge() {
  const queryClient = useQueryClient()
  const waiting = useBrowserSaved()
  const sending = useRef(false)
  useEffect(() => {
    if (waiting.length === 0 || sending.current) return
    sending.current = true
    mergeSavedProviders(waiting)
      .then((list) => {
        browserSaved.forget(waiting)
        queryClient.setQueryData(savedKeys.list, list)
      })
      // Kept in the browser: the next page load tries again.
      .catch(() => {})
      .finally(() => {
        sending.current = false
      })
  }, [waiting, queryClient])
  return null
}
