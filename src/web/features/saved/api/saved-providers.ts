import { savedContract } from '@shared/api/saved-contract'
import type { SavedList, SavedProvider } from '@shared/saved/saved-provider-schemas'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export const savedKeys = {
  list: ['saved-providers'] as const,
}

/** GET /api/saved-providers: the signed-in customer's list, newest first. */
export function useSavedProviders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedKeys.list,
    queryFn: ({ signal }) => call(savedContract.list, {}, { signal }),
    enabled,
  })
}

/** Changes the loaded list in place; a list not loaded yet is asked for again. */
function changeList(queryClient: QueryClient, change: (items: SavedProvider[]) => SavedProvider[]) {
  const list = queryClient.getQueryData<SavedList>(savedKeys.list)
  if (list) queryClient.setQueryData<SavedList>(savedKeys.list, { items: change(list.items) })
  else void queryClient.invalidateQueries({ queryKey: savedKeys.list })
}

/** PUT or DELETE /api/saved-providers/:id: save or unsave one provider. */
export function useToggleSaved() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ providerId, save }: { providerId: number; save: boolean }) =>
      save
        ? call(savedContract.save, { params: { providerId } })
        : call(savedContract.remove, { params: { providerId } }),
    onSuccess: (answer, { providerId }) =>
      changeList(queryClient, (items) => {
        const others = items.filter((saved) => saved.id !== providerId)
        return answer ? [answer, ...others] : others
      }),
  })
}

/** PATCH /api/saved-providers/:id: the private note (empty clears it). */
export function useSaveNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ providerId, note }: { providerId: number; note: string }) =>
      call(savedContract.writeNote, { params: { providerId }, body: { note } }),
    onSuccess: (item) =>
      changeList(queryClient, (items) => items.map((saved) => (saved.id === item.id ? item : saved))),
  })
}

/** POST /api/saved-providers/merge: the browser's list joins the account, in one request. */
export function mergeSavedProviders(providerIds: readonly number[]) {
  return call(savedContract.merge, { body: { providerIds: [...providerIds] } })
}
