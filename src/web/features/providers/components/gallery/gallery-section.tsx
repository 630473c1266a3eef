import { isIllustration } from '@shared/images/illustrations'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { IllustrationLabel } from '@web/components/illustration-label'
import { ResponsiveImage } from '@web/components/responsive-image'
import { ProfileSection } from '@web/features/providers/components/profile-section'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The lightbox (a dialog, with its focus trap) serves only who opens a photo: its code comes then.
const GalleryLightbox = lazy(async () => ({ default: (await import('./gallery-lightbox')).GalleryLightbox }))

export type GalleryImage = ProviderProfile['gallery'][number]

export function GallerySection({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([])
  // A ref, not state: it must still be known while the closing lightbox hands focus back.
  const opener = useRef(0)
  const [shown, setShown] = useState<number | null>(null)
  // Kept once opened, so that closing it runs the dialog's own exit (focus back to the photo).
  const [lightboxWanted, setLightboxWanted] = useState(false)
  if (images.length === 0) return null
  return (
    <ProfileSection id="photos" title={t('gallery.title')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              ref={(element) => {
                thumbnails.current[index] = element
              }}
              type="button"
              onClick={() => {
                opener.current = index
                setLightboxWanted(true)
                setShown(index)
              }}
              aria-label={t('gallery.open', {
                index: index + 1,
                count: images.length,
                alt: image.alt[language],
              })}
              className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
            >
              <ResponsiveImage
                src={image.src}
                image={image.image}
                sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw"
                alt=""
                loading="lazy"
                decoding="async"
                width={400}
                height={300}
                className="size-full object-cover transition-transform duration-200 group-hover:scale-105"
              />
              {isIllustration(image.src) && <IllustrationLabel />}
            </button>
          </li>
        ))}
      </ul>
      {lightboxWanted && (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={shown}
            onIndexChange={setShown}
            onClose={() => setShown(null)}
            // Focus goes back to the photo that opened the lightbox, where the visitor left the page.
            returnFocusTo={() => thumbnails.current[opener.current]}
          />
        </Suspense>
      )}
    </ProfileSection>
  )
}
