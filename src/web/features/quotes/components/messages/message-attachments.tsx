import type { MessageAttachment } from '@shared/quotes/message-attachments'
import { ResponsiveImage } from '@web/components/responsive-image'
import { cn } from '@web/components/ui/cn'
import { withToken } from '@web/features/quotes/api/quote-keys'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatFileSize } from '@web/lib/format/file-size'
import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * A message's files: photos as thumbnails that open the photo in a new tab, PDFs as a chip with
 * their name and size that downloads them. A provider from its email link fetches them with its token.
 */
export function MessageAttachments({
  attachments,
  token,
  mine,
}: {
  attachments: MessageAttachment[]
  token?: string | null
  mine: boolean
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  if (attachments.length === 0) return null
  const photos = attachments.filter((a) => a.kind === 'photo')
  const pdfs = attachments.filter((a) => a.kind === 'pdf')
  return (
    <div className={cn('mt-1.5 flex max-w-[85%] flex-col gap-1.5', mine ? 'items-end' : 'items-start')}>
      {photos.length > 0 && (
        <ul
          className="flex flex-wrap gap-1.5"
          aria-label={t('messages.attach.photos', { count: photos.length })}
        >
          {photos.map((photo) => {
            const src = withToken(photo.url, token)
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
                    alt={t('messages.attach.photo', { name: photo.name })}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </a>
              </li>
            )
          })}
        </ul>
      )}
      {pdfs.length > 0 && (
        <ul
          className="flex flex-col gap-1.5"
          aria-label={t('messages.attach.documents', { count: pdfs.length })}
        >
          {pdfs.map((pdf) => (
            <li key={pdf.id}>
              <a
                href={withToken(pdf.url, token)}
                download={pdf.name}
                className="inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-ink hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <FileText className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="truncate font-medium" data-user-text>
                  {pdf.name}
                </span>
                <span className="shrink-0 text-xs text-slate-600">
                  <span className="sr-only">, </span>PDF · {formatFileSize(pdf.sizeBytes, language)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
