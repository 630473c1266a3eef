import type { Onboarding, Overview } from '@shared/onboarding/onboarding-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

export const overviewKeys = {
  onboarding: ['workspace', 'onboarding'] as const,
  overview: (days: number) => ['workspace', 'overview', days] as const,
  overviewAll: ['workspace', 'overview'] as const,
}

/** The provider's onboarding checklist and overview (/api/provider/onboarding, /api/provider/overview). */
export const overviewApi = {
  onboarding: (signal?: AbortSignal) =>
    authenticatedRequest<Onboarding>('/api/provider/onboarding', { signal }),
  publish: () => authenticatedRequest<Onboarding>('/api/provider/onboarding/publish', { method: 'POST' }),
  setRadius: (km: number) =>
    authenticatedRequest<Onboarding>('/api/provider/onboarding/service-radius', {
      method: 'PUT',
      body: { km },
    }),
  upload: (kind: 'logo' | 'insurance', form: FormData) =>
    authenticatedRequest<Onboarding>(`/api/provider/onboarding/documents/${kind}`, {
      method: 'POST',
      body: form,
    }),
  overview: (days: 30 | 90, signal?: AbortSignal) =>
    authenticatedRequest<Overview>(`/api/provider/overview?days=${days}`, { signal }),
}
