import type { SupportList, SupportListQuery, SupportTicketDetail } from '@shared/support/support-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

export const supportKeys = {
  all: ['admin', 'support'] as const,
  list: (query: SupportListQuery) => ['admin', 'support', 'list', query] as const,
  detail: (id: number) => ['admin', 'support', 'detail', id] as const,
}

const BASE = '/api/admin/support'

export const supportApi = {
  list: (query: SupportListQuery, signal?: AbortSignal) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
    return authenticatedRequest<SupportList>(`${BASE}?${params}`, { signal })
  },
  detail: (id: number, signal?: AbortSignal) =>
    authenticatedRequest<SupportTicketDetail>(`${BASE}/${id}`, { signal }),
  reply: (id: number, body: { message: string; afterwards: 'waiting' | 'closed' }) =>
    authenticatedRequest(`${BASE}/${id}/reply`, { method: 'POST', body }),
  note: (id: number, body: string) =>
    authenticatedRequest(`${BASE}/${id}/notes`, { method: 'POST', body: { body } }),
  update: (id: number, body: { status?: string; assigneeUserId?: string | null }) =>
    authenticatedRequest(`${BASE}/${id}`, { method: 'PATCH', body }),
  moderateReview: (
    reviewId: number,
    action: 'hide' | 'restore',
    body: { reason: string; ticketId: number },
  ) => authenticatedRequest(`/api/admin/reviews/${reviewId}/${action}`, { method: 'POST', body }),
}

/** GET /api/admin/support: one page of the inbox, with how many cases are open and overdue. */
export function useSupportInbox(query: SupportListQuery) {
  return useQuery({
    queryKey: supportKeys.list(query),
    queryFn: ({ signal }) => supportApi.list(query, signal),
  })
}
