import type { AdminActionResult } from '@shared/admin/admin-common-schemas'
import type {
  ProviderDetail,
  ProviderFieldsInput,
  ProviderListQuery,
  ProviderPage,
} from '@shared/admin/provider-admin-schemas'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { adminKeys, queryString } from './admin-keys'

export type ProviderQuery = Partial<ProviderListQuery>

export function useProviders(query: ProviderQuery) {
  return useQuery({
    queryKey: adminKeys.providers(query),
    queryFn: ({ signal }) =>
      authenticatedRequest<ProviderPage>(`/api/admin/providers${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useProvider(id: number) {
  return useQuery({
    queryKey: adminKeys.provider(id),
    queryFn: ({ signal }) => authenticatedRequest<ProviderDetail>(`/api/admin/providers/${id}`, { signal }),
  })
}

function useProviderMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
const post = <T>(path: string, body?: unknown) =>
  authenticatedRequest<T>(path, { method: 'POST', ...(body === undefined ? {} : { body }) })

export const useCreateProvider = () =>
  useProviderMutation((input: ProviderFieldsInput) => post<{ id: number }>('/api/admin/providers', input))
export const useEditProvider = (id: number) =>
  useProviderMutation((input: Partial<ProviderFieldsInput>) =>
    authenticatedRequest<AdminActionResult>(`/api/admin/providers/${id}`, { method: 'PATCH', body: input }),
  )
export const useSetProviderStatus = (id: number) =>
  useProviderMutation((status: 'active' | 'inactive') =>
    post<AdminActionResult>(`/api/admin/providers/${id}/status`, { status }),
  )
export const useSetProviderChecks = (id: number) =>
  useProviderMutation((checks: { verified?: boolean; insured?: boolean; premium?: boolean }) =>
    post<AdminActionResult>(`/api/admin/providers/${id}/checks`, checks),
  )
export const useDeleteProvider = (id: number) =>
  useProviderMutation((confirm: string) =>
    post<AdminActionResult>(`/api/admin/providers/${id}/delete`, { confirm }),
  )
export const useBulkProviders = () =>
  useProviderMutation((input: { ids: number[]; action: 'activate' | 'deactivate' }) =>
    post<AdminActionResult>('/api/admin/providers/bulk', input),
  )
