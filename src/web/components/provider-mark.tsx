import type { CategorySlug } from '@shared/catalog/categories'
import { CATEGORY_TONES } from '@shared/catalog/category-tones'
import { cn } from '@web/components/ui/cn'
import { initials } from '@web/lib/initials'
import { useTranslation } from 'react-i18next'

/** The site's own blue, for a business whose trade the card does not know. */
const BRAND_TONE = { deep: '#005f86', soft: '#ccedf8' }

/** CSS px of each size: the logo's <img> says it, so nothing moves when it arrives. */
const SIZES = {
  sm: { px: 40, classes: 'size-10 rounded-lg text-sm' },
  md: { px: 48, classes: 'size-12 rounded-xl text-base' },
  lg: { px: 64, classes: 'size-16 rounded-xl text-xl' },
} as const

/**
 * A business's mark, the same everywhere it is listed: its logo (the small copy the server makes
 * of it), or else its monogram on a tile in its main trade's colour — one palette with the trades'
 * illustrations.
 */
export function ProviderMark({
  name,
  category,
  logoUrl,
  size = 'md',
  eager = false,
  className,
}: {
  name: string
  category?: CategorySlug
  logoUrl?: string | null
  size?: keyof typeof SIZES
  /** Above the fold (the profile's header): loaded at once rather than when it nears the screen. */
  eager?: boolean
  className?: string
}) {
  const { t } = useTranslation('common')
  const { px, classes } = SIZES[size]
  if (logoUrl) {
    return (
      <span
        data-testid="provider-mark"
        className={cn(
          'inline-flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-white p-1',
          classes,
          className,
        )}
      >
        <img
          src={logoUrl}
          alt={t('logoOf', { name })}
          width={px}
          height={px}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-contain"
        />
      </span>
    )
  }
  const tone = category ? CATEGORY_TONES[category] : BRAND_TONE
  return (
    <span
      // The name is written beside it: the monogram only repeats it.
      aria-hidden="true"
      data-testid="provider-mark"
      className={cn(
        'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden font-semibold tracking-wide text-white',
        classes,
        className,
      )}
      style={{ backgroundColor: tone.deep }}
    >
      {/* A soft corner of the trade's light colour: a tile, not a flat disc. */}
      <span
        className="absolute -right-1/4 -bottom-1/4 size-3/4 rounded-full opacity-25"
        style={{ backgroundColor: tone.soft }}
      />
      <span className="relative">{initials(name) || '·'}</span>
    </span>
  )
}
