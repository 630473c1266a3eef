import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
} from '@shared/quotes/message-attachments'
import { uploadMessageAttachment } from '@web/features/quotes/api/message-attachments'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatFileSize } from '@web/lib/format/file-size'
import { FileText, ImageIcon, Loader2, Paperclip, X } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Chosen {
  key: string
  name: string
  size: number
  pdf: boolean
  /** The server's id once uploaded. */
  id: number | null
}

export interface AttachedFiles {
  ids: number[]
  /** True while a file is still uploading: the message waits for it. */
  uploading: boolean
}

let nextKey = 0

/**
 * The composer's files (up to 5 photos or PDFs): each is uploaded as soon as it is chosen and shown
 * with its name and size, removable until the message is sent. The server judges each file by its
 * content; the checks here only answer sooner. Remount it (key) to start again after sending.
 */
export function AttachFilesControl({
  requestId,
  token,
  onChange,
}: {
  requestId: number
  token?: string | null
  onChange: (files: AttachedFiles) => void
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<Chosen[]>([])
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    onChange({
      ids: files.flatMap((f) => (f.id === null ? [] : [f.id])),
      uploading: files.some((f) => f.id === null),
    })
  }, [files, onChange])

  const drop = (key: string) => setFiles((list) => list.filter((f) => f.key !== key))

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])]
    event.target.value = ''
    const found: string[] = []
    const room = MESSAGE_ATTACHMENTS_MAX - files.length
    if (chosen.length > room)
      found.push(t('messages.attach.errors.tooMany', { max: MESSAGE_ATTACHMENTS_MAX }))
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      if (!(MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
        found.push(t('messages.attach.errors.type', { name: file.name }))
        continue
      }
      if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) {
        found.push(t('messages.attach.errors.size', { name: file.name }))
        continue
      }
      const key = `attachment-${++nextKey}`
      const pdf = file.type === 'application/pdf'
      setFiles((list) => [...list, { key, name: file.name, size: file.size, pdf, id: null }])
      uploadMessageAttachment(requestId, file, token ?? null).then(
        (uploaded) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, id: uploaded.id } : f))),
        (error: unknown) => {
          drop(key)
          setProblems((list) => [
            ...list,
            failureText(error, t('messages.attach.errors.failed', { name: file.name })),
          ])
        },
      )
    }
    setProblems(found)
  }

  const remove = (file: Chosen) => {
    drop(file.key)
    input.current?.focus()
  }

  return (
    <div className="space-y-1.5">
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('messages.attach.chosen')}>
          {files.map((file) => {
            const Icon = file.pdf ? FileText : ImageIcon
            return (
              <li
                key={file.key}
                className="flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white py-1 pr-1 pl-2.5 text-sm"
              >
                <Icon className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
                <span className="truncate" data-user-text>
                  {file.name}
                </span>
                <span className="shrink-0 text-xs text-slate-600">{formatFileSize(file.size, language)}</span>
                {file.id === null ? (
                  <span className="grid size-7 place-items-center">
                    <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
                    <span className="sr-only">{t('messages.attach.uploading')}</span>
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => remove(file)}
                    aria-label={t('messages.attach.remove', { name: file.name })}
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
      {files.length < MESSAGE_ATTACHMENTS_MAX && (
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
