import { formatMoney } from '@shared/format/money'
import type { QuoteTemplateInput } from '@shared/workspace/workspace-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { addAmounts, parseAmount } from '@web/lib/format/amount'
import { toast } from '@web/lib/toast/toast'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Field = 'name' | 'materialsCost' | 'laborCost' | 'durationDays' | 'validityDays'
type Errors = Partial<Record<Field | 'form', string>>

const wholeDays = (text: string, min: number) => {
  const n = Number(text.trim())
  return Number.isInteger(n) && n >= min && n <= 365 ? n : null
}

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
  const [errors, setErrors] = useState<Errors>({})
  const [amounts, setAmounts] = useState({ materials: '', labour: '' })
  const save = useMutation({
    mutationFn: (input: QuoteTemplateInput) => workspaceApi.addQuoteTemplate(input),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.quoteTemplates })
      toast.success(t('quoteTemplates.added', { name: created.name }))
      onDone()
    },
    onError: (error) => setErrors({ form: failureText(error, t('quoteTemplates.saveFailed')) }),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const name = String(form.get('name') ?? '').trim()
    const materialsCost = parseAmount(amounts.materials)
    const laborCost = parseAmount(amounts.labour)
    const durationDays = wholeDays(String(form.get('durationDays') ?? ''), 0)
    const validityDays = wholeDays(String(form.get('validityDays') ?? ''), 1)
    const amountOk = (n: number) => Number.isFinite(n) && n >= 0 && n <= 10_000_000
    const next: Errors = {}
    if (name.length < 2) next.name = t('quoteTemplates.errors.name')
    if (!amountOk(materialsCost)) next.materialsCost = t('quoteTemplates.errors.amount')
    if (!amountOk(laborCost)) next.laborCost = t('quoteTemplates.errors.amount')
    if (durationDays === null) next.durationDays = t('quoteTemplates.errors.days')
    if (validityDays === null) next.validityDays = t('quoteTemplates.errors.days')
    setErrors(next)
    if (Object.keys(next).length > 0 || durationDays === null || validityDays === null) return
    save.mutate({
      name,
      materialsCost,
      laborCost,
      durationDays,
      validityDays,
      message: String(form.get('message') ?? '').trim(),
    })
  }

  const total = addAmounts(parseAmount(amounts.materials), parseAmount(amounts.labour))
  return (
    <Card className="border-brand-100">
      <h3 id={titleId} className="text-lg font-semibold">
        {t('quoteTemplates.addTitle')}
      </h3>
      <Form aria-labelledby={titleId} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('quoteTemplates.name')} hint={t('quoteTemplates.nameHint')} error={errors.name}>
            {(field) => <Input {...field} name="name" maxLength={120} required autoFocus={focusFirst} />}
          </FormField>
        </div>
        <FormField label={t('quoteTemplates.materials')} error={errors.materialsCost}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              value={amounts.materials}
              onChange={(e) => setAmounts((a) => ({ ...a, materials: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label={t('quoteTemplates.labour')} error={errors.laborCost}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              value={amounts.labour}
              onChange={(e) => setAmounts((a) => ({ ...a, labour: e.target.value }))}
            />
          )}
        </FormField>
        <p className="font-medium text-ink sm:col-span-2" aria-live="polite">
          {t('quoteTemplates.totalIs', { total: formatMoney(total, language, { cents: true }) })}
        </p>
        <FormField
          label={t('quoteTemplates.duration')}
          hint={t('quoteTemplates.durationHint')}
          error={errors.durationDays}
        >
          {(field) => (
            <Input {...field} name="durationDays" type="number" min={0} max={365} defaultValue={1} />
          )}
        </FormField>
        <FormField
          label={t('quoteTemplates.validity')}
          hint={t('quoteTemplates.validityHint')}
          error={errors.validityDays}
        >
          {(field) => (
            <Input {...field} name="validityDays" type="number" min={1} max={365} defaultValue={30} />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('quoteTemplates.message')}>
            {(field) => <Textarea {...field} name="message" maxLength={4000} className="min-h-24" />}
          </FormField>
        </div>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
            {errors.form}
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
