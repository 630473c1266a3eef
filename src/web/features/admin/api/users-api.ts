import type { AccountListQuery, AccountRole, AccountStatus } from '@shared/admin/account-admin-schemas'
import { adminUsersContract as accounts } from '@shared/api/admin-users-contract'
import type { BodyOf } from '@shared/api/operation'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { adminKeys } from './admin-keys'

export type AccountQuery = Partial<AccountListQuery>

/** One page of accounts. */
export function useAccounts(query: AccountQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => call(accounts.users.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAccount(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => call(accounts.users.detail, { params: { id } }, { signal }),
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

export const useCreateAccount = () =>
  useAccountMutation((body: BodyOf<typeof accounts.create>) => call(accounts.create, { body }))
export const useEditAccount = (id: string) =>
  useAccountMutation((body: BodyOf<typeof accounts.edit>) => call(accounts.edit, { params: { id }, body }))
export const useSetAccountStatus = (id: string) =>
  useAccountMutation((body: { status: AccountStatus; reason?: string }) =>
    call(accounts.setStatus, { params: { id }, body }),
  )
export const useSetAccountRole = (id: string) =>
  useAccountMutation((role: AccountRole) => call(accounts.setRole, { params: { id }, body: { role } }))
export const useSetAccountVerified = (id: string) =>
  useAccountMutation((verified: boolean) =>
    call(accounts.setVerified, { params: { id }, body: { verified } }),
  )
export const useAdjustCredits = (id: string) =>
  useAccountMutation((body: { delta: number; reason: string }) =>
    call(accounts.adjustCredits, { params: { id }, body }),
  )
export const useSendPasswordReset = (id: string) =>
  useAccountMutation(() => call(accounts.sendPasswordReset, { params: { id } }))
export const useDeleteAccount = (id: string) =>
  useAccountMutation((confirm: string) => call(accounts.delete, { params: { id }, body: { confirm } }))
export const useBulkAccounts = () =>
  useAccountMutation((body: { ids: string[]; action: 'activate' | 'deactivate' | 'verify' | 'unverify' }) =>
    call(accounts.users.bulk, { body }),
  )
