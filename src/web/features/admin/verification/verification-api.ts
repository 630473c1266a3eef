import { adminVerificationContract as verification } from '@shared/api/admin-verification-contract'
import { operationUrl } from '@shared/api/operation'
import type { DocumentStatus } from '@shared/providers/document-review-schemas'
import { call } from '@web/lib/api/call'

export const verificationKeys = {
  all: ['admin', 'documents'] as const,
  queue: (status: DocumentStatus) => ['admin', 'documents', status] as const,
}

/** The administrators' verification queue. */
export const verificationApi = {
  queue: (status: DocumentStatus, signal?: AbortSignal) =>
    call(verification.queue, { query: { status } }, { signal }),
  fileUrl: (id: number) => operationUrl(verification.file, { params: { id } }),
  approve: (id: number, validUntil: string) =>
    call(verification.approve, { params: { id }, body: { validUntil } }),
  reject: (id: number, reason: string) => call(verification.reject, { params: { id }, body: { reason } }),
}
