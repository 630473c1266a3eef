import { SIMULATION_STEP_MS } from '@web/features/dev-tools/lib/simulation-script'
import { useCallback, useEffect, useState } from 'react'
import { useReducedMotion } from './use-reduced-motion'

/** Step through a script; auto-advances while playing, and never starts by itself for reduced motion. */
export function useSimulationPlayer(stepCount: number) {
  const reducedMotion = useReducedMotion()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(!reducedMotion)
  const last = stepCount - 1

  useEffect(() => {
    if (!playing) return
    if (index >= last) {
      setPlaying(false)
      return
    }
    const timer = window.setTimeout(
      () => setIndex((current) => Math.min(current + 1, last)),
      SIMULATION_STEP_MS,
    )
    return () => window.clearTimeout(timer)
  }, [playing, index, last])

  const play = useCallback(() => {
    setIndex((current) => (current >= last ? 0 : current))
    setPlaying(true)
  }, [last])
  const pause = useCallback(() => setPlaying(false), [])
  const goTo = useCallback(
    (step: number) => {
      setPlaying(false)
      setIndex(Math.max(0, Math.min(step, last)))
    },
    [last],
  )
  const restart = useCallback(() => {
    setIndex(0)
    setPlaying(!reducedMotion)
  }, [reducedMotion])

  return {
    index,
    playing,
    reducedMotion,
    isFirst: index === 0,
    isLast: index === last,
    play,
    pause,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    restart,
  }
}
