import { DECLINE_REASONS, type DeclineReason } from '@shared/quotes/quote-request-schemas'
import { useMutation } from '@tanstack/react-query'
import { LocalizedLink } from '@web/app/shell/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { quoteApi } from '../api/quote-api'

/** Why the provider says no (the customer reads it), then the request is closed for this provider. */
export function DeclineForm({
  requestId,
  token,
  backHref,
  onDeclined,
}: {
  requestId: number
  token: string | null
  backHref: string
  onDeclined: () => void
}) {
  const { t } = useTranslation('quotes')
  const [reason, setReason] = useState<DeclineReason | null>(null)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({})
  const decline = useMutation({
    mutationFn: () => quoteApi.decline(requestId, { reason: reason ?? 'other', note: note.trim() }, token),
    onSuccess: onDeclined,
  })
  return (
    <Card>
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault()
          const next: typeof errors = {}
          if (!reason) next.reason = t('decline.errors.reason')
          if (reason === 'other' && note.trim().length < 5) next.note = t('decline.errors.note')
          setErrors(next)
          if (!next.reason && !next.note) decline.mutate()
        }}
      >
        <fieldset aria-describedby={errors.reason ? 'decline-reason-error' : undefined}>
          <legend className="font-semibold text-ink">{t('decline.reasonLegend')}</legend>
          <div className="mt-3 space-y-2">
            {DECLINE_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand-600"
                />
                <span className="text-ink">{t(`decline.reasons.${value}`)}</span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="decline-reason-error" className="mt-2 text-sm text-danger">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <FormField label={t('decline.details')} hint={t('decline.detailsHint')} error={errors.note}>
          {(field) => (
            <Textarea {...field} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </FormField>
        {decline.isError && (
          <p role="alert" className="text-sm text-danger">
            {decline.error.message || t('decline.failed')}
          </p>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row">
          <Button type="submit" variant="danger" loading={decline.isPending}>
            {t('decline.submit')}
          </Button>
          <LocalizedLink to={backHref} className={buttonClasses('ghost')}>
            {t('decline.back')}
          </LocalizedLink>
        </div>
      </form>
    </Card>
  )
}
