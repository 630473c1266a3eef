import { zodResolver } from '@hookform/resolvers/zod'
import { type ProviderFieldsInput, ProviderFieldsSchema } from '@shared/admin/provider-admin-schemas'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { FailureCallout } from '@web/features/admin/components/failure-callout'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useFieldError } from '@web/lib/forms/field-error'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** A listing's fields, for creating one or editing it (the same rules as the import's rows). */
export function ProviderForm({
  initial,
  submitLabel,
  pending,
  onSave,
  onCancel,
  failureTitle,
}: {
  initial: ProviderFieldsInput
  submitLabel: string
  pending: boolean
  onSave: (values: ProviderFieldsInput) => Promise<void>
  onCancel: () => void
  /** What a failed save says first (product §8). */
  failureTitle: string
}) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const fieldError = useFieldError()
  const categoriesErrorId = useId()
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({ resolver: zodResolver(ProviderFieldsSchema), values: initial })
  const errors = form.formState.errors
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await onSave(values)
    } catch (error) {
      setFailure(error)
    }
  })
  return (
    <Form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('providers.fields.name')}
          error={fieldError(errors.name, { other: t('fieldErrors.name') })}
        >
          {(field) => <Input {...field} {...form.register('name')} />}
        </FormField>
        <FormField label={t('providers.fields.companyName')} error={fieldError(errors.companyName)}>
          {(field) => <Input {...field} {...form.register('companyName')} />}
        </FormField>
        <FormField
          label={t('providers.fields.locality')}
          hint={t('providers.fields.localityHint')}
          error={fieldError(errors.locality, { other: t('fieldErrors.locality') })}
        >
          {(field) => <Input {...field} {...form.register('locality')} />}
        </FormField>
        <FormField
          label={t('providers.fields.email')}
          error={fieldError(errors.email, { other: t('fieldErrors.email') })}
        >
          {(field) => <Input {...field} {...form.register('email')} type="email" />}
        </FormField>
        <FormField
          label={t('providers.fields.phone')}
          error={fieldError(errors.phone, { other: t('fieldErrors.phone') })}
        >
          {(field) => <Input {...field} {...form.register('phone')} type="tel" />}
        </FormField>
        <FormField
          label={t('providers.fields.website')}
          error={fieldError(errors.website, { other: t('fieldErrors.website') })}
        >
          {(field) => <Input {...field} {...form.register('website')} type="url" />}
        </FormField>
        <FormField
          label={t('providers.fields.vatNumber')}
          error={fieldError(errors.vatNumber, { other: t('fieldErrors.vat') })}
        >
          {(field) => <Input {...field} {...form.register('vatNumber')} />}
        </FormField>
      </div>
      <fieldset
        aria-invalid={errors.categories ? true : undefined}
        aria-describedby={errors.categories ? categoriesErrorId : undefined}
      >
        <legend className="text-sm font-medium">{t('providers.fields.categories')}</legend>
        {errors.categories && (
          <p id={categoriesErrorId} className="mt-1 text-sm font-medium text-danger">
            {fieldError(errors.categories, { other: t('fieldErrors.categories') })}
          </p>
        )}
        <div className="mt-2 grid max-h-48 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-3">
          {categories.map((slug) => (
            <label key={slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={slug}
                className="size-4 accent-brand-600"
                {...form.register('categories')}
              />
              {categoryName(slug, language)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={t('providers.fields.description')} error={fieldError(errors.description)}>
        {(field) => <Textarea {...field} className="min-h-24" {...form.register('description')} />}
      </FormField>
      {failure ? <FailureCallout title={failureTitle} error={failure} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  )
}
