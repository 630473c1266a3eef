import type {
  ApplicationCounts,
  ApplicationDetail,
  ApplicationQueue,
  ApplicationQueueQuery,
} from '@shared/applications/application-review-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

export const applicationKeys = {
  all: ['admin', 'partner-applications'] as const,
  queue: (query: Partial<ApplicationQueueQuery>) =>
    ['admin', 'partner-applications', 'queue', query] as const,
  counts: ['admin', 'partner-applications', 'counts'] as const,
  detail: (id: number) => ['admin', 'partner-applications', 'detail', id] as const,
}

const BASE = '/api/admin/partner-applications'

export const applicationsApi = {
  queue: (query: Partial<ApplicationQueueQuery>, signal?: AbortSignal) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
    return authenticatedRequest<ApplicationQueue>(`${BASE}?${params}`, { signal })
  },
  counts: (signal?: AbortSignal) => authenticatedRequest<ApplicationCounts>(`${BASE}/counts`, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    authenticatedRequest<ApplicationDetail>(`${BASE}/${id}`, { signal }),
  act: (
    id: number,
    action: 'start-review' | 'approve' | 'notes' | 'request-info' | 'decline',
    body?: object,
  ) => authenticatedRequest<ApplicationDetail>(`${BASE}/${id}/${action}`, { method: 'POST', body }),
}

/** The admin navigation's badge: open applications (refreshed every minute; the 48-hour clock runs). */
export function useApplicationCounts() {
  return useQuery({
    queryKey: applicationKeys.counts,
    queryFn: ({ signal }) => applicationsApi.counts(signal),
    refetchInterval: 60_000,
  })
}

/** GET /api/admin/partner-applications: one page of the review queue. */
export function useApplicationQueue(query: ApplicationQueueQuery) {
  return useQuery({
    queryKey: applicationKeys.queue(query),
    queryFn: ({ signal }) => applicationsApi.queue(query, signal),
  })
}
