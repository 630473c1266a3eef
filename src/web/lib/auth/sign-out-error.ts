import { ApiRequestError } from '@web/lib/api/request-error'

/**
 * product §8 sign-out, in the common namespace: the server answered and refused ("Failed to
 * logout"), or it could not be reached at all ("Error signing out"). Either way the local session
 * is already cleared.
 */
export function signOutErrorKey(error: unknown): 'account.logoutFailed' | 'account.signOutError' {
  return error instanceof ApiRequestError && error.status > 0
    ? 'account.logoutFailed'
    : 'account.signOutError'
}
