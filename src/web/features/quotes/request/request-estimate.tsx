import type { CategorySlug } from '@shared/catalog/categories'
import { PROJECT_DESCRIPTION_MIN } from '@shared/quotes/quote-request-schemas'
import { codePointLength } from '@shared/text/text-input'
import { useProjectEstimate } from '@web/features/quotes/api/get-project-estimate'
import { EstimateFigures } from '@web/features/quotes/components/estimate-figures'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { Calculator } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * The estimate the project will carry, as the customer types (the same server estimate the providers
 * then read). Nothing is shown until the description is long enough to send.
 */
export function RequestEstimate({ category, description }: { category: CategorySlug; description: string }) {
  // The figures' texts load with the form, not when the estimate arrives: a namespace loaded then
  // suspended the whole dialog for a moment, taking the focus (and the keys typed) from the field the
  // visitor was filling in.
  const { t } = useTranslation(['requests', 'quotes'])
  const typed = useDebouncedValue({ category, description: description.trim() }, 600)
  const ready = Boolean(typed.category) && codePointLength(typed.description) >= PROJECT_DESCRIPTION_MIN
  const estimate = useProjectEstimate(ready ? typed : null)
  if (!ready || !estimate.data) return null
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3">
      <Calculator className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm text-slate-700">{t('estimate.title')}</p>
        <p className="font-semibold text-ink">
          <EstimateFigures estimate={estimate.data} />
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('estimate.shared')}</p>
      </div>
    </div>
  )
}
