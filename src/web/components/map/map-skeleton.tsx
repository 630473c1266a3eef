import { cn } from '@web/components/ui/cn'
import { MapIcon } from 'lucide-react'
import type { Ref } from 'react'

/** The map's place while Leaflet and the outlines load: same size, so nothing jumps. */
export function MapSkeleton({
  className,
  label,
  ref,
}: {
  className?: string
  label?: string
  ref?: Ref<HTMLDivElement>
}) {
  return (
    <div
      ref={ref}
      role="status"
      className={cn(
        'flex min-h-64 w-full animate-pulse items-center justify-center rounded-xl border border-slate-200 bg-slate-100',
        className,
      )}
    >
      <MapIcon className="size-10 text-slate-400" aria-hidden="true" />
      {label && <span className="sr-only">{label}</span>}
    </div>
  )
}
