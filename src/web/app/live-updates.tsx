import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { adminKeys } from '@web/features/admin/api/admin-keys'
import { NOTIFICATIONS_KEY } from '@web/features/notifications/notifications-menu'
import { resumePushSubscription } from '@web/features/profiles/api/push-subscription'
import { quoteKeys } from '@web/features/quotes/api/quote-keys'
import { overviewKeys } from '@web/features/workspace/overview/overview-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useAuth } from '@web/lib/auth/auth-context'
import { type LiveEvent, useLiveEvents } from '@web/lib/live/use-live-events'
import { useEffect } from 'react'

/** The queries each event makes stale: those on screen are read again at once, the others when shown. */
function staleAfter(event: LiveEvent): QueryKey[] {
  if (event.kind === 'resync')
    return [quoteKeys.all, NOTIFICATIONS_KEY, adminKeys.projectsAll(), overviewKeys.overviewAll]
  if (event.kind === 'notification') return [NOTIFICATIONS_KEY]
  const id = event.data.quoteRequestId
  const request = id === null ? [] : [quoteKeys.request(id)]
  switch (event.kind) {
    case 'message':
      return [...request, quoteKeys.conversations]
    case 'lead':
    case 'request':
    case 'quote':
      return [
        ...request,
        quoteKeys.mine,
        quoteKeys.inboxAll,
        quoteKeys.conversations,
        adminKeys.projectsAll(),
      ]
  }
}

const invalidate = (client: QueryClient, event: LiveEvent) => {
  for (const queryKey of staleAfter(event)) void client.invalidateQueries({ queryKey })
}

/** Keeps a signed-in tab's requests, quotes, conversations, provider overview and bell up to date as things happen (ADR 058). */
export function LiveUpdates() {
  const { status } = useAuth()
  const client = useQueryClient()
  useLiveEvents(status === 'signedIn', (event) => invalidate(client, event))
  usePushResumed()
  return null
}

/** Push notifications this account had on on this device come back once it is signed in again (ADR 072). */
function usePushResumed() {
  const { user } = useAuth()
  const language = useUiLanguage()
  const userId = user?.id
  useEffect(() => {
    if (userId) void resumePushSubscription(language)
  }, [userId, language])
}
