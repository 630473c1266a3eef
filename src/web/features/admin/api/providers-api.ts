import type { ProviderListQuery } from '@shared/admin/provider-admin-schemas'
import { adminProvidersContract as providers } from '@shared/api/admin-providers-contract'
import type { BodyOf } from '@shared/api/operation'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { adminKeys } from './admin-keys'

export type ProviderQuery = Partial<ProviderListQuery>

export function useProviders(query: ProviderQuery) {
  return useQuery({
    queryKey: adminKeys.providers(query),
    queryFn: ({ signal }) => call(providers.providers.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useProvider(id: number) {
  return useQuery({
    queryKey: adminKeys.provider(id),
    queryFn: ({ signal }) => call(providers.providers.detail, { params: { id } }, { signal }),
  })
}

function useProviderMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

export const useCreateProvider = () =>
  useProviderMutation((body: BodyOf<typeof providers.create>) => call(providers.create, { body }))
export const useEditProvider = (id: number) =>
  useProviderMutation((body: BodyOf<typeof providers.edit>) => call(providers.edit, { params: { id }, body }))
export const useSetProviderStatus = (id: number) =>
  useProviderMutation((status: 'active' | 'inactive') =>
    call(providers.setStatus, { params: { id }, body: { status } }),
  )
export const useSetProviderChecks = (id: number) =>
  useProviderMutation((body: BodyOf<typeof providers.setChecks>) =>
    call(providers.setChecks, { params: { id }, body }),
  )
export const useDeleteProvider = (id: number) =>
  useProviderMutation((confirm: string) => call(providers.delete, { params: { id }, body: { confirm } }))
export const useBulkProviders = () =>
  useProviderMutation((body: { ids: number[]; action: 'activate' | 'deactivate' }) =>
    call(providers.providers.bulk, { body }),
  )
