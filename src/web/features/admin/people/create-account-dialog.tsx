import { zodResolver } from '@hookform/resolvers/zod'
import {
  ACCOUNT_ROLES,
  type AccountCreateInput,
  AccountCreateSchema,
} from '@shared/admin/account-admin-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useCreateAccount } from '@web/features/admin/api/accounts-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { FailureCallout } from '@web/features/admin/components/failure-callout'
import { toast } from '@web/lib/toast/toast'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** Create an account: verified at once; the person gets an email to choose a password. */
export function CreateAccountDialog() {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  const create = useCreateAccount()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm<AccountCreateInput>({
    resolver: zodResolver(AccountCreateSchema),
    defaultValues: { name: '', email: '', role: 'customer', language: 'fr', location: '', phoneNumber: '' },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const { id } = await create.mutateAsync(values)
      toast.success(t('users.create.done'))
      setOpen(false)
      form.reset()
      navigate(localize(`/admin/users/${id}`))
    } catch (error) {
      setFailure(error)
    }
  })
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden="true" />
        {t('users.add')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('users.create.title')}
        description={t('users.create.body')}
      >
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label={t('users.fields.name')} error={errors.name && t('fieldErrors.name')}>
            {(field) => <Input {...field} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('users.fields.email')} error={errors.email && t('fieldErrors.email')}>
            {(field) => <Input {...field} {...form.register('email')} type="email" autoComplete="off" />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('users.fields.role')}>
              {(field) => (
                <Select {...field} {...form.register('role')}>
                  {ACCOUNT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`users.roles.${role}`)}
                    </option>
                  ))}
                </Select>
              )}
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
          </div>
          <FormField label={t('users.fields.location')} error={errors.location && t('fieldErrors.location')}>
            {(field) => <Input {...field} {...form.register('location')} />}
          </FormField>
          <FormField label={t('users.fields.phone')} error={errors.phoneNumber && t('fieldErrors.phone')}>
            {(field) => <Input {...field} {...form.register('phoneNumber')} type="tel" />}
          </FormField>
          {failure ? <FailureCallout title={t('failures.createUser')} error={failure} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('users.create.submit')}
            </Button>
          </div>
        </Form>
      </AdminDialog>
    </>
  )
}
