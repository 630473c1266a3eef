import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPendingProject } from '@web/features/quotes/api/get-pending-project'
import { quoteKeys } from '@web/features/quotes/api/quote-keys'
import { sendPendingProject } from '@web/features/quotes/api/send-pending-project'
import { pendingProjectKey } from '@web/lib/api/pending-project-key'
import { useAuth } from '@web/lib/auth/auth-context'
import { type RefObject, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sendFailure } from './project-request-form'

/** The kept project is no longer in the account: sent or discarded from another tab or device. */
class KeptProjectGone extends Error {}

/**
 * What the request dialog does once the visitor has signed in inline. A registration kept the project
 * on the server: that copy is sent (so it cannot go twice). A login to an existing account kept
 * nothing: the form, still filled in, is submitted again, now signed in.
 */
export function useSendAfterSignIn({
  onSent,
  formRef,
  onResubmit,
}: {
  onSent: (created: CreatedQuoteRequests) => void
  formRef: RefObject<HTMLFormElement | null>
  /** Just before the form is submitted again: show it. */
  onResubmit: () => void
}) {
  const { t } = useTranslation('requests')
  const queryClient = useQueryClient()
  const { refresh } = useAuth()
  const [resubmit, setResubmit] = useState(false)
  const sending = useMutation({
    mutationFn: async () => {
      const kept = await getPendingProject()
      if (!kept) throw new KeptProjectGone()
      return sendPendingProject(kept.id)
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.mine })
      // The header's credits counter reads the profile: one credit was just spent.
      void refresh()
      onSent(created)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingProjectKey }),
  })
  // After the render that shows the signed-in form, so that its submit sees the account.
  useEffect(() => {
    if (!resubmit) return
    setResubmit(false)
    formRef.current?.requestSubmit()
  }, [resubmit, formRef])

  const run = (kept: boolean) => {
    if (kept) return sending.mutate()
    onResubmit()
    setResubmit(true)
  }
  let failure: string | null = null
  if (sending.isError) {
    const reason =
      sending.error instanceof KeptProjectGone ? { key: 'kept.gone' } : sendFailure(sending.error)
    failure = 'key' in reason ? t(reason.key) : reason.message
  }
  return { run, sending: sending.isPending, failure }
}
