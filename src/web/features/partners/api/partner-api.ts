import type {
  ApplicationDraft,
  ApplicationQuestion,
  ApplicationStartInput,
  ApplicationStepSave,
  ApplicationSubmitted,
} from '@shared/applications/application-schemas'
import type {
  BillingOverview,
  CheckoutLink,
  PlanChangeInput,
  PlanRequestReceipt,
} from '@shared/billing/billing-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { sendRequest } from '@web/lib/api/http'

const q = (token: string) => `?token=${encodeURIComponent(token)}`

export const partnerKeys = {
  draft: (token: string | null) => ['partners', 'draft', token] as const,
  question: (token: string) => ['partners', 'question', token] as const,
  billing: ['partners', 'billing'] as const,
}

/**
 * The partner application (public, with the draft's link token; never cached) and the provider's
 * billing (signed in).
 */
export const partnerApi = {
  start: (input: ApplicationStartInput) =>
    sendRequest<{ token: string; draft: ApplicationDraft }>('/api/public/partner-applications', {
      method: 'POST',
      body: input,
    }),
  draft: (token: string, signal?: AbortSignal) =>
    sendRequest<ApplicationDraft>(`/api/public/partner-applications/draft${q(token)}`, { signal }),
  saveStep: (token: string, step: ApplicationStepSave) =>
    sendRequest<ApplicationDraft>(`/api/public/partner-applications/draft${q(token)}`, {
      method: 'PUT',
      body: step,
    }),
  submit: (token: string) =>
    sendRequest<ApplicationSubmitted>(`/api/public/partner-applications/draft/submit${q(token)}`, {
      method: 'POST',
    }),
  question: (token: string, signal?: AbortSignal) =>
    sendRequest<ApplicationQuestion>(`/api/public/partner-applications/question${q(token)}`, { signal }),
  answer: (token: string, answer: string) =>
    sendRequest<ApplicationQuestion>(`/api/public/partner-applications/answer${q(token)}`, {
      method: 'POST',
      body: { answer },
    }),
  billing: (signal?: AbortSignal) =>
    authenticatedRequest<BillingOverview>('/api/provider/billing', { signal }),
  changePlan: (input: PlanChangeInput) =>
    authenticatedRequest<BillingOverview>('/api/provider/billing/plan', { method: 'PUT', body: input }),
  /** Asks for an offer on a plan on request: a case in the support desk; the plan does not change. */
  requestPlanOffer: () =>
    authenticatedRequest<PlanRequestReceipt>('/api/provider/billing/plan-requests', {
      method: 'POST',
      body: { tier: 'enterprise' },
    }),
  /** The Stripe Checkout page paying one unpaid invoice by card or SEPA direct debit (ADR 043). */
  checkout: (invoiceId: number) =>
    authenticatedRequest<CheckoutLink>(`/api/provider/billing/invoices/${invoiceId}/checkout`, {
      method: 'POST',
    }),
}
