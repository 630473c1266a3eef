import { zodResolver } from '@hookform/resolvers/zod'
import {
  ACCOUNT_ROLES,
  type AccountCreateInput,
  AccountCreateSchema,
  type AccountDetail,
} from '@shared/admin/account-admin-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useCreateAccount, useEditAccount } from '@web/features/admin/api/users-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { FailureCallout } from '@web/features/admin/components/failure-callout'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Pencil, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

type Account = AccountDetail['account']

/**
 * Create an account (verified at once; the person gets an email to choose a password), or correct
 * one's name, language, place and phone: one form, checked by the shared account schema. The email
 * and the role are chosen at creation only (product §3; the role has its own action).
 */
export function AccountFormDialog({ account }: { account?: Account }) {
  const { t } = useTranslation('admin')
  const fieldError = useFieldError()
  const [open, setOpen] = useState(false)
  const create = useCreateAccount()
  const edit = useEditAccount(account?.id ?? '')
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    resolver: zodResolver(AccountCreateSchema),
    ...(account
      ? {
          values: {
            name: account.name,
            email: account.email,
            role: account.role,
            language: account.language as AccountCreateInput['language'],
            location: account.location ?? '',
            phoneNumber: account.phoneNumber ?? '',
          },
        }
      : {
          defaultValues: {
            name: '',
            email: '',
            role: 'customer',
            language: 'fr',
            location: '',
            phoneNumber: '',
          },
        }),
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit(async ({ name, email, role, language, location, phoneNumber }) => {
    setFailure(null)
    try {
      if (account) {
        await edit.mutateAsync({ name, language, location, phoneNumber })
        toast.success(t('user.saved'))
        setOpen(false)
        return
      }
      const { id } = await create.mutateAsync({ name, email, role, language, location, phoneNumber })
      toast.success(t('users.create.done'))
      setOpen(false)
      form.reset()
      navigate(localize(`/admin/users/${id}`))
    } catch (error) {
      setFailure(error)
    }
  })
  const languageField = (
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
  )
  return (
    <>
      {account ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('user.edit')}
        </Button>
      ) : (
        <Button size="sm" onClick={() => setOpen(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          {t('users.add')}
        </Button>
      )}
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={account ? t('user.editTitle', { name: account.name }) : t('users.create.title')}
        description={account ? undefined : t('users.create.body')}
      >
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField
            label={t('users.fields.name')}
            error={fieldError(errors.name, { other: t('fieldErrors.name') })}
          >
            {(field) => <Input {...field} {...form.register('name')} autoComplete="off" />}
          </FormField>
          {account ? (
            languageField
          ) : (
            <>
              <FormField
                label={t('users.fields.email')}
                error={fieldError(errors.email, { other: t('fieldErrors.email') })}
              >
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
                {languageField}
              </div>
            </>
          )}
          <FormField
            label={t('users.fields.location')}
            error={fieldError(errors.location, { other: t('fieldErrors.location') })}
          >
            {(field) => <Input {...field} {...form.register('location')} />}
          </FormField>
          <FormField
            label={t('users.fields.phone')}
            error={fieldError(errors.phoneNumber, { other: t('fieldErrors.phone') })}
          >
            {(field) => <Input {...field} {...form.register('phoneNumber')} type="tel" />}
          </FormField>
          {failure ? (
            <FailureCallout
              title={account ? t('failures.updateUser') : t('failures.createUser')}
              error={failure}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={account ? edit.isPending : create.isPending}>
              {account ? t('common.save') : t('users.create.submit')}
            </Button>
          </div>
        </Form>
      </AdminDialog>
    </>
  )
}
