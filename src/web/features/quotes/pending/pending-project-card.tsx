import { roleOf } from '@shared/accounts/user-types'
import { categoryName } from '@shared/catalog/categories'
import { formatMoney, formatMoneyRange } from '@shared/format/money'
import { jobTitle } from '@shared/quotes/job-title'
import type { PendingProject } from '@shared/quotes/pending-project-schemas'
import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { discardPendingProject } from '@web/features/quotes/api/discard-pending-project'
import { usePendingProject } from '@web/features/quotes/api/get-pending-project'
import { quoteKeys } from '@web/features/quotes/api/quote-keys'
import { sendPendingProject } from '@web/features/quotes/api/send-pending-project'
import { useOpenProjectsNote } from '@web/features/quotes/components/open-projects-note'
import { sendFailure } from '@web/features/quotes/request/project-request-form'
import { ProjectSentNotice } from '@web/features/quotes/request/project-sent-notice'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { pendingProjectKey } from '@web/lib/api/pending-project-key'
import { useAuth } from '@web/lib/auth/auth-context'
import { formatLongDate } from '@web/lib/format/date'
import { Hourglass, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The project a customer typed before registering, waiting in their account: shown at the
 * top of every page once they are signed in, on whatever device confirmed the email, with one tap to
 * send it (one credit) or to discard it.
 */
export function PendingProjectCard() {
  const { user } = useAuth()
  const customer = user !== null && roleOf(user.type) === 'customer'
  const pending = usePendingProject({ enabled: customer })
  const [sent, setSent] = useState<CreatedQuoteRequests | null>(null)
  if (sent) return <KeptProjectSent created={sent} onClose={() => setSent(null)} />
  if (!customer || !pending.data) return null
  return <WaitingProject pending={pending.data} onSent={setSent} />
}

function WaitingProject({
  pending,
  onSent,
}: {
  pending: PendingProject
  onSent: (created: CreatedQuoteRequests) => void
}) {
  const { t } = useTranslation('requests')
  const openProjectsNote = useOpenProjectsNote()
  const language = useUiLanguage()
  const titleId = useId()
  const queryClient = useQueryClient()
  const { refresh } = useAuth()
  const done = () => queryClient.invalidateQueries({ queryKey: pendingProjectKey })
  const send = useMutation({
    mutationFn: () => sendPendingProject(pending.id),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.mine })
      // The header's credits counter reads the profile: one credit was just spent.
      void refresh()
      onSent(created)
    },
    onSettled: done,
  })
  const discard = useMutation({ mutationFn: () => discardPendingProject(pending.id), onSettled: done })
  const { project } = pending
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    pending.providers.map((p) => p.name),
  )
  const facts = [
    categoryName(project.category, language),
    project.location,
    project.timeline ? t(`timeline.${project.timeline}`, { defaultValue: project.timeline }) : null,
    budgetText(project, language, t),
  ].filter((fact): fact is string => Boolean(fact))
  const failure = send.isError
    ? sendFailure(send.error)
    : discard.isError
      ? { key: 'form.errors.failed' }
      : null

  return (
    <section
      aria-labelledby={titleId}
      data-testid="pending-project"
      className="mx-auto max-w-6xl px-4 pt-4 sm:px-6"
    >
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Hourglass className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          {t('kept.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('kept.lead', { names, count: pending.providers.length })}</p>
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
          <p className="font-semibold break-words text-ink">
            {project.name ? (
              <span data-user-text>{project.name}</span>
            ) : (
              jobTitle({ category: project.category, locality: project.location }, language)
            )}
          </p>
          <p className="mt-0.5 text-sm text-slate-700">{facts.join(' · ')}</p>
          <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">
            {project.description}
          </p>
        </div>
        {failure && (
          <Callout tone="error" title={t('form.errors.failedTitle')} className="mt-3">
            {'key' in failure ? t(failure.key) : failure.message}
          </Callout>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button loading={send.isPending} disabled={discard.isPending} onClick={() => send.mutate()}>
            {!send.isPending && <Send className="size-5" aria-hidden="true" />}
            {send.isPending ? t('form.sending') : t('kept.send')}
          </Button>
          <Button
            variant="secondary"
            loading={discard.isPending}
            disabled={send.isPending}
            onClick={() => discard.mutate()}
          >
            {t('kept.discard')}
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {openProjectsNote} {t('kept.until', { date: formatLongDate(pending.expiresAt, language) })}
        </p>
      </div>
    </section>
  )
}

function budgetText(
  project: PendingProject['project'],
  language: ReturnType<typeof useUiLanguage>,
  t: (key: string, values?: Record<string, string>) => string,
): string | null {
  const { budgetLow: low, budgetHigh: high } = project
  if (low !== null && high !== null) return formatMoneyRange(low, high, language)
  if (low !== null) return t('kept.budgetFrom', { amount: formatMoney(low, language) })
  if (high !== null) return t('kept.budgetUpTo', { amount: formatMoney(high, language) })
  return null
}

function KeptProjectSent({ created, onClose }: { created: CreatedQuoteRequests; onClose: () => void }) {
  const { t } = useTranslation('requests')
  return (
    <section data-testid="pending-project-sent" className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <ProjectSentNotice created={created}>
        <Button variant="secondary" onClick={onClose}>
          {t('sent.close')}
        </Button>
        <LocalizedLink to="/my-requests" className={buttonClasses('primary', 'md')} onClick={onClose}>
          {t('sent.follow')}
        </LocalizedLink>
      </ProjectSentNotice>
    </section>
  )
}
