import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import type { ProgressStep } from '@web/features/quotes/api/progress-request'
import { declinePath } from '@web/features/quotes/provider/lib/request-links'
import { progressSteps } from '@web/features/quotes/provider/lib/request-view'
import { CheckCircle2, Hammer, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * "Mark as started", "Mark as completed" and the way to decline, each only when the server allows it.
 * Neither step can be undone, so each asks first and says what follows.
 */
export function RequestActions({
  detail,
  token,
  pendingStep,
  onProgress,
}: {
  detail: QuoteRequestDetail
  token: string | null
  pendingStep: ProgressStep | null
  onProgress: (step: ProgressStep) => void
}) {
  const { t } = useTranslation('quotes')
  const steps = progressSteps(detail.actions)
  const canDecline = detail.actions.includes('decline')
  const [asking, setAsking] = useState<ProgressStep | null>(null)
  if (steps.length === 0 && !canDecline) return null
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      {steps.map((step) => (
        <Button
          key={step}
          loading={pendingStep === step}
          disabled={pendingStep !== null && pendingStep !== step}
          onClick={() => setAsking(step)}
        >
          {pendingStep !== step &&
            (step === 'start' ? (
              <Hammer className="size-5" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="size-5" aria-hidden="true" />
            ))}
          {t(step === 'start' ? 'response.start' : 'response.complete')}
        </Button>
      ))}
      {canDecline && (
        <LocalizedLink
          to={declinePath(detail.id, token)}
          className={buttonClasses('ghost', 'md', 'sm:ml-auto')}
        >
          <X className="size-5" aria-hidden="true" />
          {t('response.declineLink')}
        </LocalizedLink>
      )}
      {asking && (
        <ConfirmStepDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={t(`steps.${asking}.title`)}
          consequences={[
            t(`steps.${asking}.body`, { name: detail.customer.name }),
            t(`steps.${asking}.final`),
          ]}
          confirmLabel={t(`steps.${asking}.confirm`)}
          backLabel={t('steps.back')}
          onConfirm={() => {
            onProgress(asking)
            setAsking(null)
          }}
        />
      )}
    </div>
  )
}
