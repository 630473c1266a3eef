import type { Profile } from '@shared/accounts/account-schemas'
import { authContract } from '@shared/api/auth-contract'
import { profileContract } from '@shared/api/profile-contract'
import { call } from '@web/lib/api/call'
import { ApiRequestError } from './request-error'

/** The signed-in person's profile, or null when nobody is signed in (401). */
export async function fetchCurrentProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    const { data } = await call(profileContract.me, {}, { signal })
    return data
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

export async function signOutRemotely(): Promise<void> {
  await call(authContract.signOut, { body: {} })
}
