import type { SimulationStep } from '@web/features/dev-tools/lib/simulation-script'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SimulationMessage } from './simulation-message'

/** The messages of every step up to the current one; new ones are read out politely. */
export function SimulationTranscript({
  steps,
  current,
  reducedMotion,
}: {
  steps: SimulationStep[]
  current: number
  reducedMotion: boolean
}) {
  const { t } = useTranslation('devtools')
  const scroller = useRef<HTMLDivElement>(null)
  const messages = steps
    .slice(0, current + 1)
    .flatMap((step) => step.messages.map((message) => ({ step: step.id, message })))

  useEffect(() => {
    const element = scroller.current
    if (!element || current < 0) return
    element.scrollTo({ top: element.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' })
  }, [current, reducedMotion])

  return (
    <div
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-label={t('simulation.transcriptLabel')}
      className="max-h-[36rem] min-h-64 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-5"
    >
      <ol className="space-y-4">
        {messages.map(({ step, message }) => (
          <SimulationMessage key={`${step}-${message.key}`} message={message} />
        ))}
      </ol>
    </div>
  )
}
