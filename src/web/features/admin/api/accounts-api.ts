import type {
  AccountCreateInput,
  AccountDetail,
  AccountEditInput,
  AccountListQuery,
  AccountPage,
  AccountRole,
  AccountStatus,
} from '@shared/admin/account-admin-schemas'
import type { AdminActionResult } from '@shared/admin/admin-common-schemas'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { adminKeys, queryString } from './admin-keys'

export type AccountQuery = Partial<AccountListQuery>

/** GET /api/admin/users: one page of accounts. */
export function useAccounts(query: AccountQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      authenticatedRequest<AccountPage>(`/api/admin/users${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/users/:id. */
export function useAccount(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) =>
      authenticatedRequest<AccountDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  })
}

/** After any change to accounts: the tables, the account and the overview are read again. */
function useAccountMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

const post = <T>(path: string, body?: unknown) =>
  authenticatedRequest<T>(path, { method: 'POST', ...(body === undefined ? {} : { body }) })
const userPath = (id: string, action = '') => `/api/admin/users/${encodeURIComponent(id)}${action}`

export const useCreateAccount = () =>
  useAccountMutation((input: AccountCreateInput) => post<{ id: string }>('/api/admin/users', input))
export const useEditAccount = (id: string) =>
  useAccountMutation((input: AccountEditInput) =>
    authenticatedRequest<AdminActionResult>(userPath(id), { method: 'PATCH', body: input }),
  )
export const useSetAccountStatus = (id: string) =>
  useAccountMutation((input: { status: AccountStatus; reason?: string }) =>
    post<AdminActionResult>(userPath(id, '/status'), input),
  )
export const useSetAccountRole = (id: string) =>
  useAccountMutation((role: AccountRole) => post<AdminActionResult>(userPath(id, '/role'), { role }))
export const useSetAccountVerified = (id: string) =>
  useAccountMutation((verified: boolean) => post<AdminActionResult>(userPath(id, '/verify'), { verified }))
export const useAdjustCredits = (id: string) =>
  useAccountMutation((input: { delta: number; reason: string }) =>
    post<{ balance: number }>(userPath(id, '/credits'), input),
  )
export const useSendPasswordReset = (id: string) =>
  useAccountMutation(() => post<AdminActionResult>(userPath(id, '/password-reset')))
export const useDeleteAccount = (id: string) =>
  useAccountMutation((confirm: string) => post<AdminActionResult>(userPath(id, '/delete'), { confirm }))
export const useBulkAccounts = () =>
  useAccountMutation((input: { ids: string[]; action: 'activate' | 'deactivate' | 'verify' | 'unverify' }) =>
    post<AdminActionResult>('/api/admin/users/bulk', input),
  )
