import { zodResolver } from '@hookform/resolvers/zod'
import type { Onboarding, OnboardingItemId } from '@shared/onboarding/onboarding-schemas'
import {
  SERVICE_RADIUS_MAX_KM,
  SERVICE_RADIUS_MIN_KM,
  ServiceRadiusSchema,
} from '@shared/onboarding/onboarding-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FileInput, FormField, Input } from '@web/components/ui/form-field'
import { failureText } from '@web/lib/api/failure-text'
import { chosenFileSchema } from '@web/lib/forms/chosen-file'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { CheckCircle2, Circle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { overviewApi, overviewKeys } from './overview-api'

const LINKS: Partial<Record<OnboardingItemId, string>> = {
  logo_photos: '/dashboard/portfolio',
  services: '/dashboard/portfolio?section=services',
  opening_hours: '/dashboard/portfolio?section=availability',
}

const FileFormSchema = z.object({ file: chosenFileSchema() })

function UploadForm({ kind, accept }: { kind: 'logo' | 'insurance'; accept: string }) {
  const { t } = useTranslation('partners')
  const fieldError = useFieldError()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(FileFormSchema),
  })
  const upload = useMutation({
    mutationFn: (body: FormData) => overviewApi.upload(kind, body),
    onSuccess: (data) => {
      queryClient.setQueryData(overviewKeys.onboarding, data)
      toast.success(t(`checklist.uploaded.${kind}`))
    },
  })
  const send = form.handleSubmit(({ file }) => {
    const body = new FormData()
    body.append('file', file)
    upload.mutate(body)
  })
  const error =
    fieldError(form.formState.errors.file, { other: t('checklist.chooseFile') }) ??
    (upload.isError ? failureText(upload.error, t('checklist.uploadFailed')) : undefined)
  return (
    <Form noValidate onSubmit={send} className="flex flex-wrap items-end gap-2">
      <FormField label={t(`checklist.file.${kind}`)} error={error}>
        {(field) => <FileInput {...field} accept={accept} className="max-w-xs" {...form.register('file')} />}
      </FormField>
      <Button type="submit" variant="secondary" size="sm" loading={upload.isPending}>
        {t('checklist.upload')}
      </Button>
    </Form>
  )
}

function RadiusForm({ km }: { km: number }) {
  const { t } = useTranslation('partners')
  const fieldError = useFieldError()
  const queryClient = useQueryClient()
  // The schema reads the number field's text as the server reads the body's number.
  const form = useForm({
    resolver: zodResolver(ServiceRadiusSchema),
    defaultValues: { km: String(km > 0 ? km : 20) },
  })
  const save = useMutation({
    mutationFn: (value: number) => overviewApi.setRadius(value),
    onSuccess: (data) => {
      queryClient.setQueryData(overviewKeys.onboarding, data)
      toast.success(t('checklist.radiusSaved', { km: data.serviceRadiusKm }))
    },
  })
  const send = form.handleSubmit(({ km: value }) => save.mutate(value))
  const range = t('checklist.radiusRange', { min: SERVICE_RADIUS_MIN_KM, max: SERVICE_RADIUS_MAX_KM })
  const error =
    fieldError(form.formState.errors.km, { codes: { too_big: range }, other: range }) ??
    (save.isError ? failureText(save.error, t('checklist.radiusFailed')) : undefined)
  return (
    <Form noValidate onSubmit={send} className="flex flex-wrap items-end gap-2">
      <FormField label={t('checklist.radiusLabel')} error={error}>
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={SERVICE_RADIUS_MIN_KM}
            max={SERVICE_RADIUS_MAX_KM}
            className="w-28"
            {...form.register('km')}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
        {t('checklist.save')}
      </Button>
    </Form>
  )
}

/**
 * The onboarding checklist of an approved partner. When its required items are done the
 * listing is published (by the server on the checklist's own saves, or here after a workspace edit).
 */
export function OnboardingChecklist({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('partners')
  const queryClient = useQueryClient()
  const asked = useRef(false)
  const publish = useMutation({
    mutationFn: overviewApi.publish,
    onSuccess: (data) => {
      queryClient.setQueryData(overviewKeys.onboarding, data)
      if (data.published) toast.success(t('checklist.publishedNow'))
    },
  })
  useEffect(() => {
    if (onboarding.ready && !onboarding.published && onboarding.fromApplication && !asked.current) {
      asked.current = true
      publish.mutate()
    }
  }, [onboarding, publish])

  if (onboarding.published)
    return (
      <Card className="flex flex-wrap items-center gap-3 border-emerald-200 bg-emerald-50">
        <CheckCircle2 className="size-6 text-emerald-700" aria-hidden="true" />
        <p className="flex-1 font-medium">{t('checklist.live', { tier: t(`tiers.${onboarding.tier}`) })}</p>
        <LocalizedLink
          to={`/providers/${onboarding.providerSlug}`}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('checklist.viewListing')}
        </LocalizedLink>
      </Card>
    )

  const done = onboarding.items.filter((i) => i.done).length
  return (
    <Card className="space-y-4 border-brand-100">
      <div>
        <h3 className="text-lg font-semibold">{t('checklist.title')}</h3>
        <p className="text-slate-600">{t('checklist.lead')}</p>
        <p className="mt-1 text-sm font-medium">
          {t('checklist.progress', { done, total: onboarding.items.length })}
        </p>
      </div>
      <ol className="space-y-4">
        {onboarding.items.map((item) => (
          <li key={item.id} className="flex gap-3">
            {item.done ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1 space-y-2">
              <p className="font-medium">
                {t(`checklist.items.${item.id}.title`)}
                <span className="sr-only">
                  {item.done ? ` (${t('checklist.done')})` : ` (${t('checklist.todo')})`}
                </span>
                <span className="ml-2 text-sm font-normal text-slate-600">
                  {item.required ? t('checklist.required') : t('checklist.recommended')}
                </span>
              </p>
              <p className="text-sm text-slate-600">{t(`checklist.items.${item.id}.body`)}</p>
              {item.id === 'service_radius' && <RadiusForm km={onboarding.serviceRadiusKm} />}
              {item.id === 'insurance' && (
                <>
                  {onboarding.insurance && (
                    <p className="text-sm">
                      {t('checklist.onFile', { name: onboarding.insurance.fileName })}
                    </p>
                  )}
                  <UploadForm kind="insurance" accept="application/pdf,image/png,image/jpeg,image/webp" />
                </>
              )}
              {item.id === 'logo_photos' && (
                <>
                  {onboarding.logo && (
                    <p className="text-sm">{t('checklist.onFile', { name: onboarding.logo.fileName })}</p>
                  )}
                  <UploadForm kind="logo" accept="image/png,image/jpeg,image/webp" />
                  <p className="text-sm text-slate-600">
                    {t('checklist.photos', { count: onboarding.photos })}
                  </p>
                </>
              )}
              {LINKS[item.id] && (
                <LocalizedLink
                  to={LINKS[item.id] ?? '/dashboard'}
                  className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {t(`checklist.items.${item.id}.link`)}
                </LocalizedLink>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  )
}
