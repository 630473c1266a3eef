import { zodResolver } from '@hookform/resolvers/zod'
import type { CategorySlug } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import { type Quote, type QuoteInput, QuoteInputSchema } from '@shared/quotes/quote-request-schemas'
import { quoteTotals } from '@shared/quotes/vat'
import type { QuoteTemplate } from '@shared/workspace/workspace-schemas'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { useSubmitQuote } from '@web/features/quotes/api/submit-quote'
import { AmountInput } from '@web/features/quotes/provider/components/amount-input'
import { QuoteTemplatePicker } from '@web/features/quotes/provider/components/quote-template-picker'
import {
  applyQuoteTemplate,
  initialQuoteValues,
  type QuoteField,
  type QuoteFormValues,
  quoteFieldWords,
  serverFieldErrors,
} from '@web/features/quotes/provider/lib/quote-form-values'
import { useQuoteTemplates } from '@web/hooks/use-quote-templates'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { QuoteMoneyRows } from './quote-money'
import { VatRateField } from './vat-rate-field'

/** An amount not typed yet (NaN) or below zero counts as nothing in the live totals. */
const typed = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0)

/**
 * product §3 quote fields, validated by the API's own schema; the totals excluding VAT, the VAT at
 * the rate the provider picks and the total including VAT are computed as the provider types (with
 * the server's own function), never typed. A signed-in provider can start from one of their quote templates.
 */
export function QuoteForm({
  requestId,
  token,
  clientName,
  category,
  existing,
  canUseTemplates,
  onSent,
  onCancel,
}: {
  requestId: number
  token: string | null
  clientName: string
  /** The job's type decides which VAT rates can apply. */
  category: CategorySlug
  existing: Quote | null
  /** Only a signed-in provider has templates; for an email-link visitor the picker stays hidden. */
  canUseTemplates: boolean
  onSent: () => void
  onCancel?: () => void
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const totalId = useId()
  const [announcement, setAnnouncement] = useState('')
  const titleRef = useRef<HTMLHeadingElement>(null)
  const openedToRevise = useRef(existing !== null)
  // Opening a revision moves the focus to it, so keyboard and screen-reader users land in the form.
  useEffect(() => {
    if (openedToRevise.current) titleRef.current?.focus()
  }, [])
  const submit = useSubmitQuote(requestId, token)
  const templates = useQuoteTemplates(canUseTemplates)
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(QuoteInputSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initialQuoteValues({ clientName, existing, now: new Date() }),
  })
  const [materials = Number.NaN, labour = Number.NaN, vatRate = 'standard'] = useWatch({
    control,
    name: ['materialsCost', 'laborCost', 'vatRate'],
  })
  const totals = quoteTotals(typed(materials), typed(labour), vatRate)
  const fieldError = useFieldError()
  const errorOf = (field: QuoteField) => fieldError(errors[field], quoteFieldWords(field, t))

  const applyTemplate = (template: QuoteTemplate) => {
    const next = applyQuoteTemplate(getValues() as QuoteFormValues, template, new Date())
    for (const field of ['materialsCost', 'laborCost', 'message', 'completionDate', 'validUntil'] as const) {
      setValue(field, next[field], { shouldDirty: true, shouldValidate: Boolean(errors[field]) })
    }
    setAnnouncement(t('response.form.templateApplied', { name: template.name }))
  }

  const onSubmit = (values: QuoteInput) => {
    if (submit.isPending) return
    setAnnouncement('')
    submit.mutate(values, {
      onSuccess: () => {
        const text = t(existing ? 'response.form.revised' : 'response.form.sent')
        toast.success(text)
        onSent()
      },
      onError: (error) => {
        for (const { field, message } of serverFieldErrors(error)) {
          setError(field, { type: 'server', message }, { shouldFocus: true })
        }
        toast.error(t('response.form.failed'))
        setAnnouncement(t('response.form.failed'))
      },
    })
  }

  return (
    <Card>
      <h2
        id="quote-form-title"
        ref={titleRef}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {existing ? t('response.form.reviseTitle') : t('response.form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('response.form.lead')}</p>
      <Form
        noValidate
        aria-labelledby="quote-form-title"
        onSubmit={handleSubmit(onSubmit)}
        className="mt-5 space-y-5"
      >
        {canUseTemplates && templates.data && templates.data.items.length > 0 && (
          <QuoteTemplatePicker templates={templates.data.items} onApply={applyTemplate} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField label={t('response.form.clientName')} error={errorOf('clientName')}>
              {(field) => <Input {...field} autoComplete="off" {...register('clientName')} />}
            </FormField>
          </div>
          <FormField label={t('response.form.startDate')} error={errorOf('startDate')}>
            {(field) => <Input {...field} type="date" {...register('startDate')} />}
          </FormField>
          <FormField label={t('response.form.completionDate')} error={errorOf('completionDate')}>
            {(field) => <Input {...field} type="date" {...register('completionDate')} />}
          </FormField>
          {(['materialsCost', 'laborCost'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <FormField label={t(`response.form.${name}`)} error={errorOf(name)}>
                  {(field) => (
                    <AmountInput {...field} ref={ref} value={value} onChange={onChange} onBlur={onBlur} />
                  )}
                </FormField>
              )}
            />
          ))}
          <div className="sm:col-span-2">
            <VatRateField category={category} registration={register('vatRate')} error={errorOf('vatRate')} />
          </div>
          <div className="rounded-lg bg-slate-50 px-4 py-3 sm:col-span-2">
            <dl className="divide-y divide-slate-200">
              <QuoteMoneyRows
                withGross={false}
                money={{
                  net: totals.netCents / 100,
                  vatPercent: totals.vatPercent,
                  vat: totals.vatCents / 100,
                  gross: null,
                }}
              />
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-2">
              <p id={totalId} className="font-semibold">
                {t('vat.gross')}
              </p>
              <output
                aria-labelledby={totalId}
                className="text-xl font-bold tabular-nums"
                data-testid="quote-gross"
              >
                {formatMoney(totals.grossCents / 100, language, { cents: true })}
              </output>
            </div>
            <p className="mt-1 text-sm text-slate-600">{t('response.form.totalHint')}</p>
          </div>
          <div className="sm:col-span-2">
            <FormField
              label={t('response.form.message')}
              hint={t('response.form.messageHint')}
              error={errorOf('message')}
            >
              {(field) => <Textarea {...field} rows={4} {...register('message')} />}
            </FormField>
          </div>
          <FormField label={t('response.form.validUntil')} error={errorOf('validUntil')}>
            {(field) => <Input {...field} type="date" {...register('validUntil')} />}
          </FormField>
        </div>
        {submit.isError && (
          <Callout tone="error" title={t('response.form.failed')}>
            {submit.error.message}
          </Callout>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row">
          <Button type="submit" loading={submit.isPending}>
            {!submit.isPending && <Send className="size-5" aria-hidden="true" />}
            {existing ? t('response.form.sendRevision') : t('response.form.send')}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('response.form.cancelRevision')}
            </Button>
          )}
        </div>
      </Form>
    </Card>
  )
}
