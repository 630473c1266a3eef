import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogActions } from './dialog-actions'

/** An action that needs a reason (at least 3 characters), told to the people concerned. */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirm,
  pending,
  onConfirm,
}: {
  trigger: (open: () => void) => ReactNode
  title: string
  description: string
  confirm: string
  pending: boolean
  onConfirm: (reason: string) => Promise<void>
}) {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [tooShort, setTooShort] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim().length < 3) return setTooShort(true)
    setFailure(null)
    try {
      await onConfirm(reason.trim())
      setOpen(false)
      setReason('')
    } catch (error) {
      setFailure(error)
    }
  }
  return (
    <>
      {trigger(() => setOpen(true))}
      <AdminDialog open={open} onOpenChange={setOpen} title={title} description={description}>
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
            confirm={confirm}
            pending={pending}
            danger
          />
        </Form>
      </AdminDialog>
    </>
  )
}
