import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Upload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const STEP = 10
const TICK_MS = 300

export function ProgressDemo() {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  const [value, setValue] = useState(35)
  const [running, setRunning] = useState(false)

  useEffect(() => {
    if (!running) return
    if (value >= 100) {
      setRunning(false)
      return
    }
    const timer = window.setTimeout(() => setValue((current) => Math.min(100, current + STEP)), TICK_MS)
    return () => window.clearTimeout(timer)
  }, [running, value])

  const percent = formatNumber(value / 100, language, { style: 'percent' })
  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="progress-demo-label" className="font-medium">
          {t('loading.progress.label')}
        </span>
        <span className="tabular-nums text-slate-700">{percent}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progress-demo-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${value}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          loading={running}
          onClick={() => {
            if (running) return
            setValue(0)
            setRunning(true)
          }}
        >
          {!running && <Upload className="size-4" aria-hidden="true" />}
          {t('loading.progress.start')}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {value >= 100 ? t('loading.progress.done') : ''}
        </p>
      </div>
    </div>
  )
}
