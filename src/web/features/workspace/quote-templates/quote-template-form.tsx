import { zodResolver } from '@hookform/resolvers/zod'
import { formatMoney } from '@shared/format/money'
import { type QuoteTemplateInput, QuoteTemplateInputSchema } from '@shared/workspace/workspace-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { addAmounts, parseAmount } from '@web/lib/format/amount'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

const fields = QuoteTemplateInputSchema.shape
/** Euros as typed ("1 234,50"; empty is 0), then the server's rule for the amount. */
const typedAmount = (field: typeof fields.materialsCost) => z.string().transform(parseAmount).pipe(field)
/** Days as typed, then the server's rule for them. */
const typedDays = (field: z.ZodNumber) =>
  z
    .string()
    .transform((text) => Number(text.trim()))
    .pipe(field)

/** A template as the provider types it, checked and shaped by the server's own schema. */
const QuoteTemplateFormSchema = z.object({
  name: fields.name,
  materialsCost: typedAmount(fields.materialsCost),
  laborCost: typedAmount(fields.laborCost),
  durationDays: typedDays(fields.durationDays.unwrap()),
  validityDays: typedDays(fields.validityDays.unwrap()),
  message: fields.message,
})

export function QuoteTemplateForm({
  onDone,
  focusFirst = true,
}: {
  onDone: () => void
  focusFirst?: boolean
}) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  const titleId = useId()
  const queryClient = useQueryClient()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(QuoteTemplateFormSchema),
    defaultValues: {
      name: '',
      materialsCost: '',
      laborCost: '',
      durationDays: '1',
      validityDays: '30',
      message: '',
    },
  })
  const errors = form.formState.errors
  const [materials = '', labour = ''] = useWatch({
    control: form.control,
    name: ['materialsCost', 'laborCost'],
  })
  const save = useMutation({
    mutationFn: (input: QuoteTemplateInput) => workspaceApi.addQuoteTemplate(input),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.quoteTemplates })
      toast.success(t('quoteTemplates.added', { name: created.name }))
      onDone()
    },
  })
  const submit = form.handleSubmit((input) => save.mutate(input))
  const amountWords = {
    codes: { too_big: t('quoteTemplates.errors.amount') },
    other: t('quoteTemplates.errors.amount'),
  }
  const daysWords = {
    codes: { too_big: t('quoteTemplates.errors.days') },
    other: t('quoteTemplates.errors.days'),
  }

  const total = addAmounts(parseAmount(materials), parseAmount(labour))
  return (
    <Card className="border-brand-100">
      <h3 id={titleId} className="text-lg font-semibold">
        {t('quoteTemplates.addTitle')}
      </h3>
      <Form aria-labelledby={titleId} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            label={t('quoteTemplates.name')}
            hint={t('quoteTemplates.nameHint')}
            error={fieldError(errors.name, { other: t('quoteTemplates.errors.name') })}
          >
            {(field) => (
              <Input {...field} maxLength={120} required autoFocus={focusFirst} {...form.register('name')} />
            )}
          </FormField>
        </div>
        <FormField
          label={t('quoteTemplates.materials')}
          error={fieldError(errors.materialsCost, amountWords)}
        >
          {(field) => (
            <Input {...field} inputMode="decimal" autoComplete="off" {...form.register('materialsCost')} />
          )}
        </FormField>
        <FormField label={t('quoteTemplates.labour')} error={fieldError(errors.laborCost, amountWords)}>
          {(field) => (
            <Input {...field} inputMode="decimal" autoComplete="off" {...form.register('laborCost')} />
          )}
        </FormField>
        <p className="font-medium text-ink sm:col-span-2" aria-live="polite">
          {t('quoteTemplates.totalIs', { total: formatMoney(total, language, { cents: true }) })}
        </p>
        <FormField
          label={t('quoteTemplates.duration')}
          hint={t('quoteTemplates.durationHint')}
          error={fieldError(errors.durationDays, daysWords)}
        >
          {(field) => <Input {...field} type="number" min={0} max={365} {...form.register('durationDays')} />}
        </FormField>
        <FormField
          label={t('quoteTemplates.validity')}
          hint={t('quoteTemplates.validityHint')}
          error={fieldError(errors.validityDays, daysWords)}
        >
          {(field) => <Input {...field} type="number" min={1} max={365} {...form.register('validityDays')} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('quoteTemplates.message')} error={fieldError(errors.message)}>
            {(field) => (
              <Textarea {...field} maxLength={4000} className="min-h-24" {...form.register('message')} />
            )}
          </FormField>
        </div>
        {save.isError && (
          <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
            {failureText(save.error, t('quoteTemplates.saveFailed'))}
          </p>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {t('quoteTemplates.addSubmit')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
