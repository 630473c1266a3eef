import { adminSupportContract as support } from '@shared/api/admin-support-contract'
import type { OperationInput } from '@shared/api/operation'
import type { SupportListQuery } from '@shared/support/support-schemas'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export const supportKeys = {
  all: ['admin', 'support'] as const,
  list: (query: SupportListQuery) => ['admin', 'support', 'list', query] as const,
  detail: (id: number) => ['admin', 'support', 'detail', id] as const,
}

export const supportApi = {
  list: (query: SupportListQuery, signal?: AbortSignal) => call(support.tickets.list, { query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => call(support.tickets.detail, { params: { id } }, { signal }),
  reply: (id: number, body: { message: string; afterwards: 'waiting' | 'closed' }) =>
    call(support.reply, { params: { id }, body }),
  note: (id: number, body: string) => call(support.addNote, { params: { id }, body: { body } }),
  update: (id: number, body: OperationInput<typeof support.update>['body']) =>
    call(support.update, { params: { id }, body }),
  moderateReview: (
    reviewId: number,
    action: 'hide' | 'restore',
    body: { reason: string; ticketId: number },
  ) =>
    call(action === 'hide' ? support.hideReview : support.restoreReview, { params: { id: reviewId }, body }),
}

/** One page of the inbox, with how many cases are open and overdue. */
export function useSupportInbox(query: SupportListQuery) {
  return useQuery({
    queryKey: supportKeys.list(query),
    queryFn: ({ signal }) => supportApi.list(query, signal),
  })
}
