import * as Dialog from '@radix-ui/react-dialog'
import { roleOf } from '@shared/accounts/user-types'
import type { CreatedQuoteRequests, CreateQuoteRequestsInput } from '@shared/quotes/quote-request-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { SignInBlock } from '@web/features/auth/sign-in-block'
import { ProjectRequestForm, type RequestedProvider } from '@web/features/quotes/request/project-request-form'
import { ProjectSentNotice } from '@web/features/quotes/request/project-sent-notice'
import { useSendAfterSignIn } from '@web/features/quotes/request/use-send-after-sign-in'
import { useAuth } from '@web/lib/auth/auth-context'
import { X } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * What the quotes feature offers others (the directory's shortlist, a provider's profile): a dialog
 * with the project form for the given providers, then its confirmation. Sending needs a customer
 * account (one credit per open project): a signed-out visitor registers or logs in right here, and
 * what they typed is kept, on the server too when they register (it waits in their account until
 * the email is confirmed, on any device).
 */
export function ProjectRequestDialog({
  providers,
  trigger,
  title,
  lead,
  short = false,
  onDone,
}: {
  providers: RequestedProvider[]
  trigger: ReactNode
  title: string
  lead: string
  /** The short form to one provider (its profile): no project name to invent. */
  short?: boolean
  /** Called when the dialog closes after a project was sent. */
  onDone?: () => void
}) {
  // The registration's words load with the dialog: loading them when it shows would suspend the
  // open dialog (hidden, its focus lost) in the middle of the visitor's request.
  const { t } = useTranslation(['requests', 'auth'])
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<CreatedQuoteRequests | null>(null)
  const [waiting, setWaiting] = useState<CreateQuoteRequestsInput | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const afterSignIn = useSendAfterSignIn({ onSent: setSent, formRef, onResubmit: () => setWaiting(null) })
  const user = useAuth().user
  const role = user ? roleOf(user.type) : null

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next && sent) {
      setSent(null)
      setWaiting(null)
      onDone?.()
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-6 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label={t('dialog.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {sent ? (
            <ProjectSent created={sent} />
          ) : role === 'customer' || role === null ? (
            <>
              <Dialog.Description className="mt-2 text-slate-700">{lead}</Dialog.Description>
              <div hidden={waiting !== null}>
                <ProjectRequestForm
                  providers={providers}
                  short={short}
                  formRef={formRef}
                  onSent={setSent}
                  onNeedsAccount={setWaiting}
                />
              </div>
              {waiting && !user && (
                <SignInBlock
                  location={waiting.project.location}
                  pendingProject={{ source: 'form', ...waiting }}
                  onSignedIn={afterSignIn.run}
                />
              )}
              {afterSignIn.sending && (
                <p role="status" className="mt-4 text-slate-700">
                  {t('form.sending')}
                </p>
              )}
              {afterSignIn.failure && (
                <Callout tone="error" title={t('form.errors.failedTitle')} className="mt-4">
                  {afterSignIn.failure}
                </Callout>
              )}
            </>
          ) : (
            <Dialog.Description className="mt-3 text-slate-700">
              {t('dialog.customersOnly')}
            </Dialog.Description>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ProjectSent({ created }: { created: CreatedQuoteRequests }) {
  const { t } = useTranslation('requests')
  return (
    <div className="mt-5">
      <ProjectSentNotice created={created}>
        <Dialog.Close asChild>
          <Button variant="secondary">{t('sent.close')}</Button>
        </Dialog.Close>
        <Dialog.Close asChild>
          <LocalizedLink to="/my-requests" className={buttonClasses('primary', 'md')}>
            {t('sent.follow')}
          </LocalizedLink>
        </Dialog.Close>
      </ProjectSentNotice>
    </div>
  )
}
