import type { WaitingListState } from '@shared/access/access-schemas'
import { adminAccessContract as access } from '@shared/api/admin-access-contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

const KEY = ['admin', 'access-waiting-list'] as const

/** Who waits (or was invited), with both counts. */
export function useWaitingList({ state }: { state: WaitingListState }) {
  return useQuery({
    queryKey: [...KEY, state],
    queryFn: ({ signal }) => call(access.waitingList.list, { query: { state } }, { signal }),
  })
}

/** A code by email to each chosen person; answers how many. */
export function useInviteFromWaitingList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => call(access.inviteFromWaitingList, { body: { ids } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'access-codes'] }),
      ]),
  })
}
