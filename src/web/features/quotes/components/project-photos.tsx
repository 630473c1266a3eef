import type { ProjectPhoto } from '@shared/quotes/project-photos'
import { ResponsiveImage } from '@web/components/responsive-image'
import { photoSrc } from '@web/features/quotes/api/project-photos'
import { useTranslation } from 'react-i18next'

/** The customer's photos of the job as thumbnails; each opens the full photo in a new tab. */
export function ProjectPhotos({
  photos,
  token,
  className,
}: {
  photos: ProjectPhoto[]
  token: string | null
  className?: string
}) {
  const { t } = useTranslation('quotes')
  if (photos.length === 0) return null
  return (
    <div className={className}>
      <h3 className="text-sm font-semibold text-slate-700">
        {t('response.summary.photos', { count: photos.length })}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => {
          const src = photoSrc(photo.url, token)
          const label = t('response.summary.photo', { n: index + 1, count: photos.length })
          return (
            <li key={photo.id} className="size-24">
              <a
                href={src}
                target="_blank"
                rel="noreferrer"
                className="block size-full overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <ResponsiveImage
                  src={src}
                  image={photo.image}
                  sizes="6rem"
                  alt={label}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
