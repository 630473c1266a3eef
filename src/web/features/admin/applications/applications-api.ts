import { adminApplicationsContract as applications } from '@shared/api/admin-applications-contract'
import {
  ApplicationDeclineSchema,
  ApplicationNoteSchema,
  ApplicationQuestionInputSchema,
  type ApplicationQueueQuery,
} from '@shared/applications/application-review-schemas'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export const applicationKeys = {
  all: ['admin', 'partner-applications'] as const,
  queue: (query: Partial<ApplicationQueueQuery>) =>
    ['admin', 'partner-applications', 'queue', query] as const,
  counts: ['admin', 'partner-applications', 'counts'] as const,
  detail: (id: number) => ['admin', 'partner-applications', 'detail', id] as const,
}

export type ApplicationAction = 'start-review' | 'approve' | 'notes' | 'request-info' | 'decline'

/** A decision on an application; what it sends is checked by its schema before it leaves. */
function act(id: number, action: ApplicationAction, body?: object) {
  const params = { id }
  switch (action) {
    case 'start-review':
      return call(applications.startReview, { params })
    case 'approve':
      return call(applications.approve, { params })
    case 'notes':
      return call(applications.addNote, { params, body: ApplicationNoteSchema.parse(body) })
    case 'request-info':
      return call(applications.requestInfo, { params, body: ApplicationQuestionInputSchema.parse(body) })
    case 'decline':
      return call(applications.decline, { params, body: ApplicationDeclineSchema.parse(body) })
  }
}

export const applicationsApi = {
  queue: (query: Partial<ApplicationQueueQuery>, signal?: AbortSignal) =>
    call(applications.applications.list, { query }, { signal }),
  counts: (signal?: AbortSignal) => call(applications.counts, {}, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    call(applications.applications.detail, { params: { id } }, { signal }),
  act,
}

/** The admin navigation's badge: open applications (refreshed every minute; the 48-hour clock runs). */
export function useApplicationCounts() {
  return useQuery({
    queryKey: applicationKeys.counts,
    queryFn: ({ signal }) => applicationsApi.counts(signal),
    refetchInterval: 60_000,
  })
}

/** One page of the review queue. */
export function useApplicationQueue(query: ApplicationQueueQuery) {
  return useQuery({
    queryKey: applicationKeys.queue(query),
    queryFn: ({ signal }) => applicationsApi.queue(query, signal),
  })
}
