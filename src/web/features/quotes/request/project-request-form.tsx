import { zodResolver } from '@hookform/resolvers/zod'
import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import { formatNumber } from '@shared/format/number'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import {
  type CreatedQuoteRequests,
  type CreateQuoteRequestsInput,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_DESCRIPTION_MIN,
  PROJECT_NAME_MAX,
  TIMELINES,
} from '@shared/quotes/quote-request-schemas'
import { codePointLength } from '@shared/text/text-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { quoteKeys } from '@web/features/quotes/api/quote-keys'
import { sendQuoteRequests } from '@web/features/quotes/api/send-quote-requests'
import { useOpenProjectsNote } from '@web/features/quotes/components/open-projects-note'
import { type PhotosState, RequestPhotosField } from '@web/features/quotes/components/request-photos-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useAuth } from '@web/lib/auth/auth-context'
import { useFieldError } from '@web/lib/forms/field-error'
import { Send } from 'lucide-react'
import { type Ref, useEffect, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type ProjectFormInput, ProjectFormSchema, type ProjectFormValues } from './project-request-schema'
import { RequestEstimate } from './request-estimate'

export interface RequestedProvider {
  id: number
  name: string
  categories: string[]
}

/** What went wrong, as the customer should read it: the server's own words for the cases it explains. */
export function sendFailure(error: unknown): { key: string } | { message: string } {
  if (error instanceof ApiRequestError) {
    if (error.code === 'no_credits' || error.code === 'providers_unavailable')
      return { message: failureText(error, error.message) }
  }
  return { key: 'form.errors.failed' }
}

/**
 * One project to one or several providers (up to 5): name, type of work, description, place,
 * budget and timeline. The server resolves the place and holds one of the customer's open projects (ADR 027).
 */
