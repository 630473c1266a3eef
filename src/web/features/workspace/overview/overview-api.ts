import { workspaceContract } from '@shared/api/workspace-contract'
import { call } from '@web/lib/api/call'

export const overviewKeys = {
  onboarding: ['workspace', 'onboarding'] as const,
  overview: (days: number) => ['workspace', 'overview', days] as const,
  overviewAll: ['workspace', 'overview'] as const,
}

/** The provider's onboarding checklist and overview (/api/provider/onboarding, /api/provider/overview). */
export const overviewApi = {
  onboarding: (signal?: AbortSignal) => call(workspaceContract.onboarding, {}, { signal }),
  publish: () => call(workspaceContract.publish),
  setRadius: (km: number) => call(workspaceContract.setServiceRadius, { body: { km } }),
  upload: (kind: 'logo' | 'insurance', form: FormData) =>
    call(workspaceContract.uploadDocument, { params: { kind } }, { form }),
  overview: (days: 30 | 90, signal?: AbortSignal) =>
    call(workspaceContract.overview, { query: { days } }, { signal }),
}
