import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Input } from '@web/components/ui/form-field'
import { KeyRound, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The two steps of the gate (product §4), shown disabled until POST /api/access/validate exists. */
export function AccessCodeForm() {
  const { t } = useTranslation('access')
  return (
    <Card className="space-y-6">
      <form className="space-y-6" noValidate onSubmit={(event) => event.preventDefault()}>
        <Step step={1} legend={t('emailStep.legend')}>
          <FormField label={t('emailStep.email')} hint={t('emailStep.hint')}>
            {(field) => (
              <Input {...field} type="email" autoComplete="email" placeholder={t('emailStep.emailExample')} />
            )}
          </FormField>
          <Button type="submit" className="w-full sm:w-auto">
            <Mail className="size-5" aria-hidden="true" />
            {t('emailStep.submit')}
          </Button>
        </Step>
      </form>
      <form
        className="border-t border-slate-200 pt-6"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <Step step={2} legend={t('codeStep.legend')}>
          <FormField label={t('codeStep.code')} hint={t('codeStep.hint')}>
            {(field) => (
              <Input
                {...field}
                inputMode="text"
                autoComplete="one-time-code"
                className="font-mono tracking-widest"
              />
            )}
          </FormField>
          <Button type="submit" className="w-full sm:w-auto">
            <KeyRound className="size-5" aria-hidden="true" />
            {t('codeStep.submit')}
          </Button>
        </Step>
      </form>
    </Card>
  )
}

function Step({ step, legend, children }: { step: number; legend: string; children: ReactNode }) {
  const { t } = useTranslation('access')
  return (
    <fieldset disabled className="space-y-4">
      <legend className="flex items-center gap-3">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
          aria-hidden="true"
        >
          {step}
        </span>
        <span>
          <span className="block text-sm text-slate-600">{t('stepOf', { step })}</span>
          <span className="block font-semibold text-ink">{legend}</span>
        </span>
      </legend>
      {children}
    </fieldset>
  )
}