export function ProjectRequestForm({
  providers,
  short = false,
  formRef,
  onSent,
  onNeedsAccount,
}: {
  providers: RequestedProvider[]
  /** To one provider from its profile: no project name to invent (it is the type of work and the place). */
  short?: boolean
  formRef?: Ref<HTMLFormElement>
  onSent: (created: CreatedQuoteRequests) => void
  /** Signed out: what would be sent, to keep while the visitor registers or logs in. */
  onNeedsAccount: (request: CreateQuoteRequestsInput) => void
}) {
  const { t } = useTranslation('requests')
  const openProjectsNote = useOpenProjectsNote()
  const language = useUiLanguage()
  const { user, refresh } = useAuth()
  const queryClient = useQueryClient()
  const [photos, setPhotos] = useState<PhotosState>({ ids: [], uploading: false })
  const categories = [...new Set(providers.flatMap((p) => p.categories))] as CategorySlug[]
  const sending = useMutation({
    mutationFn: sendQuoteRequests,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.mine })
      // The header's credits counter reads the profile: one credit was just spent.
      void refresh()
      onSent(created)
    },
  })
  // The place the account gave (never a postal code it did not give), also once the session is known.
  const accountPlace = user?.city?.trim() || user?.location?.trim() || ''
  // The form's types are named, not inferred: the first category may be missing, which would widen the field.
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: zodResolver(ProjectFormSchema),
    mode: 'onBlur',
    defaultValues: {
      name: '',
      category: categories[0],
      description: '',
      location: accountPlace,
      budgetLow: '',
      budgetHigh: '',
      timeline: '',
    },
  })
  useEffect(() => {
    if (accountPlace && !getFieldState('location').isDirty) setValue('location', accountPlace)
  }, [accountPlace, getFieldState, setValue])
  const category = watch('category')
  const place = watch('location')
  useEffect(() => {
    if (!short || !category) return
    const name = t('form.shortName', {
      category: categoryName(category as CategorySlug, language),
      place: place.trim(),
    })
    setValue('name', name.trim().slice(0, PROJECT_NAME_MAX))
  }, [short, category, place, language, setValue, t])
  // Counted as the server counts: characters, an emoji being one.
  const descriptionLength = codePointLength(watch('description') ?? '')
  const anyFieldError = useFieldError()
  /** The schema's message is the key of the field's own words. */
  const fieldError = (error: FieldError | undefined) => {
    const own =
      error?.message && t(error.message, { min: PROJECT_DESCRIPTION_MIN, max: PROJECT_DESCRIPTION_MAX })
    return anyFieldError(error, own ? { codes: { too_big: own }, other: own } : {})
  }

  const onSubmit = (form: ProjectFormValues) => {
    if (sending.isPending) return
    // The short form's name is only the trade and place: sent untitled, each reader's page draws it.
    const values = short ? { ...form, name: null } : form
    const providerIds = providers.slice(0, MAX_MATCHED_PROVIDERS).map((p) => p.id)
    // Photos need an account to be uploaded: a signed-out visitor's request goes on without them.
    if (!user) return onNeedsAccount({ providerIds, project: values })
    sending.mutate(
      { providerIds, project: values, photoIds: photos.ids },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'unknown_locality')
            setError('location', { message: 'form.errors.unknownPlace' })
        },
      },
    )
  }
  const failure = sending.isError ? sendFailure(sending.error) : null
  const placeRejected = errors.location?.message === 'form.errors.unknownPlace'

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {short ? (
        <input type="hidden" {...register('name')} />
      ) : (
        <FormField label={t('form.name')} hint={t('form.nameHint')} error={fieldError(errors.name)}>
          {(field) => <Input {...field} {...register('name')} required />}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.category')} error={fieldError(errors.category)}>
          {(field) => (
            <Select {...field} {...register('category')}>
              {categories.map((slug) => (
                <option key={slug} value={slug}>
                  {categoryName(slug, language)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('form.location')}
          hint={t('form.locationHint')}
          error={fieldError(errors.location)}
        >
          {(field) => <Input {...field} {...register('location')} autoComplete="postal-code" required />}
        </FormField>
      </div>
      <FormField
        label={t('form.description')}
        hint={t('form.descriptionHint', {
          used: formatNumber(descriptionLength, language),
          max: formatNumber(PROJECT_DESCRIPTION_MAX, language),
          min: PROJECT_DESCRIPTION_MIN,
        })}
        error={fieldError(errors.description)}
      >
        {(field) => <Textarea {...field} {...register('description')} rows={5} required />}
      </FormField>
      {user && <RequestPhotosField onChange={setPhotos} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.budgetLow')} error={fieldError(errors.budgetLow)}>
          {(field) => <Input {...field} {...register('budgetLow')} inputMode="numeric" />}
        </FormField>
        <FormField label={t('form.budgetHigh')} error={fieldError(errors.budgetHigh)}>
          {(field) => <Input {...field} {...register('budgetHigh')} inputMode="numeric" />}
        </FormField>
        {/* Half a row, not a third: "Innerhalb von 3 Monaten" would be cut. */}
        <FormField label={t('form.timeline')}>
          {(field) => (
            <Select {...field} {...register('timeline')}>
              <option value="">{t('form.timelineAny')}</option>
              {TIMELINES.map((value) => (
                <option key={value} value={value}>
                  {t(`timeline.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {failure && !placeRejected && (
        <Callout tone="error" title={t('form.errors.failedTitle')}>
          {'key' in failure ? t(failure.key) : failure.message}
        </Callout>
      )}
      <RequestEstimate
        category={watch('category') as CategorySlug}
        description={watch('description') ?? ''}
      />
      <p className="text-sm text-slate-600">{openProjectsNote}</p>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          loading={sending.isPending}
          disabled={photos.uploading}
          className="w-full sm:w-auto"
        >
          {!sending.isPending && <Send className="size-5" aria-hidden="true" />}
          {sending.isPending ? t('form.sending') : t('form.submit', { count: providers.length })}
        </Button>
      </div>
    </Form>
  )
}
