import { RowIdParamSchema } from '@shared/http/row-id'
import { IMAGE_VARIANT_TYPES, ImageVariantQuerySchema } from '@shared/images/responsive-image'
import { MESSAGE_ATTACHMENT_TYPES, MessageAttachmentSchema } from '@shared/quotes/message-attachments'
import {
  PendingProjectParamsSchema,
  PendingProjectResponseSchema,
} from '@shared/quotes/pending-project-schemas'
import { ProjectEstimateSchema } from '@shared/quotes/project-estimate'
import { PROJECT_PHOTO_TYPES, UploadedProjectPhotoSchema } from '@shared/quotes/project-photos'
import {
  AcceptInputSchema,
  ConversationsSchema,
  CreatedQuoteRequestsSchema,
  CreateQuoteRequestsSchema,
  CustomerProjectsSchema,
  DeclineInputSchema,
  MessageInputSchema,
  MessageSchema,
  ProjectEstimateRequestSchema,
  ProviderInboxQuerySchema,
  ProviderInboxSchema,
  QuoteInputSchema,
  QuoteRequestDetailSchema,
  QuoteRequestIdParamsSchema,
  QuoteTokenQuerySchema,
  RejectInputSchema,
} from '@shared/quotes/quote-request-schemas'
import { IdParamsSchema } from '@shared/workspace/workspace-schemas'
import { z } from 'zod'
import { defineOperation } from './operation'
import { errorResponses, fileResponse } from './responses'

