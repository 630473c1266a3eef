import { zodResolver } from '@hookform/resolvers/zod'
import { AdminReasonInputSchema } from '@shared/admin/admin-common-schemas'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { useFieldError } from '@web/lib/forms/field-error'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DialogActions } from './dialog-actions'

/** An action that needs a reason (the shared admin reason rule), told to the people concerned. */
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
  const fieldError = useFieldError()
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    resolver: zodResolver(AdminReasonInputSchema),
    defaultValues: { reason: '' },
  })
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null)
    try {
      await onConfirm(reason)
      setOpen(false)
      form.reset()
    } catch (error) {
      setFailure(error)
    }
  })
  return (
    <>
      {trigger(() => setOpen(true))}
      <AdminDialog open={open} onOpenChange={setOpen} title={title} description={description}>
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField
            label={t('common.reason')}
            error={fieldError(form.formState.errors.reason, { other: t('fieldErrors.reason') })}
          >
            {(field) => <Textarea {...field} className="min-h-24" {...form.register('reason')} />}
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
