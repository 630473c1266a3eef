import { profileContract } from '@shared/api/profile-contract'
import type { NotificationPreferences } from '@shared/mail/notification-preferences'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'

const key = (userId: string | undefined) => ['profiles', 'email-preferences', userId ?? null] as const

/** GET /api/email-preferences: per family, the signed-in person's in-app notices and emails. */
export function useEmailPreferences() {
  const userId = useAuth().user?.id
  return useQuery({
    queryKey: key(userId),
    queryFn: () => call(profileContract.emailPreferences),
    enabled: Boolean(userId),
  })
}

/** PUT /api/email-preferences: stores every family's choice. */
export function useStoreEmailPreferences() {
  const userId = useAuth().user?.id
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (next: NotificationPreferences) =>
      call(profileContract.storeEmailPreferences, { body: next }),
    onSuccess: (saved) => queryClient.setQueryData(key(userId), saved),
  })
}
