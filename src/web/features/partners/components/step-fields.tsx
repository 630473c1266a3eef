import { formatNumber } from '@shared/format/number'
import { partnerFieldWords } from '@web/features/partners/lib/field-errors'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useFieldError } from '@web/lib/forms/field-error'
import type { ReactNode } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** The translated message of an application field's error. */
export function usePartnerFieldError() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const fieldError = useFieldError()
  return (field: string, error: FieldError | { type?: string; message?: string } | undefined) =>
    fieldError(
      error,
      partnerFieldWords(field, t, (max) => formatNumber(max, language)),
    )
}

/** A group of choices (radio buttons or checkboxes) with its legend and error under it. */
export function ChoiceGroup({
  legend,
  error,
  hint,
  children,
  columns = 2,
}: {
  legend: string
  error?: string
  hint?: string
  children: ReactNode
  columns?: 1 | 2
}) {
  return (
    <fieldset className="space-y-2" aria-invalid={Boolean(error)}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <div className={columns === 2 ? 'grid gap-2 sm:grid-cols-2' : 'grid gap-2'}>{children}</div>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  )
}

export const choiceClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100'
