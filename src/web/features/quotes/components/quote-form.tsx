import { LocalizedLink } from '@web/app/shell/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { MessageCircleQuestion, Send, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatEuro } from './format-euro'

const toAmount = (value: string) => {
  const amount = Number(value.replace(',', '.'))
  return Number.isFinite(amount) && amount > 0 ? amount : 0
}

/** SPEC §3 quote template fields; the total is always computed, never typed. */
export function QuoteForm({ declineHref }: { declineHref: string }) {
  const { t, i18n } = useTranslation('quotes')
  const totalId = useId()
  const [materials, setMaterials] = useState('')
  const [labor, setLabor] = useState('')
  const total = toAmount(materials) + toAmount(labor)
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('response.form.title')}</h2>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-4 space-y-6">
        <fieldset disabled className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField label={t('response.form.clientName')}>
              {(field) => <Input {...field} name="clientName" />}
            </FormField>
          </div>
          <FormField label={t('response.form.startDate')}>
            {(field) => <Input {...field} type="date" name="startDate" />}
          </FormField>
          <FormField label={t('response.form.completionDate')}>
            {(field) => <Input {...field} type="date" name="completionDate" />}
          </FormField>
          <FormField label={t('response.form.materialsCost')}>
            {(field) => (
              <Input
                {...field}
                {...money}
                name="materialsCost"
                value={materials}
                onChange={(e) => setMaterials(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('response.form.laborCost')}>
            {(field) => (
              <Input
                {...field}
                {...money}
                name="laborCost"
                value={labor}
                onChange={(e) => setLabor(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex items-center justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3 sm:col-span-2">
            <div>
              <p id={totalId} className="font-medium">
                {t('response.form.total')}
              </p>
              <p className="text-sm text-slate-600">{t('response.form.totalHint')}</p>
            </div>
            <output aria-labelledby={totalId} className="text-xl font-bold tabular-nums">
              {formatEuro(total, i18n.language)}
            </output>
          </div>
          <div className="sm:col-span-2">
            <FormField label={t('response.form.message')} hint={t('response.form.messageHint')}>
              {(field) => <Textarea {...field} name="message" />}
            </FormField>
          </div>
          <FormField label={t('response.form.validUntil')}>
            {(field) => <Input {...field} type="date" name="validUntil" />}
          </FormField>
        </fieldset>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap">
          <Button type="submit" disabled>
            <Send className="size-5" aria-hidden="true" />
            {t('response.form.send')}
          </Button>
          <Button variant="secondary" disabled>
            <MessageCircleQuestion className="size-5" aria-hidden="true" />
            {t('response.form.ask')}
          </Button>
          <LocalizedLink to={declineHref} className={buttonClasses('ghost', 'md', 'sm:ml-auto')}>
            <X className="size-5" aria-hidden="true" />
            {t('response.form.decline')}
          </LocalizedLink>
        </div>
      </form>
    </Card>
  )
}
