import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
} from '@shared/quotes/message-attachments'
import { uploadMessageAttachment } from '@web/features/quotes/api/message-attachments'
import { type UploadState, useUploadQueue } from '@web/hooks/use-upload-queue'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatFileSize } from '@web/lib/format/file-size'
import { FileText, ImageIcon, Loader2, Paperclip, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export type { UploadState as AttachedFiles } from '@web/hooks/use-upload-queue'

const RULES = {
  max: MESSAGE_ATTACHMENTS_MAX,
  types: MESSAGE_ATTACHMENT_TYPES,
  maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
}

/**
 * The composer's files (up to 5 photos or PDFs): each is uploaded as soon as it is chosen and shown
 * with its name and size, removable until the message is sent. Remount it (key) to start again
 * after sending.
 */
export function AttachFilesControl({
  requestId,
  token,
  onChange,
}: {
  requestId: number
  token?: string | null
  onChange: (files: UploadState) => void
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const { files, problems, add, drop, full } = useUploadQueue({
    rules: RULES,
    texts: {
      tooMany: t('messages.attach.errors.tooMany', { max: MESSAGE_ATTACHMENTS_MAX }),
      type: (name) => t('messages.attach.errors.type', { name }),
      size: (name) => t('messages.attach.errors.size', { name }),
      failed: (name) => t('messages.attach.errors.failed', { name }),
    },
    upload: (file) => uploadMessageAttachment(requestId, file, token ?? null),
    detailsOf: (file) => ({ name: file.name, size: file.size, pdf: file.type === 'application/pdf' }),
    onChange,
  })

  const remove = (key: string) => {
    drop(key)
    input.current?.focus()
  }

  return (
    <div className="space-y-1.5">
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('messages.attach.chosen')}>
          {files.map((file) => {
            const { name, size, pdf } = file.details
            const Icon = pdf ? FileText : ImageIcon
            return (
              <li
                key={file.key}
                className="flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white py-1 pr-1 pl-2.5 text-sm"
              >
                <Icon className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
                <span className="truncate" data-user-text>
                  {name}
                </span>
                <span className="shrink-0 text-xs text-slate-600">{formatFileSize(size, language)}</span>
                {file.id === null ? (
                  <span className="grid size-7 place-items-center">
                    <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
                    <span className="sr-only">{t('messages.attach.uploading')}</span>
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => remove(file.key)}
                    aria-label={t('messages.attach.remove', { name })}
                    className="grid size-7 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {!full && (
        <div>
          <input
            ref={input}
            id={id}
            type="file"
            accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
            multiple
            onChange={add}
            aria-describedby={`${id}-hint`}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
          >
            <Paperclip className="size-4" aria-hidden="true" />
            {t('messages.attach.label')}
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t('messages.attach.hint', { max: MESSAGE_ATTACHMENTS_MAX })}
          </p>
        </div>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="space-y-0.5 text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
