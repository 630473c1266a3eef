import { providersContract } from '@shared/api/providers-contract'
import { workspaceContract } from '@shared/api/workspace-contract'
import type { VerificationDocumentKind } from '@shared/providers/trust-claims'
import type { AvailabilityInput, QuoteTemplateInput, ServiceInput } from '@shared/workspace/workspace-schemas'
import { quoteTemplateKeys } from '@web/hooks/use-quote-templates'
import { call } from '@web/lib/api/call'

export const workspaceKeys = {
  services: ['workspace', 'services'] as const,
  availability: ['workspace', 'availability'] as const,
  portfolio: ['workspace', 'portfolio'] as const,
  reviews: ['workspace', 'reviews'] as const,
  documents: ['workspace', 'documents'] as const,
  reviewPage: (page: number) => ['workspace', 'reviews', page] as const,
  // The quote form reads the same list: one key keeps both fresh.
  quoteTemplates: quoteTemplateKeys.all,
}

/** Reviews per page of the dashboard's list (the API allows up to 20). */
export const REVIEWS_PER_PAGE = 10

/** The signed-in provider's workspace (/api/provider/*): every call is about the business they own. */
export const workspaceApi = {
  documents: () => call(workspaceContract.documents),
  uploadDocument: (kind: VerificationDocumentKind, form: FormData) =>
    call(workspaceContract.uploadDocument, { params: { kind } }, { form }),
  services: () => call(workspaceContract.services),
  addService: (input: ServiceInput) => call(workspaceContract.addService, { body: input }),
  updateService: (id: number, input: ServiceInput) =>
    call(workspaceContract.updateService, { params: { id }, body: input }),
  removeService: (id: number) => call(workspaceContract.removeService, { params: { id } }),
  availability: () => call(workspaceContract.availability),
  saveAvailability: (input: AvailabilityInput) => call(workspaceContract.saveAvailability, { body: input }),
  portfolio: () => call(workspaceContract.portfolio),
  addPortfolioImage: (form: FormData) => call(workspaceContract.addPortfolioImage, {}, { form }),
  updateCaption: (id: number, caption: string) =>
    call(workspaceContract.updateCaption, { params: { id }, body: { caption } }),
  removePortfolioImage: (id: number) => call(workspaceContract.removePortfolioImage, { params: { id } }),
  reviews: (page: number) =>
    call(providersContract.myReviews, { query: { page, pageSize: REVIEWS_PER_PAGE } }),
  replyToReview: (id: number, text: string) =>
    call(providersContract.replyToReview, { params: { id }, body: { text } }),
  addQuoteTemplate: (input: QuoteTemplateInput) => call(workspaceContract.addQuoteTemplate, { body: input }),
  removeQuoteTemplate: (id: number) => call(workspaceContract.removeQuoteTemplate, { params: { id } }),
}
