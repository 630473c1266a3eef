import type { WaitingList, WaitingListState } from '@shared/access/access-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

const KEY = ['admin', 'access-waiting-list'] as const

/** GET /api/admin/access-waiting-list: who waits (or was invited), with both counts. */
export function useWaitingList({ state }: { state: WaitingListState }) {
  return useQuery({
    queryKey: [...KEY, state],
    queryFn: ({ signal }) =>
      authenticatedRequest<WaitingList>(`/api/admin/access-waiting-list?state=${state}`, { signal }),
  })
}

/** POST /api/admin/access-waiting-list/invite: a code by email to each chosen person; answers how many. */
export function useInviteFromWaitingList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) =>
      authenticatedRequest<{ invited: number }>('/api/admin/access-waiting-list/invite', {
        method: 'POST',
        body: { ids },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'access-codes'] }),
      ]),
  })
}
