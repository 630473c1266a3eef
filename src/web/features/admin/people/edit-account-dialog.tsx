import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AccountDetail,
  type AccountEditInput,
  AccountEditSchema,
} from '@shared/admin/account-admin-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useEditAccount } from '@web/features/admin/api/accounts-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { FailureCallout } from '@web/features/admin/components/failure-callout'
import { toast } from '@web/lib/toast/toast'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** Correct an account's name, language, place and phone (the email never changes, product §3). */
export function EditAccountDialog({ account }: { account: AccountDetail['account'] }) {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  const edit = useEditAccount(account.id)
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm<AccountEditInput>({
    resolver: zodResolver(AccountEditSchema),
    values: {
      name: account.name,
      language: account.language as AccountEditInput['language'],
      location: account.location ?? '',
      phoneNumber: account.phoneNumber ?? '',
    },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await edit.mutateAsync(values)
      toast.success(t('user.saved'))
      setOpen(false)
    } catch (error) {
      setFailure(error)
    }
  })
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Pencil className="size-4" aria-hidden="true" />
        {t('user.edit')}
      </Button>
      <AdminDialog open={open} onOpenChange={setOpen} title={t('user.editTitle', { name: account.name })}>
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label={t('users.fields.name')} error={errors.name && t('fieldErrors.name')}>
            {(field) => <Input {...field} {...form.register('name')} />}
          </FormField>
          <FormField label={t('users.fields.language')}>
            {(field) => (
              <Select {...field} {...form.register('language')}>
                {UI_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`languages.${language}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('users.fields.location')} error={errors.location && t('fieldErrors.location')}>
            {(field) => <Input {...field} {...form.register('location')} />}
          </FormField>
          <FormField label={t('users.fields.phone')} error={errors.phoneNumber && t('fieldErrors.phone')}>
            {(field) => <Input {...field} {...form.register('phoneNumber')} type="tel" />}
          </FormField>
          {failure ? <FailureCallout title={t('failures.updateUser')} error={failure} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </Form>
      </AdminDialog>
    </>
  )
}
