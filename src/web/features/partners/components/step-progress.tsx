import { cn } from '@web/components/ui/cn'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The steps, the current one marked (aria-current), done ones ticked; past the last, all are done. */
export function StepProgress({
  current,
  names,
}: {
  current: number
  names: readonly [string, string, string]
}) {
  const { t } = useTranslation('partners')
  return (
    <nav aria-label={t('apply.progressLabel')}>
      <ol className="grid grid-cols-3 gap-2">
        {names.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} className="min-w-0">
            <div
              className={cn(
                'h-1.5 rounded-full',
                index < current ? 'bg-brand-600' : index === current ? 'bg-brand-700' : 'bg-slate-200',
              )}
            />
            <p
              className={cn(
                'mt-2 flex items-start gap-1 text-xs font-medium break-words hyphens-auto sm:text-sm',
                index === current ? 'text-ink' : 'text-slate-600',
              )}
            >
              {index < current && <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />}
              <span className="min-w-0">{name}</span>
            </p>
          </li>
        ))}
      </ol>
    </nav>
  )
}
