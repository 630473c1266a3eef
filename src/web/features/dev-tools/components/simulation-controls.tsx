import { Button } from '@web/components/ui/button'
import { ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

interface Props {
  playing: boolean
  isFirst: boolean
  isLast: boolean
  onPlay: () => void
  onPause: () => void
  onNext: () => void
  onPrevious: () => void
  onRestart: () => void
}

// aria-disabled rather than disabled: a button that disables itself under the pointer would drop keyboard focus.
const dimmed = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60'

export function SimulationControls({
  playing,
  isFirst,
  isLast,
  onPlay,
  onPause,
  onNext,
  onPrevious,
  onRestart,
}: Props) {
  const { t } = useTranslation('devtools')
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        className={dimmed}
        aria-disabled={isFirst}
        onClick={() => !isFirst && onPrevious()}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('simulation.controls.previous')}
      </Button>
      {playing ? (
        <Button size="sm" onClick={onPause}>
          <Pause className="size-4" aria-hidden="true" />
          {t('simulation.controls.pause')}
        </Button>
      ) : (
        <Button size="sm" onClick={onPlay}>
          <Play className="size-4" aria-hidden="true" />
          {t('simulation.controls.play')}
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        className={dimmed}
        aria-disabled={isLast}
        onClick={() => !isLast && onNext()}
      >
        {t('simulation.controls.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" onClick={onRestart}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('simulation.controls.restart')}
      </Button>
    </div>
  )
}
