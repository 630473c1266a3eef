import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { type RefObject, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RequestQuoteButton } from './request-quote-dialog'

/** --header-height of styles/app.css, in the pixels IntersectionObserver wants. */
const HEADER_HEIGHT_PX = 64

/**
 * Whether the element has scrolled away above the top of the screen (under the sticky header).
 * Not shown again when it is merely below: the page starts with it in view.
 */
function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0))
      },
      // The sticky header (4 rem) hides what scrolls under it.
      { rootMargin: `-${HEADER_HEIGHT_PX}px 0px 0px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return past
}

/**
 * The profile's "Request a quote", docked at the bottom once the header's button has scrolled away
 * (above the phone's bottom navigation: the layering tokens of styles/app.css). It opens the same
 * short request form as the header's button.
 */
export function StickyQuoteBar({
  provider,
  headerActions,
}: {
  provider: Pick<ProviderProfile, 'id' | 'slug' | 'name' | 'categories'>
  headerActions: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation('providers')
  const shown = useScrolledPast(headerActions)
  if (!shown) return null
  return (
    <section
      aria-label={t('stickyBar.label', { name: provider.name })}
      data-bottom-bar
      className="fixed inset-x-0 bottom-(--bottom-nav-offset) z-(--z-bottom-bar) border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        {/* Two lines rather than "Sanitair…" beside the button on a phone. */}
        <p className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug font-semibold break-words text-ink sm:text-base">
          {provider.name}
        </p>
        <RequestQuoteButton provider={provider} className="shrink-0" />
      </div>
    </section>
  )
}
