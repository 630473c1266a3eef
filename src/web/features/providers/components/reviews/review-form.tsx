import { zodResolver } from '@hookform/resolvers/zod'
import { formatNumber } from '@shared/format/number'
import type { Review } from '@shared/providers/provider-profile-schemas'
import {
  type CreateReviewInput,
  CreateReviewSchema,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '@shared/providers/review-schemas'
import { codePointLength } from '@shared/text/text-input'
import { LocalizedLink } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { useCreateReview } from '@web/features/providers/api/create-review'
import { reviewFailureKey, reviewFieldWords } from '@web/features/providers/lib/review-form-errors'
import { richText } from '@web/i18n/rich-text'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useFieldError } from '@web/lib/forms/field-error'
import { Send } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { StarRatingInput } from './star-rating-input'

const limits = { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }

/** For a customer whose project with this provider is completed: stars and text, published at once. */
export function ReviewForm({
  slug,
  providerName,
  onPublished,
}: {
  slug: string
  providerName: string
  onPublished: (review: Review) => void
}) {
  const { t } = useTranslation('providers')
  const fieldError = useFieldError()
  const language = useUiLanguage()
  const publishing = useCreateReview(slug)
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CreateReviewSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { rating: 0, text: '' },
  })
  // Counted as the server counts: characters, an emoji being one.
  const textLength = codePointLength(watch('text') ?? '')

  const onSubmit = (values: CreateReviewInput) => {
    if (publishing.isPending) return
    publishing.mutate(values, { onSuccess: (review) => onPublished(review) })
  }

  return (
    <Form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="review-form-title"
      className="space-y-4 rounded-[var(--radius-card)] border border-brand-100 bg-brand-50/50 p-5"
    >
      <div>
        <h3 id="review-form-title" className="text-lg font-semibold text-ink">
          {t('reviewForm.title')}
        </h3>
        <p className="mt-1 text-slate-700">{t('reviewForm.lead', { name: providerName })}</p>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            legend={t('reviewForm.rating')}
            error={fieldError(errors.rating, reviewFieldWords('rating', t, limits))}
          />
        )}
      />
      <FormField
        label={t('reviewForm.text')}
        hint={t('reviewForm.textHint', {
          used: formatNumber(textLength, language),
          max: formatNumber(REVIEW_TEXT_MAX, language),
          min: REVIEW_TEXT_MIN,
        })}
        error={fieldError(errors.text, reviewFieldWords('text', t, limits))}
      >
        {(field) => <Textarea {...field} {...register('text')} rows={5} required />}
      </FormField>
      <p className="text-sm text-slate-600">
        {richText(t('reviewForm.policy'), {
          policyLink: (text) => (
            <LocalizedLink
              to="/review-policy"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {text}
            </LocalizedLink>
          ),
        })}
      </p>
      {publishing.isError && (
        <Callout tone="error" title={t('reviewForm.errors.failedTitle')}>
          {t(reviewFailureKey(publishing.error))}
        </Callout>
      )}
      <Button type="submit" loading={publishing.isPending} className="w-full sm:w-auto">
        {!publishing.isPending && <Send className="size-5" aria-hidden="true" />}
        {publishing.isPending ? t('reviewForm.submitting') : t('reviewForm.submit')}
      </Button>
    </Form>
  )
}
