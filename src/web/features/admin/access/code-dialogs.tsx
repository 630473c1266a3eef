import { zodResolver } from '@hookform/resolvers/zod'
import { isUiLanguage, UI_LANGUAGES } from '@shared/i18n/languages'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCreateAccessCode, useInviteByEmail } from './access-codes-api'
import {
  CodeFields,
  type CodeFormInput,
  CodeFormSchema,
  EMPTY_GRANT,
  emailsIn,
  InviteFormSchema,
} from './code-fields'

const EMPTY_CODE: CodeFormInput = { ...EMPTY_GRANT, maxUses: '' }

/** A new code: what it grants and how often it works; the code is shown once, then only its end. */
export function CreateCodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('admin')
  const fieldError = useFieldError()
  const create = useCreateAccessCode()
  const form = useForm({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: EMPTY_CODE,
  })
  const [created, setCreated] = useState<string | null>(null)
  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      setCreated(null)
      form.reset(EMPTY_CODE)
      create.reset()
    }
  }
  const submit = form.handleSubmit(async (values) => {
    const answer = await create.mutateAsync(values).catch(() => null)
    if (answer) setCreated(answer.code)
  })
  return (
    <AdminDialog open={open} onOpenChange={close} title={t('accessCodes.create')}>
      {created ? (
        <div className="space-y-4">
          <Callout tone="success" title={t('accessCodes.created')}>
            <p>{t('accessCodes.shownOnce')}</p>
          </Callout>
          <p
            className="rounded-lg bg-slate-100 p-4 text-center font-mono text-2xl tracking-widest"
            data-testid="new-code"
          >
            {created}
          </p>
          <Button onClick={() => close(false)}>{t('common.close')}</Button>
        </div>
      ) : (
        <FormProvider {...form}>
          <Form onSubmit={submit} className="space-y-4" noValidate>
            <CodeFields />
            <FormField
              label={t('accessCodes.maxUses')}
              hint={t('accessCodes.maxUsesHint')}
              error={fieldError(form.formState.errors.maxUses, {
                codes: { too_big: t('fieldErrors.maxUses') },
                other: t('fieldErrors.maxUses'),
              })}
            >
              {(field) => <Input {...field} type="number" min={1} {...form.register('maxUses')} />}
            </FormField>
            {create.isError && (
              <Callout tone="error">{failureText(create.error, t('common.failed'))}</Callout>
            )}
            <Button type="submit" loading={create.isPending}>
              {t('accessCodes.create')}
            </Button>
          </Form>
        </FormProvider>
      )}
    </AdminDialog>
  )
}

/** Invitations in bulk: one single-use code per address, each emailed in the chosen language. */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useTranslation('admin')
  const fieldError = useFieldError()
  const invite = useInviteByEmail()
  const form = useForm({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: {
      ...EMPTY_GRANT,
      emails: '',
      language: isUiLanguage(i18n.language) ? i18n.language : 'en',
    },
  })
  const submit = form.handleSubmit(async (values) => {
    const answer = await invite.mutateAsync(values).catch(() => null)
    if (!answer) return
    toast.success(t('accessCodes.invited', { count: answer.invited }))
    form.setValue('emails', '')
    onOpenChange(false)
  })
  const count = emailsIn(form.watch('emails') ?? '').length
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={t('accessCodes.invite')} wide>
      <FormProvider {...form}>
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField
            label={t('accessCodes.emails')}
            hint={t('accessCodes.emailsHint')}
            error={fieldError(form.formState.errors.emails, {
              codes: { too_big: t('fieldErrors.emails') },
              other: t('fieldErrors.emails'),
            })}
          >
            {(field) => <Textarea {...field} rows={4} {...form.register('emails')} />}
          </FormField>
          <FormField label={t('accessCodes.emailLanguage')}>
            {(field) => (
              <Select {...field} {...form.register('language')}>
                {UI_LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`languages.${lang}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <CodeFields />
          {invite.isError && <Callout tone="error">{failureText(invite.error, t('common.failed'))}</Callout>}
          <Button type="submit" loading={invite.isPending}>
            {t('accessCodes.sendInvites', { count })}
          </Button>
        </Form>
      </FormProvider>
    </AdminDialog>
  )
}
