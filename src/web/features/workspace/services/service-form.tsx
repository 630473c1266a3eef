import { CATEGORY_SLUGS, type CategorySlug, categoryName } from '@shared/catalog/categories'
import type { Service, ServiceInput } from '@shared/workspace/workspace-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { parseAmount } from '@web/lib/format/amount'
import { toast } from '@web/lib/toast/toast'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const UNITS = ['job', 'hour', 'day', 'm2', 'unit', 'page'] as const

type Errors = Partial<Record<'name' | 'category' | 'price' | 'form', string>>

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
  const [errors, setErrors] = useState<Errors>({})
  const save = useMutation({
    mutationFn: (input: ServiceInput) =>
      service ? workspaceApi.updateService(service.id, input) : workspaceApi.addService(input),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.services })
      toast.success(t(service ? 'services.updated' : 'services.added', { name: saved.name }))
      onDone()
    },
    onError: (error) => setErrors({ form: failureText(error, t('services.saveFailed')) }),
  })
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const name = String(form.get('name') ?? '').trim()
    const category = String(form.get('category') ?? '')
    const priceText = String(form.get('price') ?? '').trim()
    const price = priceText === '' ? null : parseAmount(priceText)
    const next: Errors = {}
    if (name.length < 2) next.name = t('services.errors.name')
    if (!(CATEGORY_SLUGS as readonly string[]).includes(category))
      next.category = t('services.errors.category')
    if (price !== null && (!Number.isFinite(price) || price < 0 || price > 1_000_000))
      next.price = t('services.errors.price')
    setErrors(next)
    if (Object.keys(next).length > 0) return
    save.mutate({
      name,
      category: category as CategorySlug,
      price,
      unit: String(form.get('unit')) as ServiceInput['unit'],
      description: String(form.get('description') ?? '').trim(),
    })
  }

  return (
    <Card className="border-brand-100">
      <h3 id={titleId} className="text-lg font-semibold">
        {service ? t('services.editTitle', { name: service.name }) : t('services.addTitle')}
      </h3>
      <Form aria-labelledby={titleId} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label={t('services.name')} error={errors.name}>
          {(field) => (
            <Input
              {...field}
              name="name"
              defaultValue={service?.name}
              maxLength={120}
              required
              autoFocus={focusFirst}
            />
          )}
        </FormField>
        <FormField label={t('services.category')} error={errors.category}>
          {(field) => (
            <Select {...field} name="category" defaultValue={service?.category ?? ''} required>
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
        <FormField label={t('services.price')} hint={t('services.priceHint')} error={errors.price}>
          {(field) => (
            <Input
              {...field}
              name="price"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={service?.price ?? ''}
            />
          )}
        </FormField>
        <FormField label={t('services.unit')}>
          {(field) => (
            <Select {...field} name="unit" defaultValue={service?.unit ?? 'job'}>
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`services.units.${unit}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('services.description')}>
            {(field) => (
              <Textarea
                {...field}
                name="description"
                defaultValue={service?.description}
                maxLength={1000}
                className="min-h-24"
              />
            )}
          </FormField>
        </div>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
            {errors.form}
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
