import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import type { ProjectEstimateRequest } from '@shared/quotes/quote-request-schemas'
import { useQuery } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'

/** POST /api/public/project-estimate: the range a written project will carry to its providers. */
export function useProjectEstimate(input: ProjectEstimateRequest | null) {
  return useQuery({
    queryKey: ['project-estimate', input],
    queryFn: () =>
      sendRequest<ProjectEstimate>('/api/public/project-estimate', {
        method: 'POST',
        body: input ?? undefined,
      }),
    enabled: input !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
