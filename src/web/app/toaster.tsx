import { Toaster as Sonner } from 'sonner'

/** Below the sticky header (4rem high), so a toast never covers the navigation. */
const BELOW_HEADER = 'calc(4rem + 12px)'

/** product §9 toast defaults: top-right, close button, 4 s, 3 visible, 356 px wide, 14 px gap (sonner's own defaults). */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      closeButton
      duration={4000}
      visibleToasts={3}
      gap={14}
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
    />
  )
}
