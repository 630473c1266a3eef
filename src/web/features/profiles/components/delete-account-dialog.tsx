import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { DeleteAccountSchema } from '@shared/accounts/account-schemas'
import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { useDeleteAccount } from '@web/features/profiles/api/delete-account'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useAuth } from '@web/lib/auth/auth-context'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0) return 'settings.errors.network'
  if (error instanceof ApiRequestError && error.status === 429) return 'settings.errors.tooMany'
  return 'settings.delete.failed'
}

export function DeleteAccountDialog() {
  const { t } = useTranslation('profiles')
  const fieldError = useFieldError()
  const { refresh } = useAuth()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const deleting = useDeleteAccount()
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '' },
  })

  const onOpenChange = (next: boolean) => {
    if (deleting.isPending) return
    setOpen(next)
    setFailure(null)
    reset({ password: '' })
  }

  const onSubmit = async ({ password }: { password: string }) => {
    if (deleting.isPending) return
    setFailure(null)
    try {
      await deleting.mutateAsync(password)
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403)
        setError('password', { type: 'server' }, { shouldFocus: true })
      else setFailure(error)
      return
    }
    toast.success(t('settings.delete.deleted'))
    // Leave the login-only page first, so the signed-out state does not bounce to the login page.
    navigate(localize('/'), { replace: true })
    await refresh().catch(() => null)
  }

  const passwordError = fieldError(errors.password, {
    codes: { server: t('settings.delete.wrongPassword') },
    other: t('settings.delete.passwordRequired'),
  })

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="danger" className="w-full sm:w-auto">
          <Trash2 className="size-5" aria-hidden="true" />
          {t('settings.delete.action')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) bg-ink/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-(--z-dialog) mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{t('settings.delete.dialogTitle')}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label={t('settings.delete.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('settings.delete.dialogBody')}
          </Dialog.Description>
          <Form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
            <FormField label={t('settings.delete.password')} error={passwordError}>
              {(field) => (
                <Input {...field} {...register('password')} type="password" autoComplete="current-password" />
              )}
            </FormField>
            {failure !== null && (
              <Callout tone="error" title={t('settings.delete.failedTitle')}>
                {t(failureKey(failure))}
              </Callout>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={deleting.isPending}>
                  {t('settings.delete.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" loading={deleting.isPending}>
                {deleting.isPending ? t('settings.delete.deleting') : t('settings.delete.confirm')}
              </Button>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
