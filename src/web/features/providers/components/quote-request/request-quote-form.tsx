import { zodResolver } from '@hookform/resolvers/zod'
import { useAuth } from '@web/app/auth/auth-context'
import { LocalizedLink } from '@web/app/shell/localized-link'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { richText } from '@web/i18n/rich-text'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type QuoteRequestReceipt, useSendQuoteRequest } from '../../api/send-quote-request'
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_DESCRIPTION_MIN,
  type QuoteRequestFormInput,
  QuoteRequestFormSchema,
  type QuoteRequestFormValues,
  type QuoteRequestProvider,
  quoteRequestContact,
} from '../../lib/quote-request'
import { quoteRequestFailureKey } from './quote-request-errors'

const limits = { min: PROJECT_DESCRIPTION_MIN, max: PROJECT_DESCRIPTION_MAX }

export function RequestQuoteForm({
  provider,
  onSent,
}: {
  provider: QuoteRequestProvider
  onSent: (receipt: QuoteRequestReceipt, email: string) => void
}) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const user = useAuth().user
  const sending = useSendQuoteRequest()
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<QuoteRequestFormInput, unknown, QuoteRequestFormValues>({
    resolver: zodResolver(QuoteRequestFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    // A signed-in customer only writes what is new: the project.
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phoneNumber ?? '',
      place: [user?.postal_code, user?.city].filter(Boolean).join(' '),
      description: '',
    },
  })
  const numbers = new Intl.NumberFormat(language)
  const descriptionLength = watch('description')?.length ?? 0
  const fieldError = (message: string | undefined) => (message ? t(message, limits) : undefined)

  const onSubmit = (values: QuoteRequestFormValues) => {
    if (sending.isPending) return
    const labels = {
      heading: t('quote.message.heading', { name: provider.name }),
      profile: t('quote.message.profile'),
      phone: t('quote.message.phone'),
      place: t('quote.message.place'),
      description: t('quote.message.description'),
      notGiven: t('quote.message.notGiven'),
    }
    const body = quoteRequestContact(values, provider, labels, window.location.origin, language)
    sending.mutate(body, { onSuccess: (receipt) => onSent(receipt, values.email) })
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('quote.fields.name')} error={fieldError(errors.name?.message)}>
          {(field) => <Input {...field} {...register('name')} autoComplete="name" required />}
        </FormField>
        <FormField
          label={t('quote.fields.email')}
          hint={t('quote.hints.email')}
          error={fieldError(errors.email?.message)}
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
        <FormField label={t('quote.fields.phone')} error={fieldError(errors.phone?.message)}>
          {(field) => <Input {...field} {...register('phone')} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField
          label={t('quote.fields.place')}
          hint={t('quote.hints.place')}
          error={fieldError(errors.place?.message)}
        >
          {(field) => <Input {...field} {...register('place')} autoComplete="postal-code" required />}
        </FormField>
      </div>
      <FormField
        label={t('quote.fields.description')}
        hint={t('quote.hints.description', {
          used: numbers.format(descriptionLength),
          max: numbers.format(PROJECT_DESCRIPTION_MAX),
          min: PROJECT_DESCRIPTION_MIN,
        })}
        error={fieldError(errors.description?.message)}
      >
        {(field) => <Textarea {...field} {...register('description')} rows={5} required />}
      </FormField>
      {sending.isError && (
        <Callout tone="error" title={t('quote.errors.failedTitle')}>
          {t(quoteRequestFailureKey(sending.error))}
        </Callout>
      )}
      <p className="text-sm text-slate-600">
        {richText(t('quote.privacy'), {
          privacyLink: (text) => (
            <LocalizedLink
              to="/privacy-policy"
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {text}
              <span className="sr-only"> ({t('contact.opensInNewTab')})</span>
            </LocalizedLink>
          ),
        })}
      </p>
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={sending.isPending} className="w-full sm:w-auto">
          {!sending.isPending && <Send className="size-5" aria-hidden="true" />}
          {sending.isPending ? t('quote.sending') : t('quote.submit')}
        </Button>
      </div>
    </form>
  )
}
