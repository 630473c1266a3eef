import { workspaceContract } from '@shared/api/workspace-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { ApiRequestError } from '@web/lib/api/request-error'

/** One key for the list: the workspace edits it, the quote form offers it. */
export const quoteTemplateKeys = { all: ['provider', 'quote-templates'] as const }

/** GET /api/provider/quote-templates: the signed-in provider's reusable quote amounts and texts. */
export function getQuoteTemplates(signal?: AbortSignal) {
  return call(workspaceContract.quoteTemplates, {}, { signal })
}

/** Not a provider, not signed in, or no listing yet: there is simply nothing to offer. */
const isNotMine = (error: unknown) =>
  error instanceof ApiRequestError && [401, 403, 404].includes(error.status)

export function useQuoteTemplates(enabled = true) {
  return useQuery({
    queryKey: quoteTemplateKeys.all,
    queryFn: ({ signal }) => getQuoteTemplates(signal),
    enabled,
    retry: (count, error) => !isNotMine(error) && count < 1,
    staleTime: 5 * 60_000,
  })
}
