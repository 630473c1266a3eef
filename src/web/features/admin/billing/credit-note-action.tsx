import { zodResolver } from '@hookform/resolvers/zod'
import type { AdminInvoice } from '@shared/billing/billing-schemas'
import { IssueCreditNoteSchema } from '@shared/billing/credit-note-schemas'
import { formatMoney } from '@shared/format/money'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { invoiceKeys, invoicesApi } from '@web/features/admin/api/invoices-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

const toCents = (amount: string) =>
  amount === '' ? undefined : Math.round(Number(amount.replace(',', '.')) * 100)

/** Euros as typed ("12", "12.50", "12,50") up to what is left, or nothing for all of it; the reason as the server asks it. */
const creditFormSchema = (leftCents: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/)
      .refine((amount) => {
        const cents = toCents(amount)
        return cents === undefined || (cents >= 1 && cents <= leftCents)
      }),
    reason: IssueCreditNoteSchema.shape.reason,
  })

/**
 * "Issue a credit note" on an invoice: the amount incl. VAT (all that is left when empty) and the
 * reason, then a confirming step that says what follows, since a credit note is never withdrawn.
 */
export function CreditNoteAction({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const fieldError = useFieldError()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState<{ amountCents?: number; reason: string } | null>(null)
  const left = invoice.grossCents - invoice.creditedCents
  const money = (cents: number) => formatMoney(cents / 100, language, { cents: true })
  const form = useForm({
    resolver: zodResolver(creditFormSchema(left)),
    defaultValues: { amount: '', reason: '' },
  })
  const errors = form.formState.errors
  const issue = useMutation({
    mutationFn: (body: { amountCents?: number; reason: string }) => invoicesApi.creditNote(invoice.id, body),
    onSuccess: (note) => {
      setAsked(null)
      form.reset()
      toast.success(t('invoices.credit.done', { number: note.number, name: invoice.providerName }))
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
    onError: (error) => {
      setAsked(null)
      toast.error(failureText(error, t('common.failed')))
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
  })
  const submit = form.handleSubmit((values) => {
    setOpen(false)
    setAsked({ amountCents: toCents(values.amount), reason: values.reason })
  })
  if (left <= 0) return null
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ReceiptText className="size-4" aria-hidden="true" />
        {t('invoices.credit.action')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('invoices.credit.title', { number: invoice.number })}
        description={t('invoices.credit.intro', { amount: money(left) })}
      >
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField
            label={t('invoices.credit.amount')}
            hint={t('invoices.credit.amountHint', { amount: money(left) })}
            error={fieldError(errors.amount, {
              other: t('invoices.credit.amountError', { amount: money(left) }),
            })}
          >
            {(field) => (
              <Input {...field} {...form.register('amount')} inputMode="decimal" autoComplete="off" />
            )}
          </FormField>
          <FormField
            label={t('invoices.credit.reason')}
            error={fieldError(errors.reason, { other: t('invoices.credit.reasonError') })}
          >
            {(field) => <Textarea {...field} {...form.register('reason')} rows={3} />}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('invoices.credit.next')}</Button>
          </div>
        </Form>
      </AdminDialog>
      <ConfirmStepDialog
        open={asked !== null}
        onOpenChange={(next) => !next && setAsked(null)}
        title={t('invoices.credit.confirmTitle', {
          amount: money(asked?.amountCents ?? left),
          number: invoice.number,
        })}
        consequences={[
          t('invoices.credit.confirmDocument', { name: invoice.providerName }),
          t('invoices.credit.confirmDue'),
          t('invoices.credit.confirmFinal'),
        ]}
        confirmLabel={t('invoices.credit.confirm')}
        backLabel={t('common.cancel')}
        pending={issue.isPending}
        danger
        onConfirm={() => asked && issue.mutate(asked)}
      />
    </>
  )
}
