import { zodResolver } from '@hookform/resolvers/zod'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPICS,
  type ContactMessageInput,
  ContactMessageSchema,
} from '@shared/contact/contact-schemas'
import { formatNumber } from '@shared/format/number'
import { isUiLanguage } from '@shared/i18n/languages'
import { codePointLength } from '@shared/text/text-input'
import { LocalizedLink } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { cn } from '@web/components/ui/cn'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { useSendContactMessage } from '@web/features/info/api/send-contact-message'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Send } from 'lucide-react'
import { useEffect } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { contactFieldWords, serverFieldErrors, submitErrorMessage } from './contact-errors'
import type { ContactTopic } from './contact-topic'

type ContactFormOutput = z.output<typeof ContactMessageSchema>

const emptyForm = (topic: ContactTopic): ContactMessageInput => ({ name: '', email: '', topic, message: '' })

export function ContactForm({ initialTopic }: { initialTopic: ContactTopic }) {
  const { t, i18n } = useTranslation('info')
  const sending = useSendContactMessage()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ContactMessageSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: emptyForm(initialTopic),
  })

  // A later link to ?topic=… (from the header or a page) changes the preselected topic.
  useEffect(() => {
    setValue('topic', initialTopic)
  }, [initialTopic, setValue])

  const topic = watch('topic')
  // Counted as the server counts: characters, an emoji being one.
  const messageLength = codePointLength(watch('message') ?? '')
  const uiLanguage = useUiLanguage()

  const anyFieldError = useFieldError()
  const fieldError = (field: 'name' | 'email' | 'topic' | 'message', error: FieldError | undefined) =>
    anyFieldError(error, contactFieldWords(field, t))

  const onSubmit = (values: ContactFormOutput) => {
    if (sending.isPending) return
    const language = isUiLanguage(i18n.language) ? i18n.language : 'en'
    sending.mutate(
      { ...values, language },
      {
        onSuccess: () => {
          toast.success(t('contact.success'))
          reset(emptyForm(initialTopic))
        },
        onError: (error) => {
          serverFieldErrors(error).forEach((field, index) => {
            setError(field, { type: 'server' }, { shouldFocus: index === 0 })
          })
        },
      },
    )
  }

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {sending.isError && (
        <Callout tone="error" title={t('contact.errors.failedTitle')}>
          {submitErrorMessage(sending.error, t)}
        </Callout>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contact.fields.name')} error={fieldError('name', errors.name)}>
          {(field) => <Input {...field} {...register('name')} autoComplete="name" required />}
        </FormField>
        <FormField
          label={t('contact.fields.email')}
          error={fieldError('email', errors.email)}
          hint={t('contact.hints.email')}
        >
          {(field) => (
            <Input
              {...field}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
            />
          )}
        </FormField>
      </div>
      <FormField label={t('contact.fields.topic')} error={fieldError('topic', errors.topic)}>
        {(field) => (
          <Select {...field} {...register('topic')}>
            {CONTACT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(`contact.topics.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {topic === 'provider' && (
        <Callout tone="info" title={t('contact.providerHint.title')}>
          {t('contact.providerHint.body')}
        </Callout>
      )}
      <FormField
        label={t('contact.fields.message')}
        error={fieldError('message', errors.message)}
        hint={
          <span className={cn(messageLength > CONTACT_MESSAGE_MAX && 'font-medium text-danger')}>
            {t('contact.hints.message', {
              used: formatNumber(messageLength, uiLanguage),
              max: formatNumber(CONTACT_MESSAGE_MAX, uiLanguage),
            })}
          </span>
        }
      >
        {(field) => <Textarea {...field} {...register('message')} rows={7} required />}
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {t('contact.privacyNote')}{' '}
          <LocalizedLink
            to="/privacy-policy"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {t('contact.privacyLink')}
          </LocalizedLink>
        </p>
        <Button type="submit" size="lg" loading={sending.isPending} className="w-full shrink-0 sm:w-auto">
          {!sending.isPending && <Send className="size-5" aria-hidden="true" />}
          {sending.isPending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </Form>
  )
}
