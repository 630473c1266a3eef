import type { OwnDocument } from '@shared/providers/document-review-schemas'
import type { Review, ReviewPage } from '@shared/providers/provider-profile-schemas'
import type { VerificationDocumentKind } from '@shared/providers/trust-claims'
import type {
  Availability,
  AvailabilityInput,
  PortfolioItem,
  QuoteTemplate,
  QuoteTemplateInput,
  Service,
  ServiceInput,
} from '@shared/workspace/workspace-schemas'
import { quoteTemplateKeys } from '@web/hooks/use-quote-templates'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

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

type Items<T> = { items: T[] }

/** Reviews per page of the dashboard's list (the API allows up to 20). */
export const REVIEWS_PER_PAGE = 10

/** The signed-in provider's workspace (/api/provider/*): every call is about the business they own. */
export const workspaceApi = {
  documents: () => authenticatedRequest<Items<OwnDocument>>('/api/provider/documents'),
  uploadDocument: (kind: VerificationDocumentKind, form: FormData) =>
    authenticatedRequest<unknown>(`/api/provider/onboarding/documents/${kind}`, {
      method: 'POST',
      body: form,
    }),
  services: () => authenticatedRequest<Items<Service>>('/api/provider/services'),
  addService: (input: ServiceInput) =>
    authenticatedRequest<Service>('/api/provider/services', { method: 'POST', body: input }),
  updateService: (id: number, input: ServiceInput) =>
    authenticatedRequest<Service>(`/api/provider/services/${id}`, { method: 'PUT', body: input }),
  removeService: (id: number) =>
    authenticatedRequest<Items<Service>>(`/api/provider/services/${id}`, { method: 'DELETE' }),

  availability: () => authenticatedRequest<Availability>('/api/provider/availability'),
  saveAvailability: (input: AvailabilityInput) =>
    authenticatedRequest<Availability>('/api/provider/availability', { method: 'PUT', body: input }),

  portfolio: () => authenticatedRequest<Items<PortfolioItem>>('/api/provider/portfolio'),
  addPortfolioImage: (form: FormData) =>
    authenticatedRequest<PortfolioItem>('/api/provider/portfolio', { method: 'POST', body: form }),
  updateCaption: (id: number, caption: string) =>
    authenticatedRequest<PortfolioItem>(`/api/provider/portfolio/${id}`, {
      method: 'PATCH',
      body: { caption },
    }),
  removePortfolioImage: (id: number) =>
    authenticatedRequest<Items<PortfolioItem>>(`/api/provider/portfolio/${id}`, { method: 'DELETE' }),

  reviews: (page: number) =>
    authenticatedRequest<ReviewPage>(`/api/provider/reviews?page=${page}&pageSize=${REVIEWS_PER_PAGE}`),
  replyToReview: (id: number, text: string) =>
    authenticatedRequest<Review>(`/api/reviews/${id}/reply`, { method: 'PUT', body: { text } }),

  addQuoteTemplate: (input: QuoteTemplateInput) =>
    authenticatedRequest<QuoteTemplate>('/api/provider/quote-templates', { method: 'POST', body: input }),
  removeQuoteTemplate: (id: number) =>
    authenticatedRequest<Items<QuoteTemplate>>(`/api/provider/quote-templates/${id}`, {
      method: 'DELETE',
    }),
}
