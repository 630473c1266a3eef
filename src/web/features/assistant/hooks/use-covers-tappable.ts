import { type RefObject, useEffect, useState } from 'react'

/** What a person can tap or click: a fixed button must never sit over one of these. */
const TAPPABLE =
  'a[href],button,input,select,textarea,summary,label,[role="button"],[role="link"],[role="checkbox"],[tabindex]:not([tabindex="-1"])'

/** Points of the element's box (inset a little: a shadow touching a neighbour is no cover). */
function samplePoints(box: DOMRect): [number, number][] {
  const inset = 2
  const xs = [box.left + inset, box.left + box.width / 2, box.right - inset]
  const ys = [box.top + inset, box.top + box.height / 2, box.bottom - inset]
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]))
}

function coversTappable(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  if (box.width === 0 || box.height === 0) return false
  return samplePoints(box).some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((under) => !element.contains(under) && under.closest(TAPPABLE) !== null),
  )
}

/**
 * Whether the fixed element would lie over something tappable where it stands now: checked on
 * scroll, resize and page changes (once per frame at most), so the caller can step aside.
 * A focused element stays (keyboard users must not lose what they are on).
 */
export function useCoversTappable(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covers, setCovers] = useState(false)
  useEffect(() => {
    if (!enabled) {
      setCovers(false)
      return
    }
    let frame = 0
    const check = () => {
      frame = 0
      const element = ref.current
      if (!element || document.activeElement === element) return setCovers(false)
      setCovers(coversTappable(element))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    schedule()
    const changes = new MutationObserver(schedule)
    changes.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      changes.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ref, enabled])
  return covers
}
