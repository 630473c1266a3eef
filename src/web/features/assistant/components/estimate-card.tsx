import type { ChatEstimate } from '@shared/assistant/chat-schemas'
import { formatMoneyRange } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { cn } from '@web/components/ui/cn'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const LEVEL = { low: 1, medium: 2, high: 3 } as const
const TONE = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-brand-50 text-brand-700 ring-brand-100',
  low: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const
const BAR = { high: 'bg-emerald-600', medium: 'bg-brand-600', low: 'bg-amber-600' } as const

/**
 * The range, what it is the total of and the confidence as a labelled meter up front; the rates per
 * unit × the quantity, what the confidence means and what it assumed behind "How it was worked
 * out", so the card stays short on a phone (docs/ui-guidelines.md). The card
 * speaks the interface's language; the assistant's lines (what it assumed) are in the
 * conversation's, `replyLanguage`, and marked so.
 */
export function EstimateCard({
  estimate,
  replyLanguage,
}: {
  estimate: ChatEstimate
  replyLanguage?: AssistantLanguage
}) {
  const { t } = useTranslation('assistant')
  const language = useUiLanguage()
  const titleId = useId()
  const detailsId = useId()
  const [open, setOpen] = useState(false)
  const level = LEVEL[estimate.confidence]
  const unit = t(`estimate.units.${estimate.unit}`, { defaultValue: estimate.unit })
  // The server words the quantity in the conversation's language; in another one the card words it.
  const quantity =
    replyLanguage && replyLanguage !== language && estimate.quantity !== undefined
      ? t(`estimate.quantity.${estimate.unit}`, {
          count: estimate.quantity,
          value: formatNumber(estimate.quantity, language, { maximumFractionDigits: 1 }),
        })
      : estimate.quantityText
  // The range is a total: say of what (2 hours of work, 45 m²), never "per hour" next to a total.
  const scope =
    estimate.unit === 'job'
      ? t('estimate.scopeJob')
      : !quantity
        ? t('estimate.scopeWhole')
        : estimate.unit === 'hour' || estimate.unit === 'day'
          ? t('estimate.scopeTime', { quantity })
          : t('estimate.scope', { quantity })
  const rate =
    estimate.unit !== 'job' && quantity && estimate.rateLow !== undefined && estimate.rateHigh !== undefined
      ? t('estimate.rate', {
          rate: formatMoneyRange(estimate.rateLow, estimate.rateHigh, language),
          unit,
          quantity,
        })
      : null
  return (
    <section
      aria-labelledby={titleId}
      data-testid="assistant-estimate"
      className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-ink shadow-sm"
    >
      <h3 id={titleId} className="text-sm font-medium text-slate-600">
        {t('estimate.title')}
      </h3>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
        <div>
          <p className="text-2xl font-bold tracking-tight">
            {formatMoneyRange(estimate.low, estimate.high, language)}
          </p>
          <p className="text-sm text-slate-700" data-testid="assistant-estimate-scope">
            {scope}
          </p>
        </div>
        <span className="inline-flex items-center gap-2 sm:pb-0.5">
          <span className="flex gap-1" aria-hidden="true">
            {[1, 2, 3].map((bar) => (
              <span
                key={bar}
                className={cn(
                  'h-2 w-4 rounded-full',
                  bar <= level ? BAR[estimate.confidence] : 'bg-slate-200',
                )}
              />
            ))}
          </span>
          <span
            data-testid="assistant-confidence"
            data-confidence={estimate.confidence}
            className={cn(
              'whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ring-1',
              TONE[estimate.confidence],
            )}
          >
            {t('estimate.confidenceLabel', { level: t(`estimate.confidence.${estimate.confidence}`) })}
          </span>
        </span>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
        className="mt-2 -ml-1 inline-flex min-h-8 items-center gap-1 rounded-md px-1 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('estimate.details')}
        <ChevronDown
          className={cn('size-4 transition-transform duration-150', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={detailsId} hidden={!open} className="mt-1 space-y-2 text-sm text-slate-700">
        {rate && <p>{rate}</p>}
        <p>{t(`estimate.confidenceMeaning.${estimate.confidence}`)}</p>
        {estimate.basis.length > 0 && (
          <div>
            <p className="font-semibold text-ink">{t('estimate.basisTitle')}</p>
            <ul lang={replyLanguage} className="mt-1 list-disc space-y-0.5 pl-5">
              {estimate.basis.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('estimate.note')}</p>
    </section>
  )
}
