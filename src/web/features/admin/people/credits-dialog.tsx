import { CREDIT_ADJUST_MAX } from '@shared/admin/account-admin-schemas'
import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { useAdjustCredits } from '@web/features/admin/api/accounts-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { DialogActions } from '@web/features/admin/components/dialog-actions'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { toast } from '@web/lib/toast/toast'
import { Coins } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Refill (a positive number) or take back credits (negative), with the reason the ledger keeps. */
export function CreditsDialog({ accountId, balance }: { accountId: string; balance: number }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const [open, setOpen] = useState(false)
  const [delta, setDelta] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ delta?: boolean; reason?: boolean }>({})
  const [failure, setFailure] = useState<unknown>(null)
  const adjust = useAdjustCredits(accountId)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const amount = Number(delta)
    const invalid = {
      delta: !Number.isInteger(amount) || amount === 0 || Math.abs(amount) > CREDIT_ADJUST_MAX,
      reason: reason.trim().length < 3,
    }
    setErrors(invalid)
    if (invalid.delta || invalid.reason) return
    setFailure(null)
    try {
      const result = await adjust.mutateAsync({ delta: amount, reason: reason.trim() })
      toast.success(t('credits.done', { balance: formatNumber(result.balance, language) }))
      setOpen(false)
      setDelta('')
      setReason('')
    } catch (error) {
      setFailure(error)
    }
  }
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
            error={errors.delta ? t('fieldErrors.delta', { max: CREDIT_ADJUST_MAX }) : undefined}
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                step={1}
                value={delta}
                onChange={(e) => setDelta(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('common.reason')} error={errors.reason ? t('fieldErrors.reason') : undefined}>
            {(field) => (
              <Textarea
                {...field}
                className="min-h-24"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
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
