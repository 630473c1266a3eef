import type { AccountDetail } from '@shared/admin/account-admin-schemas'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { useSetAccountStatus } from '@web/features/admin/api/accounts-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { DialogActions } from '@web/features/admin/components/dialog-actions'
import { toast } from '@web/lib/toast/toast'
import { Ban } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Deactivate with a reason: no more sign-in, sessions end at once, listings leave the directory. */
export function DeactivateDialog({ account }: { account: AccountDetail['account'] }) {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [tooShort, setTooShort] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const status = useSetAccountStatus(account.id)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim().length < 3) return setTooShort(true)
    setFailure(null)
    try {
      await status.mutateAsync({ status: 'inactive', reason: reason.trim() })
      toast.success(t('user.deactivated'))
      setOpen(false)
      setReason('')
    } catch (error) {
      setFailure(error)
    }
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Ban className="size-4" aria-hidden="true" />
        {t('user.deactivate')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('user.deactivateTitle', { name: account.name })}
        description={t('user.deactivateBody')}
      >
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label={t('common.reason')} error={tooShort ? t('fieldErrors.reason') : undefined}>
            {(field) => (
              <Textarea
                {...field}
                className="min-h-24"
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value)
                  setTooShort(false)
                }}
              />
            )}
          </FormField>
          <DialogActions
            failure={failure}
            onCancel={() => setOpen(false)}
            confirm={t('user.deactivateConfirm')}
            pending={status.isPending}
            danger
          />
        </Form>
      </AdminDialog>
    </>
  )
}
