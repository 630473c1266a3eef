import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { supportContract } from '@shared/api/support-contract'
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  ReportSchema,
  type ReportTarget,
} from '@shared/support/support-schemas'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { call } from '@web/lib/api/call'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { Flag, X } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

/** What the reporter fills in, as the server checks it; an empty email reports anonymously. */
const ReportFormSchema = z.object({
  reason: ReportSchema.shape.reason,
  text: ReportSchema.shape.text,
  email: z
    .string()
    .trim()
    .transform((email) => email || undefined)
    .pipe(ReportSchema.shape.email),
})
type ReportForm = z.input<typeof ReportFormSchema>
const EMPTY_REPORT: ReportForm = { reason: 'fake', text: '', email: '' }

/**
 * The "Report" action: a short form (a reason from the list and a text) that lands in the support
 * desk linked to the item. Signed in, the account is the sender; signed out, an email is optional.
 */
export function ReportButton({ targetType, targetId }: { targetType: ReportTarget; targetId: number }) {
  const { t } = useTranslation('support')
  const language = useUiLanguage()
  const [open, setOpen] = useState(false)
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: EMPTY_REPORT,
  })
  const errors = form.formState.errors
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [reference, setReference] = useState<string | null>(null)

  const submit = form.handleSubmit(async ({ reason, text, email }) => {
    setPending(true)
    setFailure(null)
    try {
      const receipt = await call(supportContract.report, {
        body: { targetType, targetId, reason, text, language, ...(email ? { email } : {}) },
      })
      setReference(receipt.reference)
      form.setValue('text', '')
    } catch (error) {
      setFailure(failureText(error, t('report.failed')))
    } finally {
      setPending(false)
    }
  })

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setReference(null)
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm text-slate-600 underline-offset-4 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Flag className="size-4" aria-hidden="true" />
          {t(`report.targets.${targetType}`)}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) bg-ink/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-(--z-dialog) mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{t('report.title')}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('report.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-slate-600">{t('report.lead')}</Dialog.Description>
          {reference ? (
            <div className="mt-4 space-y-4">
              <Callout tone="success">{t('report.sent', { reference })}</Callout>
              <div className="flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('report.close')}</Button>
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <Form onSubmit={submit} className="mt-4 space-y-4" noValidate>
              <FormField label={t('report.reason')}>
                {(field) => (
                  <Select {...field} {...form.register('reason')}>
                    {REPORT_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {t(`report.reasons.${r}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                label={t('report.text')}
                hint={t('report.textHint')}
                error={fieldError(errors.text, { other: t('report.tooShort') })}
              >
                {(field) => (
                  <Textarea
                    {...field}
                    className="min-h-28"
                    maxLength={REPORT_TEXT_MAX}
                    {...form.register('text')}
                  />
                )}
              </FormField>
              <FormField
                label={t('report.email')}
                hint={t('report.emailHint')}
                error={fieldError(errors.email, { other: t('report.emailInvalid') })}
              >
                {(field) => (
                  <Input {...field} type="email" autoComplete="email" {...form.register('email')} />
                )}
              </FormField>
              {failure ? <Callout tone="error">{failure}</Callout> : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('report.cancel')}</Button>
                </Dialog.Close>
                <Button type="submit" loading={pending}>
                  {t('report.send')}
                </Button>
              </div>
            </Form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
