import { cn } from '@web/components/ui/cn'
import { Star } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * 1 to 5 stars as a native radio group: arrow keys move between stars, each one is named
 * ("4 stars"), and the group's legend and error are read with it.
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  legend,
  error,
  name,
}: {
  value: number
  onChange: (value: number) => void
  onBlur: () => void
  legend: string
  error?: string
  name: string
}) {
  const { t } = useTranslation('providers')
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1.5 flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              aria-invalid={Boolean(error)}
              className="sr-only"
            />
            <Star
              className={cn('size-8', stars <= value ? 'fill-amber-500 text-amber-500' : 'text-slate-500')}
              aria-hidden="true"
            />
            <span className="sr-only">{t('reviews.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
