import { cn } from '@web/components/ui/cn'
import { Star } from 'lucide-react'

const FIVE = [1, 2, 3, 4, 5] as const

/**
 * Five stars filled to the rating (4.6 fills four and most of the fifth). Purely visual: the
 * caller gives the accessible text ("Rated 4.6 out of 5…") next to it or as `label`.
 */
export function RatingStars({
  rating,
  label,
  size = 'md',
}: {
  rating: number
  label?: string
  size?: 'sm' | 'md' | 'lg'
}) {
  const iconSize = size === 'sm' ? 'size-4' : size === 'lg' ? 'size-6' : 'size-5'
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`
  return (
    <span
      className="relative inline-flex shrink-0"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className="flex text-slate-300">
        {FIVE.map((n) => (
          <Star key={n} className={cn(iconSize, 'fill-current')} aria-hidden="true" />
        ))}
      </span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500" style={{ width: fill }}>
        {FIVE.map((n) => (
          <Star key={n} className={cn(iconSize, 'shrink-0 fill-current')} aria-hidden="true" />
        ))}
      </span>
    </span>
  )
}
