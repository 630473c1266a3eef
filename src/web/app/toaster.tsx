import { Toaster as Sonner } from 'sonner'

/** product §9 toast defaults: top-right, close button, 4 s, 3 visible, 356 px wide, 14 px gap (sonner's own defaults). */
export function Toaster() {
  return <Sonner position="top-right" closeButton duration={4000} visibleToasts={3} gap={14} />
}
