import { LocalizedLink } from '@web/app/shell/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'

const REASONS = ['too_busy', 'outside_area', 'not_specialty', 'budget_too_low', 'other'] as const

export function DeclineForm({ backHref }: { backHref: string | null }) {
  const { t } = useTranslation('quotes')
  return (
    <Card>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-6">
        <fieldset disabled className="space-y-6">
          <fieldset>
            <legend className="font-semibold text-ink">{t('decline.reasonLegend')}</legend>
            <div className="mt-3 space-y-2">
              {REASONS.map((reason) => (
                <label
                  key={reason}
                  className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="reason" value={reason} className="size-4 accent-brand-600" />
                  <span className="text-ink">{t(`decline.reasons.${reason}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label={t('decline.details')} hint={t('decline.detailsHint')}>
            {(field) => <Textarea {...field} name="details" maxLength={1000} />}
          </FormField>
        </fieldset>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row">
          <Button type="submit" variant="danger" disabled>
            {t('decline.submit')}
          </Button>
          {backHref && (
            <LocalizedLink to={backHref} className={buttonClasses('secondary')}>
              {t('decline.back')}
            </LocalizedLink>
          )}
        </div>
      </form>
    </Card>
  )
}
