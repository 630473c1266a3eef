import { cn } from '@web/components/ui/cn'
import { setDemoMode, useDemoMode } from '@web/hooks/use-demo-mode'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** The demo mode switch (footer, /demo/simulation): a checkbox shown as a switch, keyboard as usual. */
export function DemoModeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const on = useDemoMode()
  const hintId = useId()
  return (
    <div className={cn('text-sm', className)}>
      <label className="inline-flex cursor-pointer items-center gap-3 font-medium text-ink">
        <span className="relative inline-flex shrink-0 items-center">
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            onChange={(event) => setDemoMode(event.target.checked)}
            aria-describedby={hintId}
            className="peer sr-only"
            data-testid="demo-mode-switch"
          />
          <span
            aria-hidden="true"
            className="h-6 w-11 rounded-full bg-slate-400 transition-colors peer-checked:bg-amber-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          />
          <span
            aria-hidden="true"
            className="absolute left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
        {t('demo.switch')}
      </label>
      <p id={hintId} className="mt-1 text-slate-600">
        {t('demo.switchHint')}
      </p>
    </div>
  )
}
