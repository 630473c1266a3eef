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
  // The quote form reads the same list: one key keeps both fresh.
  quoteTemplates: quoteTemplateKeys.all,
}

type Items<T> = { items: T[] }

/** The signed-in provider's workspace (/api/provider/*): every call is about the business they own. */
export const workspaceApi = {
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

  addQuoteTemplate: (input: QuoteTemplateInput) =>
    authenticatedRequest<QuoteTemplate>('/api/provider/quote-templates', { method: 'POST', body: input }),
  removeQuoteTemplate: (id: number) =>
    authenticatedRequest<Items<QuoteTemplate>>(`/api/provider/quote-templates/${id}`, {
      method: 'DELETE',
    }),
}
