import type { DocumentStatus, QueuedDocument } from '@shared/providers/document-review-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

export const verificationKeys = {
  all: ['admin', 'documents'] as const,
  queue: (status: DocumentStatus) => ['admin', 'documents', status] as const,
}

const BASE = '/api/admin/documents'

/** The administrators' verification queue (/api/admin/documents). */
export const verificationApi = {
  queue: (status: DocumentStatus, signal?: AbortSignal) =>
    authenticatedRequest<{ items: QueuedDocument[] }>(`${BASE}?status=${status}`, { signal }),
  fileUrl: (id: number) => `${BASE}/${id}/file`,
  approve: (id: number, validUntil: string) =>
    authenticatedRequest<unknown>(`${BASE}/${id}/approve`, { method: 'POST', body: { validUntil } }),
  reject: (id: number, reason: string) =>
    authenticatedRequest<unknown>(`${BASE}/${id}/reject`, { method: 'POST', body: { reason } }),
}
