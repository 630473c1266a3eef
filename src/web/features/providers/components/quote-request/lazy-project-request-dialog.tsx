import type { ProjectRequestDialog as Dialog } from '@web/features/quotes/project-request-dialog'
import { useHydrated } from '@web/hooks/use-hydrated'
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react'

// The project form and its validation are the heaviest part of a profile's code and only serve
// the few who write a request: they load once the page is idle, or at once when the link is used.
const ProjectRequestDialog = lazy(async () => ({
  default: (await import('@web/features/quotes/project-request-dialog')).ProjectRequestDialog,
}))

/** Opens the loaded dialog for a click that came before it: its trigger replaced the plain one. */
function OpenWhenLoaded({
  pending,
  holder,
}: {
  pending: { current: boolean }
  holder: { current: HTMLElement | null }
}) {
  useEffect(() => {
    if (!pending.current) return
    pending.current = false
    holder.current?.querySelector<HTMLElement>('button, a')?.click()
  }, [pending, holder])
  return null
}

/** ProjectRequestDialog, with its trigger shown (and rendered by the server) before its code is here. */
export function LazyProjectRequestDialog(props: ComponentProps<typeof Dialog>) {
  const hydrated = useHydrated()
  const [wanted, setWanted] = useState(false)
  const pending = useRef(false)
  const holder = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    if (!hydrated || wanted) return
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setWanted(true), 2000)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(() => setWanted(true), { timeout: 4000 })
    return () => cancelIdleCallback(idle)
  }, [hydrated, wanted])

  const plain = (
    <span
      className="contents"
      onClickCapture={() => {
        pending.current = true
        setWanted(true)
      }}
    >
      {props.trigger}
    </span>
  )
  return (
    <span ref={holder} className="contents">
      {wanted ? (
        <Suspense fallback={plain}>
          <ProjectRequestDialog {...props} />
          <OpenWhenLoaded pending={pending} holder={holder} />
        </Suspense>
      ) : (
        plain
      )}
    </span>
  )
}
