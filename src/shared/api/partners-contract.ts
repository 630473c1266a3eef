import {
  ApplicationAnswerSchema,
  ApplicationDraftSchema,
  ApplicationQuestionSchema,
  ApplicationStartedSchema,
  ApplicationStartSchema,
  ApplicationStepSaveSchema,
  ApplicationSubmittedSchema,
  ApplicationTokenQuerySchema,
} from '@shared/applications/application-schemas'
import {
  BillingOverviewSchema,
  CheckoutLinkSchema,
  InvoiceIdParamsSchema,
  PlanChangeSchema,
  PlanRequestReceiptSchema,
  PlanRequestSchema,
} from '@shared/billing/billing-schemas'
import { CreditNoteIdParamsSchema } from '@shared/billing/credit-note-schemas'
import { defineOperation } from './operation'
import { errorResponses, fileResponse } from './responses'

/** The partner application and the provider's billing (ADR 078). */
export const partnersContract = {
  start: defineOperation({
    method: 'POST',
    path: '/api/public/partner-applications',
    access: 'public',
    tags: ['applications'],
    summary: 'Start a partner application with its first step (a draft; its link is emailed)',
    body: ApplicationStartSchema,
    responses: { 201: ApplicationStartedSchema, ...errorResponses(400, 413, 415, 429, 503) },
  }),
  draft: defineOperation({
    method: 'GET',
    path: '/api/public/partner-applications/draft',
    access: 'public',
    tags: ['applications'],
    summary: 'The draft a link opens (for 7 days, until it is submitted)',
    query: ApplicationTokenQuerySchema,
    responses: { 200: ApplicationDraftSchema, ...errorResponses(400, 404, 429, 503) },
  }),
  saveStep: defineOperation({
    method: 'PUT',
    path: '/api/public/partner-applications/draft',
    access: 'public',
    tags: ['applications'],
    summary: 'Save one step of a draft (basic, business or final)',
    query: ApplicationTokenQuerySchema,
    body: ApplicationStepSaveSchema,
    responses: { 200: ApplicationDraftSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 503) },
  }),
  submit: defineOperation({
    method: 'POST',
    path: '/api/public/partner-applications/draft/submit',
    access: 'public',
    tags: ['applications'],
    summary: 'Submit a complete draft: the 48-hour review starts and a confirmation is emailed',
    query: ApplicationTokenQuerySchema,
    responses: { 200: ApplicationSubmittedSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 503) },
  }),
  question: defineOperation({
    method: 'GET',
    path: '/api/public/partner-applications/question',
    access: 'public',
    tags: ['applications'],
    summary: "A reviewer's question, as the answer link shows it",
    query: ApplicationTokenQuerySchema,
    responses: { 200: ApplicationQuestionSchema, ...errorResponses(400, 404, 429, 503) },
  }),
  answer: defineOperation({
    method: 'POST',
    path: '/api/public/partner-applications/answer',
    access: 'public',
    tags: ['applications'],
    summary: "Answer a reviewer's question: the review (and its clock) goes on",
    query: ApplicationTokenQuerySchema,
    body: ApplicationAnswerSchema,
    responses: { 200: ApplicationQuestionSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 503) },
  }),
  billing: defineOperation({
    method: 'GET',
    path: '/api/provider/billing',
    access: 'provider',
    tags: ['billing'],
    summary: "The caller's plan, its pending change and its invoices",
    responses: { 200: BillingOverviewSchema, ...errorResponses(401, 403, 404, 429, 503) },
  }),
  changePlan: defineOperation({
    method: 'PUT',
    path: '/api/provider/billing/plan',
    access: 'provider',
    tags: ['billing'],
    summary:
      'Change the plan on the terms the provider confirmed (monthly price, start day): it takes effect at the next period; Enterprise is on request (422)',
    body: PlanChangeSchema,
    responses: {
      200: BillingOverviewSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  }),
  invoicePdf: defineOperation({
    method: 'GET',
    path: '/api/provider/billing/invoices/:id/pdf',
    access: 'provider',
    tags: ['billing'],
    summary: 'One of your invoices as a PDF',
    params: InvoiceIdParamsSchema,
    responses: {
      200: fileResponse('The invoice (PDF)', ['application/pdf']),
      ...errorResponses(400, 401, 403, 404, 429, 503),
    },
  }),
  checkout: defineOperation({
    method: 'POST',
    path: '/api/provider/billing/invoices/:id/checkout',
    access: 'provider',
    tags: ['billing'],
    summary:
      'Start paying one of your unpaid invoices by card or SEPA direct debit: the Stripe Checkout page to open (only when Stripe is configured)',
    params: InvoiceIdParamsSchema,
    responses: {
      200: CheckoutLinkSchema,
      ...errorResponses(400, 401, 403, 404, 409, 429, 503),
    },
  }),
  creditNotePdf: defineOperation({
    method: 'GET',
    path: '/api/provider/billing/credit-notes/:id/pdf',
    access: 'provider',
    tags: ['billing'],
    summary: 'One of your credit notes as a PDF',
    params: CreditNoteIdParamsSchema,
    responses: {
      200: fileResponse('The credit note (PDF)', ['application/pdf']),
      ...errorResponses(400, 401, 403, 404, 429, 503),
    },
  }),
  requestPlanOffer: defineOperation({
    method: 'POST',
    path: '/api/provider/billing/plan-requests',
    access: 'provider',
    tags: ['support', 'billing'],
    summary:
      'Ask for an offer on a plan on request (Enterprise): it opens a case in the support desk; the plan does not change',
    body: PlanRequestSchema,
    responses: {
      201: PlanRequestReceiptSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  }),
}
