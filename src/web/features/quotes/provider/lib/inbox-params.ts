import { QUOTE_STATUSES, type QuoteStatus } from '@shared/quotes/quote-status'

/** ?status= and ?page= of the inbox; anything unknown reads as "all" and page 1. */
export function inboxParams(params: URLSearchParams): { status: QuoteStatus | null; page: number } {
  const raw = params.get('status')
  const status = (QUOTE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as QuoteStatus) : null
  const page = Number(params.get('page'))
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 }
}

/** The inbox address for a status and page, page 1 left out. */
export function inboxPath(status: QuoteStatus | null, page: number): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return `/dashboard/requests${text ? `?${text}` : ''}`
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1
}

/** Requests over all statuses, for the "All" chip. */
export function totalCount(counts: Partial<Record<QuoteStatus, number>>): number {
  return Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0)
}
