import { operationUrl } from '@shared/api/operation'
import { partnersContract } from '@shared/api/partners-contract'
import type { ApplicationStartInput, ApplicationStepSave } from '@shared/applications/application-schemas'
import type { PlanChangeInput } from '@shared/billing/billing-schemas'
import { call } from '@web/lib/api/call'

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
  start: (input: ApplicationStartInput) => call(partnersContract.start, { body: input }),
  draft: (token: string, signal?: AbortSignal) =>
    call(partnersContract.draft, { query: { token } }, { signal }),
  saveStep: (token: string, step: ApplicationStepSave) =>
    call(partnersContract.saveStep, { query: { token }, body: step }),
  submit: (token: string) => call(partnersContract.submit, { query: { token } }),
  question: (token: string, signal?: AbortSignal) =>
    call(partnersContract.question, { query: { token } }, { signal }),
  answer: (token: string, answer: string) =>
    call(partnersContract.answer, { query: { token }, body: { answer } }),
  billing: (signal?: AbortSignal) => call(partnersContract.billing, {}, { signal }),
  changePlan: (input: PlanChangeInput) => call(partnersContract.changePlan, { body: input }),
  /** Asks for an offer on a plan on request: a case in the support desk; the plan does not change. */
  requestPlanOffer: () => call(partnersContract.requestPlanOffer, { body: { tier: 'enterprise' } }),
  /** The Stripe Checkout page paying one unpaid invoice by card or SEPA direct debit (ADR 043). */
  checkout: (invoiceId: number) => call(partnersContract.checkout, { params: { id: invoiceId } }),
  /** The PDF of an invoice or a credit note, to link to. */
  invoicePdfUrl: (id: number) => operationUrl(partnersContract.invoicePdf, { params: { id } }),
  creditNotePdfUrl: (id: number) => operationUrl(partnersContract.creditNotePdf, { params: { id } }),
}
