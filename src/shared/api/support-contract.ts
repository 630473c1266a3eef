import { ClientErrorReportSchema } from '@shared/admin/audit-schemas'
import { ContactMessageSchema, ContactReceiptSchema } from '@shared/contact/contact-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import {
  ReportSchema,
  SupportLinkQuerySchema,
  SupportPublicMessageSchema,
  SupportPublicThreadSchema,
  SupportReceiptSchema,
} from '@shared/support/support-schemas'
import { z } from 'zod'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** Reports, the support desk's public thread and contact messages (ADR 078). */
export const supportContract = {
  report: defineOperation({
    method: 'POST',
    path: '/api/public/reports',
    access: 'public',
    tags: ['support'],
    summary: 'Report a listing, a review, a message or a request to the LuxPro team',
    body: ReportSchema,
    responses: { 201: SupportReceiptSchema, ...errorResponses(400, 404, 413, 415, 429) },
  }),
  thread: defineOperation({
    method: 'GET',
    path: '/api/public/support/thread',
    access: 'public',
    tags: ['support'],
    summary: 'A case and its conversation, as the signed link in its emails opens it',
    query: SupportLinkQuerySchema,
    responses: { 200: SupportPublicThreadSchema, ...errorResponses(400, 404, 429) },
  }),
  replyToThread: defineOperation({
    method: 'POST',
    path: '/api/public/support/thread',
    access: 'public',
    tags: ['support'],
    summary: 'The sender’s answer through the signed link: it joins the same conversation',
    query: SupportLinkQuerySchema,
    body: SupportPublicMessageSchema,
    responses: { 200: SupportPublicThreadSchema, ...errorResponses(400, 404, 413, 415, 429) },
  }),
  contact: defineOperation({
    method: 'POST',
    path: '/api/public/contact',
    access: 'public',
    tags: ['contact'],
    summary: 'Send a message to the LuxPro team (it opens a case in the support desk)',
    body: ContactMessageSchema,
    responses: { 201: ContactReceiptSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
  }),
  errorReport: defineOperation({
    method: 'POST',
    path: '/api/public/error-reports',
    access: 'public',
    tags: ['system'],
    summary: 'The web app reports the error its error page showed (the ID the person sees)',
    body: ClientErrorReportSchema,
    responses: { 202: z.object({ ok: z.literal(true) }), ...errorResponses(400, 413, 415) },
  }),
}
