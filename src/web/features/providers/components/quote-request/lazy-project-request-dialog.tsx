import type { ProjectRequestDialog as Dialog } from '@web/features/quotes/project-request-dialog'
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react'

// The project form and its validation are the heaviest part of a profile's code and only serve
// the few who write a request: they load when the visitor points at, focuses or touches the link
// (a click before they are here opens the dialog once they are). Not on idle: evaluating them is
// one long task (zod builds the schemas), which a visitor who is reading or scrolling would feel.
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
  const [wanted, setWanted] = useState(false)
  const pending = useRef(false)
  const holder = useRef<HTMLSpanElement>(null)
  const load = () => setWanted(true)

  const plain = (
    <span
      className="contents"
      onPointerEnter={load}
      onFocusCapture={load}
      onTouchStartCapture={load}
      onClickCapture={() => {
        pending.current = true
        load()
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
