import { supportContract } from '@shared/api/support-contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { call } from '@web/lib/api/call'
import { failureText } from '@web/lib/api/failure-text'
import { formatLongDate } from '@web/lib/format/date'
import { useFieldError } from '@web/lib/forms/field-error'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

// The shared schema (and zod with it) loads with the first answer, as the sign-in forms' resolvers do.
const answerResolver = lazyResolver(async () => {
  const [{ zodResolver }, { SupportPublicMessageSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shared/support/support-schemas'),
  ])
  return zodResolver(SupportPublicMessageSchema)
})

/**
 * /support/reply?ref=…&token=…: the sender's conversation with the team, opened by the signed link
 * in our emails (no account needed); their answer joins the same thread.
 */
export function SupportReplyPage() {
  const { t } = useTranslation('support')
  const fieldError = useFieldError()
  const language = useUiLanguage()
  const [params] = useSearchParams()
  const link = { ref: params.get('ref') ?? '', token: params.get('token') ?? '' }
  // A link without its reference or signature opens nothing: the server renders the refusal, instead
  // of a placeholder the refusal would replace after the first paint.
  const complete = link.ref !== '' && link.token !== ''
  const key = ['support-thread', link.ref, link.token]
  const client = useQueryClient()
  useDocumentTitle(t('reply.title'))
  const thread = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(supportContract.thread, { query: link }, { signal }),
    retry: false,
    enabled: complete,
  })
  const form = useForm({
    resolver: answerResolver,
    defaultValues: { message: '' },
  })
  const [sent, setSent] = useState(false)
  const answer = useMutation({
    mutationFn: (message: string) => call(supportContract.replyToThread, { query: link, body: { message } }),
    onSuccess: (next) => {
      client.setQueryData(key, next)
      form.reset({ message: '' })
      setSent(true)
    },
  })
  const error =
    fieldError(form.formState.errors.message, { other: t('thread.tooShort') }) ??
    (answer.isError ? failureText(answer.error, t('reply.failed')) : undefined)

  return (
    <Container className="max-w-2xl space-y-5 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('reply.title')}</h1>
      {!complete || thread.isError ? (
        <Callout tone="error">{t('reply.invalid')}</Callout>
      ) : thread.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <p className="text-slate-600">{t('reply.lead', { reference: thread.data.reference })}</p>
          <ol className="space-y-3">
            {thread.data.entries.map((entry) => (
              <li
                key={entry.id}
                className={`rounded-xl border p-4 ${entry.kind === 'reply' ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}
              >
                <p className="text-sm text-slate-600">
                  <span className="font-semibold text-ink">
                    {entry.kind === 'reply' ? t('reply.team') : t('reply.you')}
                  </span>
                  {` · ${formatLongDate(entry.createdAt, language)}`}
                </p>
                <p className="mt-2 whitespace-pre-line break-words">{entry.body}</p>
              </li>
            ))}
          </ol>
          {thread.data.status === 'closed' && <Callout tone="info">{t('reply.closed')}</Callout>}
          <Form
            onSubmit={(event) => {
              setSent(false)
              return form.handleSubmit(({ message }) => answer.mutate(message))(event)
            }}
            className="space-y-3"
            noValidate
          >
            <FormField label={t('reply.answer')} error={error}>
              {(field) => <Textarea {...field} className="min-h-32" {...form.register('message')} />}
            </FormField>
            <Button type="submit" loading={answer.isPending}>
              {t('reply.send')}
            </Button>
            {sent && (
              <p role="status" className="text-emerald-800">
                {t('reply.sent')}
              </p>
            )}
          </Form>
        </>
      )}
    </Container>
  )
}
