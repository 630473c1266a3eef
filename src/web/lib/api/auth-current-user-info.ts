import { adminUsersContract } from '@shared/api/admin-users-contract'
import type { ResponseOf } from '@shared/api/operation'
import { call } from './call'

export type CurrentUserInfo = ResponseOf<typeof adminUsersContract.currentUser>['data']

/** product §4, §7: the server's word on who is signed in; admin status is read from data.type. */
export async function fetchCurrentUserInfo(signal?: AbortSignal): Promise<CurrentUserInfo> {
  const { data } = await call(adminUsersContract.currentUser, {}, { signal })
  return data
}
