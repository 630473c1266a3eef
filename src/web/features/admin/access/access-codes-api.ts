import type {
  AccessCodeCreate,
  AccessCodeListQuerySchema,
  AccessCodeRow,
  AccessInvite,
} from '@shared/access/access-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { queryString } from '@web/features/admin/api/admin-keys'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import type { z } from 'zod'

const KEY = ['admin', 'access-codes'] as const

/** GET /api/admin/access-codes: every code of a state (or all), newest first, on one page. */
export function useAccessCodes(query: z.output<typeof AccessCodeListQuerySchema>) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) =>
      authenticatedRequest<{ items: AccessCodeRow[] }>(`/api/admin/access-codes${queryString(query)}`, {
        signal,
      }),
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
  useCodeMutation((body: AccessCodeCreate) =>
    authenticatedRequest<{ code: string; row: AccessCodeRow }>('/api/admin/access-codes', {
      method: 'POST',
      body,
    }),
  )

export const useInviteByEmail = () =>
  useCodeMutation((body: AccessInvite) =>
    authenticatedRequest<{ invited: number }>('/api/admin/access-codes/invite', { method: 'POST', body }),
  )

export const useRevokeAccessCode = () =>
  useCodeMutation((id: string) =>
    authenticatedRequest<AccessCodeRow>(`/api/admin/access-codes/${id}/revoke`, { method: 'POST' }),
  )
