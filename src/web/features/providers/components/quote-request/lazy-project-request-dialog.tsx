import type { ProjectRequestDialog as Dialog } from '@web/features/quotes/project-request-dialog'
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react'

// The project form and its validation are the heaviest part of a profile's code and only serve
// the few who write a request: their code loads when the visitor points at, focuses or touches the
// link, and the dialog replaces the plain link on its first click, which it then opens. Not on idle:
// evaluating the code is one long task (zod builds the schemas) a reading visitor would feel; and
// not swapped in on hover, which could replace the link between the press and the release of a click.
const loadDialog = () => import('@web/features/quotes/project-request-dialog')
const ProjectRequestDialog = lazy(async () => ({ default: (await loadDialog()).ProjectRequestDialog }))
const preload = () => void loadDialog()

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

  const plain = (
    <span
      className="contents"
      onPointerEnter={preload}
      onFocusCapture={preload}
      onTouchStartCapture={preload}
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
