import type {
  AccessCodeCreate,
  AccessCodeRow,
  AccessCodeState,
  AccessInvite,
} from '@shared/access/access-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

const KEY = ['admin', 'access-codes'] as const

export function useAccessCodes(state: AccessCodeState | '') {
  return useQuery({
    queryKey: [...KEY, state],
    queryFn: ({ signal }) =>
      authenticatedRequest<{ items: AccessCodeRow[] }>(
        `/api/admin/access-codes${state ? `?state=${state}` : ''}`,
        { signal },
      ),
    select: (data) => data.items,
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
