import * as Dialog from '@radix-ui/react-dialog'
import { roleOf } from '@shared/accounts/user-types'
import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { ProjectRequestForm, type RequestedProvider } from '@web/features/quotes/request/project-request-form'
import { useResponsePromise } from '@web/hooks/use-response-promise'
import { useAuth } from '@web/lib/auth/auth-context'
import { CheckCircle2, X } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

/**
 * What the quotes feature offers others (the directory's shortlist, a provider's profile): a dialog
 * with the project form for the given providers, then its confirmation. Sending needs a
 * customer account (one credit per project): signed-out visitors are invited to log in or register
 * and come back here.
 */
export function ProjectRequestDialog({
  providers,
  trigger,
  title,
  lead,
  onDone,
}: {
  providers: RequestedProvider[]
  trigger: ReactNode
  title: string
  lead: string
  /** Called when the dialog closes after a project was sent. */
  onDone?: () => void
}) {
  const { t } = useTranslation('requests')
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<CreatedQuoteRequests | null>(null)
  const user = useAuth().user
  const location = useLocation()
  const role = user ? roleOf(user.type) : null

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next && sent) {
      setSent(null)
      onDone?.()
    }
  }
  const back = encodeURIComponent(`${location.pathname}${location.search}`)

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
          ) : role === 'customer' ? (
            <>
              <Dialog.Description className="mt-2 text-slate-700">{lead}</Dialog.Description>
              <ProjectRequestForm providers={providers} onSent={setSent} />
            </>
          ) : (
            <div className="mt-3 space-y-4">
              <Dialog.Description className="text-slate-700">
                {role ? t('dialog.customersOnly') : t('dialog.needAccount')}
              </Dialog.Description>
              {!role && (
                <div className="flex flex-wrap gap-3">
                  <LocalizedLink to={`/auth?redirect=${back}`} className={buttonClasses('primary', 'md')}>
                    {t('dialog.logIn')}
                  </LocalizedLink>
                  <LocalizedLink
                    to={`/auth?tab=register&redirect=${back}`}
                    className={buttonClasses('secondary', 'md')}
                  >
                    {t('dialog.register')}
                  </LocalizedLink>
                </div>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ProjectSent({ created }: { created: CreatedQuoteRequests }) {
  const { t } = useTranslation('requests')
  const headingRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const names = created.requests.map((r) => r.providerName).join(', ')
  const promise = useResponsePromise()
  return (
    <div className="mt-5 space-y-4">
      <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p ref={headingRef} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
            {t('sent.title')}
          </p>
          <p className="mt-1 text-slate-700">
            {t('sent.body', { names, count: created.requests.length, promise })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('sent.credits', { count: created.creditsLeft })}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('sent.close')}</Button>
        </Dialog.Close>
        <Dialog.Close asChild>
          <LocalizedLink to="/my-requests" className={buttonClasses('primary', 'md')}>
            {t('sent.follow')}
          </LocalizedLink>
        </Dialog.Close>
      </div>
    </div>
  )
}
