import type { Profile } from '@shared/accounts/account-schemas'
import { profileContract } from '@shared/api/profile-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'

/** Keyed by the account, so signing in as someone else never shows the previous person's profile. */
export const profileQueryKey = (userId: string | undefined) => ['profiles', 'me', userId ?? null] as const

/** GET /api/users/me: the signed-in person's profile. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await call(profileContract.me, {}, { signal })
  return data
}

export function useProfile() {
  const userId = useAuth().user?.id
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(userId),
    // The form edits this copy; a background refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
