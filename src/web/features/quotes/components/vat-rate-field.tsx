import type { CategorySlug } from '@shared/catalog/categories'
import { type VatRate, vatRatesFor } from '@shared/quotes/vat'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/**
 * The Luxembourg VAT rate of a quote: the rates this type of job can have, each with its condition
 * stated, so the provider marks a lower rate only where it applies (ADR 025).
 */
export function VatRateField({
  category,
  registration,
  error,
}: {
  category: CategorySlug
  registration: UseFormRegisterReturn<'vatRate'>
  error?: string | undefined
}) {
  const { t } = useTranslation('quotes')
  const hintId = useId()
  const errorId = useId()
  const rates: VatRate[] = vatRatesFor(category)
  const describedBy = error ? `${hintId} ${errorId}` : hintId
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="font-medium text-ink">{t('vat.legend')}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {rates.length > 1 ? t('vat.hint') : t('vat.onlyStandard')}
      </p>
      <div className="mt-3 space-y-2">
        {rates.map((rate) => (
          <label
            key={rate}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
          >
            <input
              type="radio"
              value={rate}
              {...registration}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block font-medium text-ink">{t(`vat.rates.${rate}.label`)}</span>
              <span className="block text-sm text-slate-600">{t(`vat.rates.${rate}.condition`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
