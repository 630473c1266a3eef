import type { Profile, ProfileStoreSchema } from '@shared/accounts/account-schemas'
import { profileContract } from '@shared/api/profile-contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import type { z } from 'zod'
import { profileQueryKey } from './get-profile'

/** Any subset of the profile fields, as the server takes them ('' clears a text field). */
export type ProfileChanges = z.input<typeof ProfileStoreSchema>

/** POST /api/users/profile/store: merges the changes into the caller's profile and returns it. */
export async function storeProfile(changes: ProfileChanges): Promise<Profile> {
  const { data } = await call(profileContract.store, { body: changes })
  return data
}

export function useStoreProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: storeProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.id), profile),
  })
}
