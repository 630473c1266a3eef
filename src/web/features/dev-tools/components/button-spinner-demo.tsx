import { Button } from '@web/components/ui/button'
import { Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const PRESSED_MS = 2000

export function ButtonSpinnerDemo() {
  const { t } = useTranslation('devtools')
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const press = () => {
    if (state === 'busy') return
    setState('busy')
    timer.current = window.setTimeout(() => setState('done'), PRESSED_MS)
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={press} loading={state === 'busy'}>
        {state !== 'busy' && <Send className="size-4" aria-hidden="true" />}
        {state === 'busy' ? t('loading.button.busy') : t('loading.button.idle')}
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {state === 'done' ? t('loading.button.done') : ''}
      </p>
    </div>
  )
}
