import type { EmailPreferences } from '@shared/mail/email-topics'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { useAuth } from '@web/lib/auth/auth-context'

const key = (userId: string | undefined) => ['profiles', 'email-preferences', userId ?? null] as const

/** GET /api/email-preferences: which optional emails the signed-in person receives. */
export function useEmailPreferences() {
  const userId = useAuth().user?.id
  return useQuery({
    queryKey: key(userId),
    queryFn: () => authenticatedRequest<EmailPreferences>('/api/email-preferences'),
    enabled: Boolean(userId),
  })
}

/** PUT /api/email-preferences: turns optional emails on or off. */
export function useStoreEmailPreferences() {
  const userId = useAuth().user?.id
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (next: EmailPreferences) =>
      authenticatedRequest<EmailPreferences>('/api/email-preferences', { method: 'PUT', body: next }),
    onSuccess: (saved) => queryClient.setQueryData(key(userId), saved),
  })
}
