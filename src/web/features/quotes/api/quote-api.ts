import type {
  CreatedQuoteRequests,
  CreateQuoteRequestsInput,
  CustomerProjects,
  DeclineInput,
  ProviderInbox,
  QuoteInput,
  QuoteMessage,
  QuoteRequestDetail,
} from '@shared/quotes/quote-request-schemas'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import { sendRequest } from '@web/lib/api/http'

/** The quotes API (DESIGN.md "Quote requests"); the token is the provider's email-link token. */
const withToken = (path: string, token?: string | null) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path

export const quoteKeys = {
  mine: ['quote-requests', 'mine'] as const,
  detail: (id: number) => ['quote-requests', 'detail', id] as const,
  inbox: (status: QuoteStatus | null, page: number) => ['quote-requests', 'inbox', status, page] as const,
}

export const quoteApi = {
  send: (input: CreateQuoteRequestsInput) =>
    sendRequest<CreatedQuoteRequests>('/api/quote-requests', { method: 'POST', body: input }),
  mine: () => sendRequest<CustomerProjects>('/api/quote-requests'),
  inbox: (status: QuoteStatus | null, page: number) =>
    sendRequest<ProviderInbox>(
      `/api/provider/quote-requests?${new URLSearchParams({ page: String(page), ...(status ? { status } : {}) })}`,
    ),
  detail: (id: number, token?: string | null) =>
    sendRequest<QuoteRequestDetail>(withToken(`/api/quote-requests/${id}`, token)),
  quote: (id: number, input: QuoteInput, token?: string | null) =>
    sendRequest<QuoteRequestDetail>(withToken(`/api/quote-requests/${id}/quote`, token), {
      method: 'POST',
      body: input,
    }),
  decline: (id: number, input: DeclineInput, token?: string | null) =>
    sendRequest<QuoteRequestDetail>(withToken(`/api/quote-requests/${id}/decline`, token), {
      method: 'POST',
      body: input,
    }),
  progress: (id: number, step: 'start' | 'complete', token?: string | null) =>
    sendRequest<QuoteRequestDetail>(withToken(`/api/quote-requests/${id}/${step}`, token), {
      method: 'POST',
    }),
  message: (id: number, body: string, token?: string | null) =>
    sendRequest<QuoteMessage>(withToken(`/api/quote-requests/${id}/messages`, token), {
      method: 'POST',
      body: { body },
    }),
  cancel: (id: number) =>
    sendRequest<QuoteRequestDetail>(`/api/quote-requests/${id}/cancel`, { method: 'POST' }),
  accept: (quoteId: number, rejectOthers: boolean) =>
    sendRequest<QuoteRequestDetail>(`/api/quotes/${quoteId}/accept`, {
      method: 'POST',
      body: { rejectOthers },
    }),
  reject: (quoteId: number, reason: string) =>
    sendRequest<QuoteRequestDetail>(`/api/quotes/${quoteId}/reject`, { method: 'POST', body: { reason } }),
}
