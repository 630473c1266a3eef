import { ACCESS_REQUEST_MODES } from '@shared/access/access-features'
import type { Settings } from '@shared/admin/settings-schemas'
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
import { toast } from '@web/lib/toast/toast'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MaintenanceCard } from './maintenance-card'

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
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

/**
 * The early-access gate on /admin/settings (ADR 026, 050): on or off, and how a visitor without a
 * code gets one, with what the saved setting does now said plainly above.
 */
function AccessGateFields({
  saved,
  draft,
  onChange,
}: {
  saved: AccessGate
  draft: AccessGate
  onChange: (next: AccessGate) => void
}) {
  const { t } = useTranslation('admin')
  return (
    <div className="space-y-3 sm:col-span-2">
      <Callout title={t('settings.accessNow.title')}>
        <p>{t(`settings.accessNow.${accessGateNow(saved)}`)}</p>
        <p className="mt-1 text-sm">{t('settings.accessEnvironment')}</p>
      </Callout>
      <Toggle
        label={t('settings.accessGate')}
        checked={draft.enabled}
        onChange={(enabled) => onChange({ ...draft, enabled })}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('settings.requestMode.legend')}</legend>
        {ACCESS_REQUEST_MODES.map((mode) => (
          <label key={mode} className="flex min-h-11 items-start gap-3 text-sm">
            <input
              type="radio"
              name="access-request-mode"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              value={mode}
              checked={draft.requestMode === mode}
              onChange={() => onChange({ ...draft, requestMode: mode })}
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

/** An ISO time as a datetime-local value in the admin's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

const int = (value: string) => (value === '' ? Number.NaN : Number(value))

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation('admin')
  const save = useSaveSettings()
  const [draft, setDraft] = useState<Settings>(saved)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => setDraft(saved), [saved])
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setDraft({ ...draft, [key]: value })
  const changed = (Object.keys(draft) as Array<keyof Settings>).filter(
    (key) => JSON.stringify(draft[key]) !== JSON.stringify(saved[key]),
  )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    try {
      await save.mutateAsync(Object.fromEntries(changed.map((key) => [key, draft[key]])))
      toast.success(t('settings.saved'))
    } catch (error) {
      setFailure(error)
    }
  }
  return (
    <Form onSubmit={submit} className="space-y-5" noValidate>
      <Group title={t('settings.groups.support')}>
        <FormField label={t('settings.supportEmail')}>
          {(field) => (
            <Input
              {...field}
              type="email"
              value={draft.supportEmail}
              onChange={(event) => set('supportEmail', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('settings.responsePromiseHours')} hint={t('settings.responsePromiseHint')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              min={1}
              max={168}
              value={Number.isNaN(draft.responsePromiseHours) ? '' : draft.responsePromiseHours}
              onChange={(event) => set('responsePromiseHours', int(event.target.value))}
            />
          )}
        </FormField>
      </Group>
      <Group title={t('settings.groups.credits')}>
        <FormField label={t('settings.welcomeCredits')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              min={0}
              max={100}
              value={Number.isNaN(draft.credits.welcome) ? '' : draft.credits.welcome}
              onChange={(event) => set('credits', { ...draft.credits, welcome: int(event.target.value) })}
            />
          )}
        </FormField>
        <FormField label={t('settings.creditsPerProject')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              min={1}
              max={10}
              value={Number.isNaN(draft.credits.perProject) ? '' : draft.credits.perProject}
              onChange={(event) => set('credits', { ...draft.credits, perProject: int(event.target.value) })}
            />
          )}
        </FormField>
      </Group>
      <Group title={t('settings.groups.banner')}>
        <div className="sm:col-span-2">
          <Toggle
            label={t('settings.bannerEnabled')}
            checked={draft.launchBanner.enabled}
            onChange={(enabled) => set('launchBanner', { ...draft.launchBanner, enabled })}
          />
        </div>
        {UI_LANGUAGES.map((lang) => (
          <FormField key={lang} label={t('settings.bannerText', { language: t(`languages.${lang}`) })}>
            {(field) => (
              <Input
                {...field}
                lang={lang}
                value={draft.launchBanner.text[lang]}
                onChange={(event) =>
                  set('launchBanner', {
                    ...draft.launchBanner,
                    text: { ...draft.launchBanner.text, [lang]: event.target.value },
                  })
                }
              />
            )}
          </FormField>
        ))}
        <FormField label={t('settings.bannerLink')} hint={t('settings.bannerLinkHint')}>
          {(field) => (
            <Input
              {...field}
              type="url"
              value={draft.launchBanner.link ?? ''}
              onChange={(event) =>
                set('launchBanner', { ...draft.launchBanner, link: event.target.value.trim() || null })
              }
            />
          )}
        </FormField>
        <FormField label={t('settings.bannerEnds')}>
          {(field) => (
            <Input
              {...field}
              type="datetime-local"
              value={localInput(draft.launchBanner.endsAt)}
              onChange={(event) =>
                set('launchBanner', {
                  ...draft.launchBanner,
                  endsAt: event.target.value ? new Date(event.target.value).toISOString() : null,
                })
              }
            />
          )}
        </FormField>
      </Group>
      <Group title={t('settings.groups.access')}>
        <AccessGateFields
          saved={saved.accessGate}
          draft={draft.accessGate}
          onChange={(accessGate) => set('accessGate', accessGate)}
        />
        {(['A', 'B'] as const).map((version) => (
          <FormField key={version} label={t('settings.landingWeight', { version })}>
            {(field) => (
              <Input
                {...field}
                type="number"
                min={0}
                max={100}
                value={Number.isNaN(draft.landingWeights[version]) ? '' : draft.landingWeights[version]}
                onChange={(event) =>
                  set('landingWeights', { ...draft.landingWeights, [version]: int(event.target.value) })
                }
              />
            )}
          </FormField>
        ))}
      </Group>
      {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending} disabled={changed.length === 0}>
          {t('settings.save')}
        </Button>
        {changed.length > 0 && (
          <Button variant="secondary" onClick={() => setDraft(saved)}>
            {t('settings.discard')}
          </Button>
        )}
      </div>
    </Form>
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
