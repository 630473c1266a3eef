import * as Dialog from '@radix-ui/react-dialog'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { ResponsiveImage } from '@web/components/responsive-image'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

const controlClasses =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white'

/** The photos, one at a time: arrows (buttons or keys) browse and wrap around, Escape closes. */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: {
  images: ProviderProfile['gallery']
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
}) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const image = index === null ? undefined : images[index]
  const count = images.length
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }

  return (
    <Dialog.Root open={image !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) bg-ink" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo()
            if (!target) return
            event.preventDefault()
            target.focus()
          }}
          className="fixed inset-0 z-(--z-dialog) flex flex-col p-3 text-white focus:outline-none sm:p-6"
        >
          {image && index !== null && (
            <>
              <div className="flex items-center justify-between gap-4">
                <Dialog.Title className="text-base font-semibold" aria-live="polite">
                  {t('gallery.position', { index: index + 1, count })}
                </Dialog.Title>
                <Dialog.Close className={controlClasses} aria-label={t('gallery.close')}>
                  <X className="size-6" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">{t('gallery.keyboardHint')}</Dialog.Description>
              <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 py-4">
                <ResponsiveImage
                  key={image.src}
                  src={image.src}
                  image={image.image}
                  sizes="100vw"
                  alt={image.alt[language]}
                  className="max-h-full min-h-0 w-auto max-w-full rounded-lg bg-white object-contain"
                />
                <figcaption className="text-center text-sm text-slate-200" aria-hidden="true">
                  {image.alt[language]}
                </figcaption>
              </figure>
              {count > 1 && (
                <div className="flex items-center justify-center gap-6 pb-2">
                  <button
                    type="button"
                    className={controlClasses}
                    onClick={() => go(-1)}
                    aria-label={t('gallery.previous')}
                  >
                    <ChevronLeft className="size-6" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={controlClasses}
                    onClick={() => go(1)}
                    aria-label={t('gallery.next')}
                  >
                    <ChevronRight className="size-6" aria-hidden="true" />
                  </button>
                </div>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
