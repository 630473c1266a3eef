import { zodResolver } from '@hookform/resolvers/zod'
import { PasswordSchema } from '@shared/accounts/password-policy'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { useChangePassword } from '@web/features/profiles/api/change-password'
import { ApiRequestError } from '@web/lib/api/request-error'
import { type FieldWords, useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { SectionCard } from './section-card'

const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: PasswordSchema,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  })
type ChangePasswordValues = z.infer<typeof ChangePasswordFormSchema>

const EMPTY: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: false,
}

/** What each field says of its problems (fieldError adds the words every field shares). */
function passwordFieldWords(field: keyof ChangePasswordValues, t: (key: string) => string): FieldWords {
  if (field === 'currentPassword')
    return {
      codes: { server: t('settings.password.wrongCurrent') },
      other: t('settings.password.currentRequired'),
    }
  if (field === 'confirmPassword') return { other: t('settings.password.mismatch') }
  return {
    codes: { common: t('settings.password.common'), too_big: t('settings.password.tooLong') },
    other: t('settings.password.policy'),
  }
}

/** The server refuses passwords found in breach lists with this code (ADR 008). */
const isCommonPassword = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'password_common'

export function ChangePasswordForm() {
  const { t } = useTranslation('profiles')
  const changing = useChangePassword()
  const revokeId = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  })
  const fieldError = useFieldError()
  const errorOf = (field: keyof ChangePasswordValues) =>
    fieldError(errors[field], passwordFieldWords(field, t))
  const wrongCurrent = (error: unknown) =>
    !isCommonPassword(error) &&
    error instanceof ApiRequestError &&
    (error.status === 400 || error.status === 401)

  const onSubmit = ({ confirmPassword: _, ...input }: ChangePasswordValues) => {
    if (changing.isPending) return
    changing.mutate(input, {
      onSuccess: () => {
        reset(EMPTY)
        toast.success(t('settings.password.changed'))
      },
      onError: (error) => {
        if (isCommonPassword(error)) setError('newPassword', { type: 'common' }, { shouldFocus: true })
        else if (wrongCurrent(error)) setError('currentPassword', { type: 'server' }, { shouldFocus: true })
      },
    })
  }

  const failure =
    changing.isError && !wrongCurrent(changing.error) && !isCommonPassword(changing.error)
      ? changing.error
      : null
  return (
    <SectionCard title={t('settings.password.title')}>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <FormField label={t('settings.password.current')} error={errorOf('currentPassword')}>
            {(field) => (
              <Input
                {...field}
                {...register('currentPassword')}
                type="password"
                autoComplete="current-password"
              />
            )}
          </FormField>
        </div>
        <FormField
          label={t('settings.password.new')}
          hint={t('settings.password.rule')}
          error={errorOf('newPassword')}
        >
          {(field) => (
            <Input {...field} {...register('newPassword')} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <FormField label={t('settings.password.confirm')} error={errorOf('confirmPassword')}>
          {(field) => (
            <Input {...field} {...register('confirmPassword')} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id={revokeId}
            type="checkbox"
            {...register('revokeOtherSessions')}
            aria-describedby={`${revokeId}-hint`}
            className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          <div>
            <label htmlFor={revokeId} className="block font-medium">
              {t('settings.password.revokeOthers')}
            </label>
            <p id={`${revokeId}-hint`} className="text-sm text-slate-600">
              {t('settings.password.revokeOthersHint')}
            </p>
          </div>
        </div>
        {failure && (
          <Callout tone="error" title={t('settings.password.failedTitle')} className="sm:col-span-2">
            {failure instanceof ApiRequestError && failure.status === 0
              ? t('settings.errors.network')
              : failure instanceof ApiRequestError && failure.status === 429
                ? t('settings.errors.tooMany')
                : t('settings.password.failed')}
          </Callout>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" loading={changing.isPending} className="w-full sm:w-auto">
            {changing.isPending ? t('settings.password.submitting') : t('settings.password.submit')}
          </Button>
        </div>
      </Form>
    </SectionCard>
  )
}
