import { zodResolver } from '@hookform/resolvers/zod'
import { MESSAGE_MAX, MessageInputSchema, type QuoteMessage } from '@shared/quotes/quote-request-schemas'
import { useMutation } from '@tanstack/react-query'
import { ReportButton } from '@web/components/report-dialog'
import { TranslateToggle } from '@web/components/translate-toggle'
import { Button } from '@web/components/ui/button'
import { cn } from '@web/components/ui/cn'
import { Form } from '@web/components/ui/form'
import { Textarea } from '@web/components/ui/form-field'
import { sendMessage } from '@web/features/quotes/api/send-message'
import { FINE_POINTER, useMediaQuery } from '@web/hooks/use-media-query'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatDateTime, formatRelativeTime } from '@web/lib/format/relative-time'
import { useFieldError } from '@web/lib/forms/field-error'
import { Send } from 'lucide-react'
import { type KeyboardEvent, useCallback, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type AttachedFiles, AttachFilesControl } from './attach-files-control'
import { MessageAttachments } from './message-attachments'

const NO_FILES: AttachedFiles = { ids: [], uploading: false }

/**
 * The conversation of one request: the other side on the left, mine on the right, "Read" under my
 * last message the other side has read; photos and PDFs below the text. Ctrl/Cmd+Enter sends (text,
 * files, or both; never while a file is uploading). The other side's messages can be
 * reported to LuxPro by a signed-in side (a link's token is not a caller the desk can answer).
 */
export function MessageThread({
  requestId,
  token,
  viewer,
  messages,
  canSend,
  onSent,
}: {
  requestId: number
  token?: string | null
  viewer: 'customer' | 'provider'
  messages: QuoteMessage[]
  canSend: boolean
  onSent?: () => void
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const labelId = useId()
  // A touch keyboard has no Ctrl key: the shortcut is told to mouse and keyboard users only.
  const keyboardHint = useMediaQuery(FINE_POINTER)
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(MessageInputSchema),
    defaultValues: { body: '', attachmentIds: [] },
  })
  const text = form.watch('body') ?? ''
  const [announcement, setAnnouncement] = useState('')
  const [files, setFiles] = useState<AttachedFiles>(NO_FILES)
  // A new composer's files after each message sent.
  const [composer, setComposer] = useState(0)
  const onFiles = useCallback(
    (next: AttachedFiles) => {
      setFiles(next)
      form.setValue('attachmentIds', next.ids)
    },
    [form.setValue],
  )
  const sending = useMutation({
    mutationFn: ({ body, ids }: { body: string; ids: number[] }) => sendMessage(requestId, body, token, ids),
    onSuccess: () => {
      form.reset({ body: '', attachmentIds: [] })
      setFiles(NO_FILES)
      setComposer((n) => n + 1)
      setAnnouncement(t('messages.sent'))
      onSent?.()
    },
  })
  const lastReadMine = [...messages].reverse().find((m) => m.from === viewer && m.readAt)?.id

  const submit = form.handleSubmit(({ body, attachmentIds }) => {
    if (!files.uploading && !sending.isPending) sending.mutate({ body, ids: attachmentIds })
  })
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit()
  }
  const problem = fieldError(form.formState.errors.body)

  return (
    <section aria-label={t('messages.title')} className="space-y-3">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{t('messages.empty')}</p>
      ) : (
        <ol className="space-y-2">
          {messages.map((m) => {
            const mine = m.from === viewer
            const sender = mine ? t('messages.you') : t(`messages.from.${m.from}`)
            return (
              <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                {m.hidden || m.body !== '' ? (
                  <div
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3.5 py-2 whitespace-pre-line',
                      mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink',
                    )}
                  >
                    <span className="sr-only">{sender}: </span>
                    {m.hidden ? <em>{t('messages.hidden')}</em> : <span data-user-text>{m.body}</span>}
                  </div>
                ) : (
                  // Files alone: who sent them is still said.
                  <span className="sr-only">{sender}:</span>
                )}
                {!mine && !m.hidden && (
                  <TranslateToggle
                    kind="message"
                    id={m.id}
                    language={m.language}
                    token={token}
                    quoteRequestId={requestId}
                    className="mt-0.5 max-w-[85%]"
                  />
                )}
                <MessageAttachments attachments={m.attachments} token={token} mine={mine} />
                <p className="mt-0.5 text-xs text-slate-600">
                  <time dateTime={m.createdAt} title={formatDateTime(m.createdAt, language)}>
                    {formatRelativeTime(m.createdAt, language)}
                  </time>
                  {m.id === lastReadMine && <span> · {t('messages.read')}</span>}
                </p>
                {!mine && !m.hidden && !token && <ReportButton targetType="message" targetId={m.id} />}
              </li>
            )
          })}
        </ol>
      )}
      {canSend && (
        <Form onSubmit={submit} className="space-y-2">
          <label id={labelId} className="block text-sm font-medium text-ink" htmlFor={`${labelId}-text`}>
            {t('messages.label')}
          </label>
          <Textarea
            id={`${labelId}-text`}
            rows={3}
            maxLength={MESSAGE_MAX}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${labelId}-error` : undefined}
            {...form.register('body')}
            onKeyDown={onKeyDown}
          />
          {problem && (
            <p id={`${labelId}-error`} className="text-sm font-medium text-danger">
              {problem}
            </p>
          )}
          <AttachFilesControl key={composer} requestId={requestId} token={token} onChange={onFiles} />
          {sending.isError && (
            <p role="alert" className="text-sm text-danger">
              {failureText(sending.error, t('messages.failed'))}
            </p>
          )}
          <div className="flex items-center justify-between gap-3">
            {keyboardHint && <p className="text-xs text-slate-600">{t('messages.shortcut')}</p>}
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              className="ml-auto"
              loading={sending.isPending}
              disabled={(!text.trim() && files.ids.length === 0) || files.uploading}
            >
              {!sending.isPending && <Send className="size-4" aria-hidden="true" />}
              {t('messages.send')}
            </Button>
          </div>
        </Form>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  )
}
