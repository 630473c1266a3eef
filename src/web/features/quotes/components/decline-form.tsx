import { zodResolver } from '@hookform/resolvers/zod'
import { DECLINE_REASONS, type DeclineInput, DeclineInputSchema } from '@shared/quotes/quote-request-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { useDeclineRequest } from '@web/features/quotes/api/decline-request'
import { type FieldWords, useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** What each field says of its problems (fieldError adds the words every field shares). */
function declineFieldWords(field: 'reason' | 'note', t: (key: string) => string): FieldWords {
  if (field === 'reason') return { other: t('decline.errors.reason') }
  return { codes: { too_big: t('decline.errors.noteTooLong') }, other: t('decline.errors.note') }
}

/** Why the provider says no (the customer reads it); the request then closes for this provider. */
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
  const fieldError = useFieldError()
  const errorId = useId()
  const decline = useDeclineRequest(requestId, token)
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(DeclineInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { note: '' },
  })
  const reason = useWatch({ control, name: 'reason' })

  const onSubmit = (values: DeclineInput) => {
    if (decline.isPending) return
    decline.mutate(values, {
      onSuccess: () => {
        toast.success(t('decline.done'))
        onDeclined()
      },
      onError: () => toast.error(t('decline.failed')),
    })
  }

  return (
    <Card>
      <Form noValidate className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
        <fieldset
          aria-describedby={errors.reason ? errorId : undefined}
          aria-invalid={errors.reason ? true : undefined}
        >
          <legend className="font-semibold text-ink">{t('decline.reasonLegend')}</legend>
          <div className="mt-3 space-y-2">
            {DECLINE_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
              >
                <input
                  type="radio"
                  value={value}
                  {...register('reason')}
                  className="size-4 accent-brand-600"
                />
                <span className="text-ink">{t(`decline.reasons.${value}`)}</span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={errorId} className="mt-2 text-sm font-medium text-danger">
              {fieldError(errors.reason, declineFieldWords('reason', t))}
            </p>
          )}
        </fieldset>
        <FormField
          label={reason === 'other' ? t('decline.detailsRequired') : t('decline.details')}
          hint={t('decline.detailsHint')}
          error={fieldError(errors.note, declineFieldWords('note', t))}
        >
          {(field) => <Textarea {...field} rows={4} maxLength={1000} {...register('note')} />}
        </FormField>
        {decline.isError && (
          <Callout tone="error" title={t('decline.failed')}>
            {decline.error.message}
          </Callout>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row">
          <Button type="submit" variant="danger" loading={decline.isPending}>
            {t('decline.submit')}
          </Button>
          <LocalizedLink to={backHref} className={buttonClasses('ghost')}>
            {t('decline.back')}
          </LocalizedLink>
        </div>
      </Form>
    </Card>
  )
}
