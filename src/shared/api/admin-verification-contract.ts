import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import { IdParamsSchema } from '@shared/admin/content-admin-schemas'
import {
  ApproveDocumentSchema,
  DocumentQueueQuerySchema,
  DocumentQueueSchema,
  RejectDocumentSchema,
} from '@shared/providers/document-review-schemas'
import { defineOperation } from './operation'
import { errorResponses, fileResponse } from './responses'

const tags = ['verification']
/** The types a document is uploaded in, and served back in. */
const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp']

/** The verification queue: the documents behind trust claims (ADR 076, 078). */
export const adminVerificationContract = {
  queue: defineOperation({
    method: 'GET',
    path: '/api/admin/documents',
    access: 'admin',
    tags: [...tags, 'admin'],
    summary: 'The verification queue: pending documents oldest first, or the approved or rejected ones',
    query: DocumentQueueQuerySchema,
    responses: { 200: DocumentQueueSchema, ...errorResponses(400, 401, 403, 429, 503) },
  }),
  file: defineOperation({
    method: 'GET',
    path: '/api/admin/documents/:id/file',
    access: 'admin',
    tags: [...tags, 'admin'],
    summary: "A document's file, to read it before deciding",
    params: IdParamsSchema,
    responses: {
      200: fileResponse('The document', DOCUMENT_TYPES),
      ...errorResponses(400, 401, 403, 404, 429, 503),
    },
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/api/admin/documents/:id/approve',
    access: 'admin',
    tags: [...tags, 'admin'],
    summary: "Approve a pending document until its last valid day: the listing's badge shows at once",
    params: IdParamsSchema,
    body: ApproveDocumentSchema,
    responses: {
      200: AdminActionResultSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  }),
  reject: defineOperation({
    method: 'POST',
    path: '/api/admin/documents/:id/reject',
    access: 'admin',
    tags: [...tags, 'admin'],
    summary: 'Reject a pending document with a reason, emailed to the provider in their language',
    params: IdParamsSchema,
    body: RejectDocumentSchema,
    responses: {
      200: AdminActionResultSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  }),
}
