import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { ProjectsLeftNote } from '@web/features/quotes/components/open-projects-note'
import { useResponsePromise } from '@web/hooks/use-response-promise'
import { CheckCircle2 } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/** "Request sent": to whom, how many more projects one may start, then the actions of the place it shows in (focused on arrival). */
export function ProjectSentNotice({
  created,
  children,
}: {
  created: CreatedQuoteRequests
  children: ReactNode
}) {
  const { t } = useTranslation('requests')
  const headingRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const names = created.requests.map((r) => r.providerName).join(', ')
  const promise = useResponsePromise()
  return (
    <div className="space-y-4">
      <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p ref={headingRef} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
            {t('sent.title')}
          </p>
          <p className="mt-1 text-slate-700">
            {t('sent.body', { names, count: created.requests.length, promise })}
          </p>
          <ProjectsLeftNote balance={created.creditsLeft} className="mt-2 text-sm text-slate-600" />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-3">{children}</div>
    </div>
  )
}
