import type { Profile, ProfileFields } from '@shared/accounts/account-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import { profileQueryKey } from './get-profile'

/** Any subset of the profile fields; '' clears a field. */
export type ProfileChanges = { [K in keyof ProfileFields]?: ProfileFields[K] | '' }

/** POST /api/users/profile/store: merges the changes into the caller's profile and returns it. */
export async function storeProfile(changes: ProfileChanges): Promise<Profile> {
  const { data } = await sendRequest<{ data: Profile }>('/api/users/profile/store', {
    method: 'POST',
    body: changes,
  })
  return data
}

export function useStoreProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: storeProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.id), profile),
  })
}
