import { zodResolver } from '@hookform/resolvers/zod'
import { ApplicationAnswerSchema } from '@shared/applications/application-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { PageHeader } from '@web/components/ui/page-header'
import { Skeleton } from '@web/components/ui/skeleton'
import { partnerApi, partnerKeys } from '@web/features/partners/api/partner-api'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/** /partners/apply/answer?token=…: the applicant answers a reviewer's question (the emailed link). */
export function AnswerPage() {
  const { t } = useTranslation('partners')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const queryClient = useQueryClient()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(ApplicationAnswerSchema),
    defaultValues: { answer: '' },
  })
  useDocumentTitle(t('answer.title'))
  const question = useQuery({
    queryKey: partnerKeys.question(token),
    queryFn: ({ signal }) => partnerApi.question(token, signal),
    enabled: token.length > 0,
    retry: false,
  })
  const send = useMutation({
    mutationFn: (answer: string) => partnerApi.answer(token, answer),
    onSuccess: (data) => queryClient.setQueryData(partnerKeys.question(token), data),
  })
  const submit = form.handleSubmit(({ answer }) => send.mutate(answer))
  const error =
    fieldError(form.formState.errors.answer, { other: t('answer.required') }) ??
    (send.isError ? failureText(send.error, t('answer.failed')) : undefined)

  return (
    <>
      <PageHeader
        title={t('answer.title')}
        lead={
          question.data
            ? t('answer.lead', { reference: question.data.reference, company: question.data.companyName })
            : undefined
        }
      />
      <Container className="max-w-2xl py-8 sm:py-10">
        {question.isPending && token ? (
          <Skeleton className="h-48 w-full" />
        ) : !question.data ? (
          <Callout tone="error" title={t('answer.invalid')} />
        ) : (
          <Card className="space-y-5 p-5 sm:p-6">
            <div>
              <h2 className="text-sm font-medium text-slate-600">{t('answer.question')}</h2>
              <blockquote className="mt-2 border-l-4 border-brand-600 bg-slate-50 p-3 whitespace-pre-line">
                {question.data.question}
              </blockquote>
            </div>
            {send.isSuccess ? (
              <Callout tone="success" title={t('answer.sent')} />
            ) : !question.data.open ? (
              <Callout tone="info" title={t('answer.closed')} />
            ) : (
              <Form noValidate onSubmit={submit} className="space-y-4">
                <FormField label={t('answer.yourAnswer')} error={error}>
                  {(field) => <Textarea {...field} maxLength={4000} required {...form.register('answer')} />}
                </FormField>
                <Button type="submit" loading={send.isPending}>
                  {t('answer.send')}
                </Button>
              </Form>
            )}
          </Card>
        )}
      </Container>
    </>
  )
}
