import { zodResolver } from '@hookform/resolvers/zod'
import { formatNumber } from '@shared/format/number'
import type { Review } from '@shared/providers/provider-profile-schemas'
import { REVIEW_TEXT_MAX, ReviewReplySchema } from '@shared/providers/review-schemas'
import { codePointLength } from '@shared/text/text-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { useReviewerName } from '@web/hooks/use-reviewer-name'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { replyFieldWords } from './reply-errors'

/** Writes or replaces the provider's public reply to one review. */
export function ReviewReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useTranslation('workspace')
  const fieldError = useFieldError()
  const reviewerName = useReviewerName()
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(ReviewReplySchema),
    defaultValues: { text: review.reply ?? '' },
  })
  const text = form.watch('text')
  const save = useMutation({
    mutationFn: (reply: string) => workspaceApi.replyToReview(review.id, reply),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.reviews })
      toast.success(t('reviews.saved'))
      onDone()
    },
  })
  const submit = form.handleSubmit(({ text: reply }) => {
    if (!save.isPending) save.mutate(reply)
  })
  const max = formatNumber(REVIEW_TEXT_MAX, language)
  return (
    <Form noValidate onSubmit={submit} className="mt-4 space-y-3">
      <FormField
        label={t('reviews.replyTo', { name: reviewerName(review.authorName) })}
        hint={t('reviews.replyHint', {
          used: formatNumber(codePointLength(text ?? ''), language),
          max,
        })}
        error={fieldError(
          form.formState.errors.text,
          replyFieldWords((key) => t(key, { max })),
        )}
      >
        {(field) => (
          <Textarea
            {...field}
            // The form opens on a click of "Reply": the caret goes where the text is written.
            autoFocus
            rows={4}
            {...form.register('text')}
          />
        )}
      </FormField>
      {save.isError && <Callout tone="error" title={failureText(save.error, t('reviews.saveFailed'))} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t('reviews.saving') : t('reviews.saveReply')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  )
}
