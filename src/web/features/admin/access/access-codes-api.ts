import type { AccessCodeCreate, AccessCodeListQuerySchema, AccessInvite } from '@shared/access/access-schemas'
import { adminAccessContract as access } from '@shared/api/admin-access-contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import type { z } from 'zod'

const KEY = ['admin', 'access-codes'] as const

/** Every code of a state (or all), newest first, on one page. */
export function useAccessCodes(query: z.output<typeof AccessCodeListQuerySchema>) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => call(access.codes.list, { query }, { signal }),
  })
}

function useCodeMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

export const useCreateAccessCode = () =>
  useCodeMutation((body: AccessCodeCreate) => call(access.createCode, { body }))

export const useInviteByEmail = () =>
  useCodeMutation((body: AccessInvite) => call(access.inviteByEmail, { body }))

export const useRevokeAccessCode = () =>
  useCodeMutation((id: string) => call(access.revokeCode, { params: { id } }))
