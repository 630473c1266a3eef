import { cn } from '@web/components/ui/cn'
import type { SimulationStep } from '@web/features/dev-tools/lib/simulation-script'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function SimulationStepper({
  steps,
  current,
  onSelect,
}: {
  steps: SimulationStep[]
  current: number
  onSelect: (index: number) => void
}) {
  const { t } = useTranslation('devtools')
  const percent = Math.round(((current + 1) / steps.length) * 100)
  const currentStep = steps[current]
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-700">
        {t('simulation.stepOf', { current: current + 1, total: steps.length })}
        {currentStep && <span className="text-ink"> · {t(`simulation.steps.${currentStep.id}`)}</span>}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="grid grid-cols-6 gap-1 lg:grid-cols-1" aria-label={t('simulation.progressLabel')}>
        {steps.map((step, index) => {
          const done = index < current
          const active = index === current
          return (
            <li key={step.id} aria-current={active ? 'step' : undefined}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                className="flex w-full flex-col items-center gap-1 rounded-lg px-1 py-1.5 text-center hover:bg-slate-100 lg:flex-row lg:gap-3 lg:px-2 lg:text-left"
              >
                <span
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                    active && 'border-brand-600 bg-brand-600 text-white',
                    done && 'border-brand-600 bg-brand-50 text-brand-700',
                    !active && !done && 'border-slate-300 bg-white text-slate-600',
                  )}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  className={cn(
                    'sr-only text-xs leading-tight break-words hyphens-auto md:not-sr-only lg:text-sm',
                    active ? 'font-semibold text-ink' : 'text-slate-600',
                  )}
                >
                  {t(`simulation.steps.${step.id}`)}
                  {done && <span className="sr-only"> ({t('simulation.stepDone')})</span>}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
