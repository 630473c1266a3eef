import { cn } from '@web/components/ui/cn'

const STAR_SIZE = { sm: '[--star:1rem]', md: '[--star:1.25rem]', lg: '[--star:1.5rem]' } as const

/**
 * Five stars filled to the rating (4.6 fills four and most of the fifth), drawn by the rating-stars
 * utility (app.css). Purely visual: the caller gives the accessible text ("Rated 4.6 out of 5…") next
 * to it or as `label`.
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
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`
  return (
    <span
      className={cn('relative inline-flex shrink-0', STAR_SIZE[size])}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className="rating-stars text-slate-300" />
      <span className="rating-stars absolute inset-y-0 left-0 text-amber-500" style={{ width: fill }} />
    </span>
  )
}
