import { zodResolver } from '@hookform/resolvers/zod'
import { CREDIT_ADJUST_MAX, CreditAdjustSchema } from '@shared/admin/account-admin-schemas'
import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { useAdjustCredits } from '@web/features/admin/api/users-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { DialogActions } from '@web/features/admin/components/dialog-actions'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Coins } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** Refill (a positive number) or take back credits (negative), with the reason the ledger keeps. */
export function CreditsDialog({ accountId, balance }: { accountId: string; balance: number }) {
  const { t } = useTranslation('admin')
  const fieldError = useFieldError()
  const language = useUiLanguage()
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const adjust = useAdjustCredits(accountId)
  const form = useForm({
    resolver: zodResolver(CreditAdjustSchema),
    defaultValues: { reason: '' },
  })
  const errors = form.formState.errors
  // One sentence for every wrong number, a number too large included (not "too long").
  const deltaText = t('fieldErrors.delta', { max: formatNumber(CREDIT_ADJUST_MAX, language) })
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const result = await adjust.mutateAsync(values)
      toast.success(t('credits.done', { balance: formatNumber(result.balance, language) }))
      setOpen(false)
      form.reset()
    } catch (error) {
      setFailure(error)
    }
  })
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Coins className="size-4" aria-hidden="true" />
        {t('credits.action')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('credits.title')}
        description={t('credits.body', { balance: formatNumber(balance, language) })}
      >
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField
            label={t('credits.delta')}
            hint={t('credits.deltaHint')}
            error={fieldError(errors.delta, { codes: { too_big: deltaText }, other: deltaText })}
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                step={1}
                {...form.register('delta', { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormField
            label={t('common.reason')}
            error={fieldError(errors.reason, { other: t('fieldErrors.reason') })}
          >
            {(field) => <Textarea {...field} className="min-h-24" {...form.register('reason')} />}
          </FormField>
          <DialogActions
            failure={failure}
            onCancel={() => setOpen(false)}
            confirm={t('credits.submit')}
            pending={adjust.isPending}
          />
        </Form>
      </AdminDialog>
    </>
  )
}