/** A customer's decision on a quote: the request as it now stands. */
const decision = <Body extends z.ZodType>(path: `/api/quotes/:id/${string}`, summary: string, body: Body) =>
  defineOperation({
    method: 'POST',
    path,
    access: 'customer',
    tags: ['quotes'],
    summary,
    params: QuoteRequestIdParamsSchema,
    body,
    responses: {
      200: QuoteRequestDetailSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  })

/**
 * A provider's answer to a request, public so that the email link works without an account: the
 * provider is found by session or by the link's token. The request as they now see it.
 */
const answer = <Path extends `/api/quote-requests/:id/${string}`>(path: Path, summary: string) =>
  defineOperation({
    method: 'POST',
    path,
    access: 'public',
    tags: ['quotes'],
    summary,
    params: QuoteRequestIdParamsSchema,
    query: QuoteTokenQuerySchema,
    responses: { 200: QuoteRequestDetailSchema, ...errorResponses(400, 403, 404, 409, 413, 415, 429, 503) },
  })

/** Quote requests, quotes, their messages and photos, and the project kept at registration (ADR 078). */
export const quotesContract = {
  myRequests: defineOperation({
    method: 'GET',
    path: '/api/quote-requests',
    access: 'customer',
    tags: ['quotes'],
    summary: 'My projects with the request to each provider',
    responses: { 200: CustomerProjectsSchema, ...errorResponses(401, 403, 429, 503) },
  }),
  conversations: defineOperation({
    method: 'GET',
    path: '/api/conversations',
    access: 'signedIn',
    tags: ['quotes'],
    summary: 'My conversations: requests with messages, as customer or provider, latest first',
    responses: { 200: ConversationsSchema, ...errorResponses(401, 429, 503) },
  }),
  providerInbox: defineOperation({
    method: 'GET',
    path: '/api/provider/quote-requests',
    access: 'provider',
    tags: ['quotes'],
    summary: 'Requests to the businesses I own, newest first',
    query: ProviderInboxQuerySchema,
    responses: { 200: ProviderInboxSchema, ...errorResponses(400, 401, 403, 429, 503) },
  }),
  sendMessage: defineOperation({
    method: 'POST',
    path: '/api/quote-requests/:id/messages',
    access: 'public',
    tags: ['quotes'],
    summary: 'Write to the other side of the request (text, files uploaded for it, or both)',
    params: QuoteRequestIdParamsSchema,
    query: QuoteTokenQuerySchema,
    body: MessageInputSchema,
    responses: { 201: MessageSchema, ...errorResponses(400, 403, 404, 409, 413, 415, 429, 503) },
  }),
  addAttachment: defineOperation({
    method: 'POST',
    path: '/api/quote-requests/:id/attachments',
    access: 'public',
    tags: ['quotes'],
    summary:
      'Upload a file for the message being written (multipart: file; JPEG, PNG or WebP photo, or PDF, judged by its bytes, ≤ 10 MB); its id goes with the message',
    consumes: ['multipart/form-data'],
    params: QuoteRequestIdParamsSchema,
    query: QuoteTokenQuerySchema,
    responses: {
      201: MessageAttachmentSchema,
      ...errorResponses(400, 403, 404, 409, 413, 415, 429, 503, 507),
    },
  }),
  attachment: defineOperation({
    method: 'GET',
    path: '/api/quote-requests/:id/attachments/:attachmentId',
    access: 'public',
    tags: ['quotes'],
    summary:
      'A file of a message: for the two sides of the request (a provider also with the email link token), or an admin handling a report of that message; ?v=webp-320 for a photo’s resized copy',
    params: z.object({ id: RowIdParamSchema, attachmentId: RowIdParamSchema }),
    query: QuoteTokenQuerySchema.extend(ImageVariantQuerySchema.shape),
    responses: {
      200: fileResponse('The file', [...MESSAGE_ATTACHMENT_TYPES, ...Object.values(IMAGE_VARIANT_TYPES)]),
      ...errorResponses(400, 404, 429, 503),
    },
  }),
  addPhoto: defineOperation({
    method: 'POST',
    path: '/api/project-photos',
    access: 'customer',
    tags: ['quotes'],
    summary:
      'Upload a photo for the project being written (multipart: file; JPEG, PNG or WebP, ≤ 10 MB, ≤ 50 megapixels); stored without its metadata',
    consumes: ['multipart/form-data'],
    responses: {
      201: UploadedProjectPhotoSchema,
      ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503, 507),
    },
  }),
  removePhoto: defineOperation({
    method: 'DELETE',
    path: '/api/project-photos/:id',
    access: 'customer',
    tags: ['quotes'],
    summary: 'Remove a photo I uploaded and have not sent yet',
    params: IdParamsSchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
  }),
  photo: defineOperation({
    method: 'GET',
    path: '/api/quote-requests/:id/photos/:photoId',
    access: 'public',
    tags: ['quotes'],
    summary:
      'A photo of the request’s project: for its customer, its provider (signed in or with the email link token), or an admin; ?v=webp-640 for a resized copy',
    params: z.object({ id: RowIdParamSchema, photoId: RowIdParamSchema }),
    query: QuoteTokenQuerySchema.extend(ImageVariantQuerySchema.shape),
    responses: {
      200: fileResponse('The photo', [...PROJECT_PHOTO_TYPES, ...Object.values(IMAGE_VARIANT_TYPES)]),
      ...errorResponses(400, 404, 429, 503),
    },
  }),
  send: defineOperation({
    method: 'POST',
    path: '/api/quote-requests',
    access: 'customer',
    tags: ['quotes'],
    summary: 'Send one project to 1–5 providers (one credit per project)',
    body: CreateQuoteRequestsSchema,
    responses: {
      201: CreatedQuoteRequestsSchema,
      ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503),
    },
  }),
  estimate: defineOperation({
    method: 'POST',
    path: '/api/public/project-estimate',
    access: 'public',
    tags: ['quotes'],
    summary: 'The estimate a written project will carry to its providers (total incl. VAT)',
    body: ProjectEstimateRequestSchema,
    responses: { 200: ProjectEstimateSchema, ...errorResponses(400, 403, 413, 415, 429, 503) },
  }),
  request: defineOperation({
    method: 'GET',
    path: '/api/quote-requests/:id',
    access: 'public',
    tags: ['quotes'],
    summary:
      'One request: for its customer, its provider (signed in or with the email link token), or an admin',
    params: QuoteRequestIdParamsSchema,
    query: QuoteTokenQuerySchema,
    responses: { 200: QuoteRequestDetailSchema, ...errorResponses(400, 404, 429, 503) },
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/api/quote-requests/:id/cancel',
    access: 'customer',
    tags: ['quotes'],
    summary: 'Cancel my request (while pending or accepted)',
    params: QuoteRequestIdParamsSchema,
    responses: {
      200: QuoteRequestDetailSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  }),
  pendingProject: defineOperation({
    method: 'GET',
    path: '/api/pending-project',
    access: 'customer',
    tags: ['quotes'],
    summary: 'My project kept at registration, waiting to be sent (or null)',
    responses: { 200: PendingProjectResponseSchema, ...errorResponses(401, 403, 429, 503) },
  }),
  sendPendingProject: defineOperation({
    method: 'POST',
    path: '/api/pending-project/:id/send',
    access: 'customer',
    tags: ['quotes'],
    summary: 'Send my kept project to its providers (one credit; once)',
    params: PendingProjectParamsSchema,
    responses: {
      201: CreatedQuoteRequestsSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  }),
  discardPendingProject: defineOperation({
    method: 'DELETE',
    path: '/api/pending-project/:id',
    access: 'customer',
    tags: ['quotes'],
    summary: 'Discard my kept project',
    params: PendingProjectParamsSchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
  }),
  accept: decision(
    '/api/quotes/:id/accept',
    'Accept a quote (the project’s other open requests close as not chosen)',
    AcceptInputSchema,
  ),
  reject: decision(
    '/api/quotes/:id/reject',
    'Reject a quote, with a reason for the provider',
    RejectInputSchema,
  ),
  submitQuote: {
    ...answer('/api/quote-requests/:id/quote', 'Send or revise the quote (while the request is pending)'),
    body: QuoteInputSchema,
  },
  decline: {
    ...answer('/api/quote-requests/:id/decline', 'Decline the request, with a reason'),
    body: DeclineInputSchema,
  },
  start: answer('/api/quote-requests/:id/start', 'Mark the accepted job as started'),
  complete: answer(
    '/api/quote-requests/:id/complete',
    'Mark the job as completed (the customer is invited to review)',
  ),
}
