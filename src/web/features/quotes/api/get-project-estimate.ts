import { quotesContract } from '@shared/api/quotes-contract'
import type { ProjectEstimateRequest } from '@shared/quotes/quote-request-schemas'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

/** POST /api/public/project-estimate: the range a written project will carry to its providers. */
export function useProjectEstimate(input: ProjectEstimateRequest | null) {
  return useQuery({
    queryKey: ['project-estimate', input],
    queryFn: () =>
      input ? call(quotesContract.estimate, { body: input }) : Promise.reject(new Error('No project')),
    enabled: input !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
