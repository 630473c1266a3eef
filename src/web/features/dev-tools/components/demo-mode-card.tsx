import { DemoModeSwitch } from '@web/components/demo-mode-switch'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { setDemoMode } from '@web/hooks/use-demo-mode'
import { openAssistant } from '@web/lib/assistant-bus'
import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const WHAT_HAPPENS = ['businesses', 'answers', 'nothingSent', 'removed'] as const

/** /demo/simulation's real demo: what demo mode does, its switch, and the journey's first step. */
export function DemoModeCard() {
  const { t } = useTranslation('devtools')
  const start = () => {
    setDemoMode(true)
    openAssistant()
  }
  return (
    <Card className="space-y-4 border-amber-300">
      <p className="max-w-3xl text-slate-700">{t('demoMode.journey')}</p>
      <ul className="max-w-3xl list-disc space-y-1 pl-5 text-slate-700">
        {WHAT_HAPPENS.map((key) => (
          <li key={key}>{t(`demoMode.points.${key}`)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
        <Button onClick={start} data-testid="demo-start">
          <MessageSquare className="size-5" aria-hidden="true" />
          {t('demoMode.start')}
        </Button>
        <DemoModeSwitch />
      </div>
    </Card>
  )
}
