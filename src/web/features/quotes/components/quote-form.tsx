import { type Quote, type QuoteInput, QuoteInputSchema } from '@shared/quotes/quote-request-schemas'
import { useMutation } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { quoteApi } from '../api/quote-api'
import { formatEuro } from './format-euro'
import { nextMonday, plusDays } from './quote-dates'

const toAmount = (value: string) => {
  const amount = Number(value.replace(',', '.').trim())
  return value.trim() !== '' && Number.isFinite(amount) ? amount : Number.NaN
}

type Fields = Record<
  'clientName' | 'startDate' | 'completionDate' | 'materialsCost' | 'laborCost' | 'message' | 'validUntil',
  string
>

/** SPEC §3 quote fields; the total is always computed, never typed. Validated by the API's own schema. */
export function QuoteForm({
  requestId,
  token,
  clientName,
  existing,
  onSent,
}: {
  requestId: number
  token: string | null
  clientName: string
  existing: Quote | null
  onSent: () => void
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const totalId = useId()
  const today = new Date()
  const [fields, setFields] = useState<Fields>(() => ({
    clientName: existing?.clientName ?? clientName,
    startDate: existing?.startDate ?? nextMonday(today),
    completionDate: existing?.completionDate ?? plusDays(nextMonday(today), 2),
    materialsCost: existing ? String(existing.materialsCost) : '',
    laborCost: existing ? String(existing.laborCost) : '',
    message: existing?.message ?? '',
    validUntil: existing?.validUntil ?? plusDays(today.toISOString().slice(0, 10), 30),
  }))
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})
  const send = useMutation({
    mutationFn: (input: QuoteInput) => quoteApi.quote(requestId, input, token),
    onSuccess: () => {
      toast.success(t('response.form.sent'))
      onSent()
    },
    onError: () => toast.error(t('response.form.failed')),
  })
  const materials = toAmount(fields.materialsCost)
  const labor = toAmount(fields.laborCost)
  const total = (Number.isNaN(materials) ? 0 : materials) + (Number.isNaN(labor) ? 0 : labor)
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = QuoteInputSchema.safeParse({ ...fields, materialsCost: materials, laborCost: labor })
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Fields
        next[field] ??= t(`response.form.errors.${field}`)
      }
      setErrors(next)
      return
    }
    setErrors({})
    send.mutate(parsed.data)
  }
  const money = { inputMode: 'decimal', autoComplete: 'off' } as const

  return (
    <Card>
      <h2 className="text-lg font-semibold">
        {existing ? t('response.form.reviseTitle') : t('response.form.title')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField label={t('response.form.clientName')} error={errors.clientName}>
              {(field) => <Input {...field} value={fields.clientName} onChange={set('clientName')} />}
            </FormField>
          </div>
          <FormField label={t('response.form.startDate')} error={errors.startDate}>
            {(field) => <Input {...field} type="date" value={fields.startDate} onChange={set('startDate')} />}
          </FormField>
          <FormField label={t('response.form.completionDate')} error={errors.completionDate}>
            {(field) => (
              <Input {...field} type="date" value={fields.completionDate} onChange={set('completionDate')} />
            )}
          </FormField>
          <FormField label={t('response.form.materialsCost')} error={errors.materialsCost}>
            {(field) => (
              <Input {...field} {...money} value={fields.materialsCost} onChange={set('materialsCost')} />
            )}
          </FormField>
          <FormField label={t('response.form.laborCost')} error={errors.laborCost}>
            {(field) => <Input {...field} {...money} value={fields.laborCost} onChange={set('laborCost')} />}
          </FormField>
          <div className="flex items-center justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3 sm:col-span-2">
            <div>
              <p id={totalId} className="font-medium">
                {t('response.form.total')}
              </p>
              <p className="text-sm text-slate-600">{t('response.form.totalHint')}</p>
            </div>
            <output aria-labelledby={totalId} aria-live="polite" className="text-xl font-bold tabular-nums">
              {formatEuro(total, language)}
            </output>
          </div>
          <div className="sm:col-span-2">
            <FormField
              label={t('response.form.message')}
              hint={t('response.form.messageHint')}
              error={errors.message}
            >
              {(field) => <Textarea {...field} rows={4} value={fields.message} onChange={set('message')} />}
            </FormField>
          </div>
          <FormField label={t('response.form.validUntil')} error={errors.validUntil}>
            {(field) => (
              <Input {...field} type="date" value={fields.validUntil} onChange={set('validUntil')} />
            )}
          </FormField>
        </div>
        <div className="border-t border-slate-200 pt-5">
          <Button type="submit" loading={send.isPending}>
            {!send.isPending && <Send className="size-5" aria-hidden="true" />}
            {existing ? t('response.form.revise') : t('response.form.send')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
