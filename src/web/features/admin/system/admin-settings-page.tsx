import { zodResolver } from '@hookform/resolvers/zod'
import { ACCESS_REQUEST_MODES } from '@shared/access/access-features'
import { type SettingKey, type Settings, SettingsSchema } from '@shared/admin/settings-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { LocalizedLink } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { useSaveSettings, useSettings } from '@web/features/admin/api/console-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { type ReactNode, useEffect, useState } from 'react'
import {
  FormProvider,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MaintenanceCard } from './maintenance-card'

function Toggle({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="size-5 accent-brand-600" {...registration} />
      {label}
    </label>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full font-semibold">{title}</legend>
      <div className="clear-both grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

type AccessGate = Settings['accessGate']

/** What the saved setting does now, in one sentence: the gate, and how people without a code get one. */
function accessGateNow(gate: AccessGate): 'off' | AccessGate['requestMode'] {
  return gate.enabled ? gate.requestMode : 'off'
}

/** An ISO time as a datetime-local value in the admin's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

const banner = SettingsSchema.shape.launchBanner.shape
/** The settings as the form holds them (the banner's link and end as typed), checked by the server's schema. */
const SettingsFormSchema = SettingsSchema.extend({
  launchBanner: z.object({
    enabled: banner.enabled,
    text: banner.text,
    link: z
      .string()
      .transform((link) => link.trim() || null)
      .pipe(banner.link.unwrap()),
    endsAt: z
      .string()
      .transform((value) => {
        if (!value) return null
        const time = new Date(value)
        return Number.isNaN(time.getTime()) ? value : time.toISOString()
      })
      .pipe(banner.endsAt.unwrap()),
  }),
})
type SettingsForm = z.input<typeof SettingsFormSchema>

const formOf = (saved: Settings): SettingsForm => ({
  ...saved,
  launchBanner: {
    ...saved.launchBanner,
    link: saved.launchBanner.link ?? '',
    endsAt: localInput(saved.launchBanner.endsAt),
  },
})

/**
 * The early-access gate on /admin/settings (ADR 026, 050): on or off, and how a visitor without a
 * code gets one, with what the saved setting does now said plainly above.
 */
function AccessGateFields({ saved }: { saved: AccessGate }) {
  const { t } = useTranslation('admin')
  const { register } = useFormContext<SettingsForm>()
  return (
    <div className="space-y-3 sm:col-span-2">
      <Callout title={t('settings.accessNow.title')}>
        <p>{t(`settings.accessNow.${accessGateNow(saved)}`)}</p>
        <p className="mt-1 text-sm">{t('settings.accessEnvironment')}</p>
      </Callout>
      <Toggle label={t('settings.accessGate')} registration={register('accessGate.enabled')} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('settings.requestMode.legend')}</legend>
        {ACCESS_REQUEST_MODES.map((mode) => (
          <label key={mode} className="flex min-h-11 items-start gap-3 text-sm">
            <input
              type="radio"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              value={mode}
              {...register('accessGate.requestMode')}
            />
            <span>
              <span className="block font-medium">{t(`settings.requestMode.${mode}.label`)}</span>
              <span className="block text-slate-600">{t(`settings.requestMode.${mode}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">
        <LocalizedLink to="/admin/waiting-list" className="font-medium text-brand-700 underline">
          {t('settings.waitingListLink')}
        </LocalizedLink>
        {' · '}
        <LocalizedLink to="/admin/access-codes" className="font-medium text-brand-700 underline">
          {t('settings.accessCodesLink')}
        </LocalizedLink>
      </p>
    </div>
  )
}

/** A whole number field with its range, read as a number (empty is not one). */
function NumberField({
  label,
  hint,
  name,
  min,
  max,
}: {
  label: string
  hint?: string
  name:
    | 'responsePromiseHours'
    | 'credits.welcome'
    | 'credits.perProject'
    | 'landingWeights.A'
    | 'landingWeights.B'
  min: number
  max: number
}) {
  const { t } = useTranslation('admin')
  const fieldError = useFieldError()
  const { register, getFieldState, formState } = useFormContext<SettingsForm>()
  const range = t('fieldErrors.wholeNumber', { min, max })
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldError(getFieldState(name, formState).error, { codes: { too_big: range }, other: range })}
    >
      {(field) => (
        <Input {...field} type="number" min={min} max={max} {...register(name, { valueAsNumber: true })} />
      )}
    </FormField>
  )
}

function SettingsFields({
  form,
  saved,
}: {
  form: UseFormReturn<SettingsForm, unknown, Settings>
  saved: Settings
}) {
  const { t } = useTranslation('admin')
  const fieldError = useFieldError()
  const errors = form.formState.errors
  return (
    <>
      <Group title={t('settings.groups.support')}>
        <FormField
          label={t('settings.supportEmail')}
          error={fieldError(errors.supportEmail, { other: t('fieldErrors.email') })}
        >
          {(field) => <Input {...field} type="email" {...form.register('supportEmail')} />}
        </FormField>
        <NumberField
          label={t('settings.responsePromiseHours')}
          hint={t('settings.responsePromiseHint')}
          name="responsePromiseHours"
          min={1}
          max={168}
        />
      </Group>
      <Group title={t('settings.groups.credits')}>
        <NumberField label={t('settings.welcomeCredits')} name="credits.welcome" min={0} max={100} />
        <NumberField label={t('settings.creditsPerProject')} name="credits.perProject" min={1} max={10} />
      </Group>
      <Group title={t('settings.groups.banner')}>
        <div className="sm:col-span-2">
          <Toggle label={t('settings.bannerEnabled')} registration={form.register('launchBanner.enabled')} />
        </div>
        {UI_LANGUAGES.map((lang) => (
          <FormField
            key={lang}
            label={t('settings.bannerText', { language: t(`languages.${lang}`) })}
            error={fieldError(errors.launchBanner?.text?.[lang])}
          >
            {(field) => <Input {...field} lang={lang} {...form.register(`launchBanner.text.${lang}`)} />}
          </FormField>
        ))}
        <FormField
          label={t('settings.bannerLink')}
          hint={t('settings.bannerLinkHint')}
          error={fieldError(errors.launchBanner?.link, {
            codes: { too_big: t('fieldErrors.website') },
            other: t('fieldErrors.website'),
          })}
        >
          {(field) => <Input {...field} type="url" {...form.register('launchBanner.link')} />}
        </FormField>
        <FormField
          label={t('settings.bannerEnds')}
          error={fieldError(errors.launchBanner?.endsAt, { other: t('fieldErrors.expires') })}
        >
          {(field) => <Input {...field} type="datetime-local" {...form.register('launchBanner.endsAt')} />}
        </FormField>
      </Group>
      <Group title={t('settings.groups.access')}>
        <AccessGateFields saved={saved.accessGate} />
        {(['A', 'B'] as const).map((version) => (
          <NumberField
            key={version}
            label={t('settings.landingWeight', { version })}
            name={`landingWeights.${version}`}
            min={0}
            max={100}
          />
        ))}
        {errors.landingWeights?.message ? (
          <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
            {t('fieldErrors.weights')}
          </p>
        ) : null}
      </Group>
    </>
  )
}

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation('admin')
  const save = useSaveSettings()
  const form = useForm({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: formOf(saved),
  })
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => form.reset(formOf(saved)), [saved, form.reset])
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    const changed = (Object.keys(values) as SettingKey[]).filter(
      (key) => JSON.stringify(values[key]) !== JSON.stringify(saved[key]),
    )
    try {
      await save.mutateAsync(Object.fromEntries(changed.map((key) => [key, values[key]])))
      toast.success(t('settings.saved'))
    } catch (error) {
      setFailure(error)
    }
  })
  const dirty = form.formState.isDirty
  return (
    <FormProvider {...form}>
      <Form onSubmit={submit} className="space-y-5" noValidate>
        <SettingsFields form={form} saved={saved} />
        {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('settings.save')}
          </Button>
          {dirty && (
            <Button variant="secondary" onClick={() => form.reset(formOf(saved))}>
              {t('settings.discard')}
            </Button>
          )}
        </div>
      </Form>
    </FormProvider>
  )
}

/** /admin/settings: maintenance mode first, then the settings the site reads at run time (each change audited). */
export function AdminSettingsPage() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('settings.title'))
  const settings = useSettings()
  return (
    <>
      <AdminPageIntro title={t('settings.title')} intro={t('settings.intro')} />
      <MaintenanceCard />
      <Card>
        <section aria-labelledby="settings-title" className="space-y-4">
          <h3 id="settings-title" className="text-lg font-semibold">
            {t('settings.siteTitle')}
          </h3>
          {settings.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : settings.isError ? (
            <LoadFailure onRetry={() => void settings.refetch()} />
          ) : (
            <SettingsForm saved={settings.data} />
          )}
        </section>
      </Card>
    </>
  )
}
