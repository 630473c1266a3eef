import { zodResolver } from '@hookform/resolvers/zod'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { type Service, type ServiceInput, ServiceInputSchema } from '@shared/workspace/workspace-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { parseAmount } from '@web/lib/format/amount'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

const UNITS = ['job', 'hour', 'day', 'm2', 'unit', 'page'] as const

/** A service as the provider types it (the price as text, empty for "on request"), checked by the server's schema. */
const ServiceFormSchema = ServiceInputSchema.extend({
  price: z
    .string()
    .transform((text) => (text.trim() === '' ? null : parseAmount(text)))
    .pipe(ServiceInputSchema.shape.price),
  category: z.string().pipe(ServiceInputSchema.shape.category),
})

/** Adds a service, or changes one: the same fields, checked here and again by the server. */
export function ServiceForm({
  service,
  onDone,
  focusFirst = true,
}: {
  service?: Service
  onDone: () => void
  /** False when the form is there from the start (no services yet): focus stays where the page put it. */
  focusFirst?: boolean
}) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  const titleId = useId()
  const queryClient = useQueryClient()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(ServiceFormSchema),
    defaultValues: {
      name: service?.name ?? '',
      category: service?.category ?? '',
      price: service?.price === null || service?.price === undefined ? '' : String(service.price),
      unit: service?.unit ?? 'job',
      description: service?.description ?? '',
    },
  })
  const errors = form.formState.errors
  const save = useMutation({
    mutationFn: (input: ServiceInput) =>
      service ? workspaceApi.updateService(service.id, input) : workspaceApi.addService(input),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.services })
      toast.success(t(service ? 'services.updated' : 'services.added', { name: saved.name }))
      onDone()
    },
  })
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )

  const submit = form.handleSubmit((input) => save.mutate(input))

  return (
    <Card className="border-brand-100">
      <h3 id={titleId} className="text-lg font-semibold">
        {service ? t('services.editTitle', { name: service.name }) : t('services.addTitle')}
      </h3>
      <Form aria-labelledby={titleId} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('services.name')}
          error={fieldError(errors.name, { other: t('services.errors.name') })}
        >
          {(field) => (
            <Input {...field} maxLength={120} required autoFocus={focusFirst} {...form.register('name')} />
          )}
        </FormField>
        <FormField
          label={t('services.category')}
          error={fieldError(errors.category, { other: t('services.errors.category') })}
        >
          {(field) => (
            <Select {...field} required {...form.register('category')}>
              <option value="" disabled>
                {t('services.chooseCategory')}
              </option>
              {categories.map((slug) => (
                <option key={slug} value={slug}>
                  {categoryName(slug, language)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('services.price')}
          hint={t('services.priceHint')}
          error={fieldError(errors.price, {
            codes: { too_big: t('services.errors.price') },
            other: t('services.errors.price'),
          })}
        >
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" {...form.register('price')} />}
        </FormField>
        <FormField label={t('services.unit')}>
          {(field) => (
            <Select {...field} {...form.register('unit')}>
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`services.units.${unit}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('services.description')} error={fieldError(errors.description)}>
            {(field) => (
              <Textarea {...field} maxLength={1000} className="min-h-24" {...form.register('description')} />
            )}
          </FormField>
        </div>
        {save.isError && (
          <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
            {failureText(save.error, t('services.saveFailed'))}
          </p>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {service ? t('save') : t('services.addSubmit')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
