import type { CurrentUserInfoSchema } from '@shared/accounts/account-schemas'
import type { z } from 'zod'
import { sendRequest } from './http'

export type CurrentUserInfo = z.infer<typeof CurrentUserInfoSchema>['data']

/** product §4, §7: the server's word on who is signed in; admin status is read from data.type. */
export async function fetchCurrentUserInfo(signal?: AbortSignal): Promise<CurrentUserInfo> {
  const { data } = await sendRequest<z.infer<typeof CurrentUserInfoSchema>>('/api/admin/users/current/info', {
    signal,
  })
  return data
}
