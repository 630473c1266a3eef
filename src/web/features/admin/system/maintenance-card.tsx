import { zodResolver } from '@hookform/resolvers/zod'
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  MaintenanceMessageSchema,
  MaintenanceUpdateSchema,
} from '@shared/admin/settings-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { useMaintenance, useSetMaintenance } from '@web/features/admin/api/console-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatShortDateTime } from '@web/lib/format/date'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

/** A datetime-local value (the browser's time) from an ISO moment, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** The messages and the end as the admin types them (the end in the browser's time), checked by the server's schema. */
const MaintenanceFormSchema = z.object({
  message: MaintenanceMessageSchema,
  endsAt: z
    .string()
    .transform((value) => {
      if (!value) return null
      const time = new Date(value)
      return Number.isNaN(time.getTime()) ? value : time.toISOString()
    })
    .pipe(MaintenanceUpdateSchema.shape.endsAt.unwrap()),
})
type MaintenanceValues = z.output<typeof MaintenanceFormSchema>

/** Maintenance mode: a message per language and an optional end; visitors get the 503 page, admins keep working. */
export function MaintenanceCard() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const state = useMaintenance()
  const save = useSetMaintenance()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(MaintenanceFormSchema),
    defaultValues: { message: DEFAULT_MAINTENANCE_MESSAGE, endsAt: '' },
  })
  const errors = form.formState.errors
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    if (!state.data) return
    form.reset({ message: state.data.message, endsAt: toLocalInput(state.data.endsAt) })
  }, [state.data, form.reset])

  const [asked, setAsked] = useState<MaintenanceValues | null>(null)
  const confirming = asked !== null
  const setConfirming = (open: boolean) => {
    if (!open) setAsked(null)
  }
  const endsAtIso = asked?.endsAt ?? null

  // The button only asks: the whole site goes down (or comes back) on the dialog's confirmation.
  const submit = form.handleSubmit((values) => {
    if (!state.data) return
    setFailure(null)
    setAsked(values)
  })

  const apply = async () => {
    if (!state.data || !asked) return
    const enabled = !state.data.enabled
    setFailure(null)
    try {
      await save.mutateAsync(
        enabled ? { enabled, message: asked.message, endsAt: asked.endsAt } : { enabled: false },
      )
      toast.success(enabled ? t('settings.maintenance.turnedOn') : t('settings.maintenance.turnedOff'))
    } catch (error) {
      setFailure(error)
    }
    setConfirming(false)
  }
  const turningOn = !state.data?.enabled

  return (
    <Card id="maintenance">
      <section aria-labelledby="maintenance-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="maintenance-title" className="text-lg font-semibold">
            {t('settings.maintenance.title')}
          </h3>
          {state.data && (
            <Badge tone={state.data.enabled ? 'warning' : 'success'}>
              {state.data.enabled ? t('settings.maintenance.on') : t('settings.maintenance.off')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">{t('settings.maintenance.intro')}</p>
        {state.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : state.isError ? (
          <Callout tone="error">{failureText(state.error, t('common.failed'))}</Callout>
        ) : (
          <Form onSubmit={submit} className="space-y-4" noValidate>
            {state.data.enabled && state.data.startedAt && (
              <p className="text-sm">
                {t('settings.maintenance.since', {
                  date: formatShortDateTime(state.data.startedAt, language),
                })}
              </p>
            )}
            <fieldset disabled={state.data.enabled} className="space-y-3">
              {UI_LANGUAGES.map((lang) => (
                <FormField
                  key={lang}
                  label={t('settings.maintenance.message', { language: t(`languages.${lang}`) })}
                  error={fieldError(errors.message?.[lang])}
                >
                  {(field) => (
                    <Textarea
                      {...field}
                      lang={lang}
                      className="min-h-20"
                      {...form.register(`message.${lang}`)}
                    />
                  )}
                </FormField>
              ))}
              <div className="sm:w-72">
                <FormField
                  label={t('settings.maintenance.endsAt')}
                  hint={t('settings.maintenance.endsAtHint')}
                  error={fieldError(errors.endsAt, { other: t('fieldErrors.expires') })}
                >
                  {(field) => <Input {...field} type="datetime-local" {...form.register('endsAt')} />}
                </FormField>
              </div>
            </fieldset>
            {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
            <Button
              type="submit"
              variant={state.data.enabled ? 'primary' : 'danger'}
              loading={save.isPending}
            >
              {state.data.enabled ? t('settings.maintenance.turnOff') : t('settings.maintenance.turnOn')}
            </Button>
          </Form>
        )}
        <ConfirmStepDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={
            turningOn ? t('settings.maintenance.confirmOnTitle') : t('settings.maintenance.confirmOffTitle')
          }
          consequences={
            turningOn
              ? [
                  t('settings.maintenance.confirmOnDown'),
                  endsAtIso
                    ? t('settings.maintenance.confirmOnUntilEnd', {
                        date: formatShortDateTime(endsAtIso, language),
                      })
                    : t('settings.maintenance.confirmOnUntilOff'),
                ]
              : [t('settings.maintenance.confirmOffUp'), t('settings.maintenance.confirmOffBanner')]
          }
          confirmLabel={turningOn ? t('settings.maintenance.turnOn') : t('settings.maintenance.turnOff')}
          backLabel={t('common.cancel')}
          pending={save.isPending}
          danger={turningOn}
          onConfirm={() => void apply()}
        />
      </section>
    </Card>
  )
}
