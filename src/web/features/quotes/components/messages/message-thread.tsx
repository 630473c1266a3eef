import type { QuoteMessage } from '@shared/quotes/quote-request-schemas'
import { useMutation } from '@tanstack/react-query'
import { ReportButton } from '@web/components/report-dialog'
import { Button } from '@web/components/ui/button'
import { cn } from '@web/components/ui/cn'
import { Form } from '@web/components/ui/form'
import { Textarea } from '@web/components/ui/form-field'
import { sendMessage } from '@web/features/quotes/api/send-message'
import { FINE_POINTER, useMediaQuery } from '@web/hooks/use-media-query'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDateTime, formatRelativeTime } from '@web/lib/format/relative-time'
import { Send } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The conversation of one request: the other side on the left, mine on the right, "Read" under my
 * last message the other side has read. Ctrl/Cmd+Enter sends. The other side's messages can be
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
  const [text, setText] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const sending = useMutation({
    mutationFn: (body: string) => sendMessage(requestId, body, token),
    onSuccess: () => {
      setText('')
      setAnnouncement(t('messages.sent'))
      onSent?.()
    },
  })
  const lastReadMine = [...messages].reverse().find((m) => m.from === viewer && m.readAt)?.id

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const body = text.trim()
    if (body && !sending.isPending) sending.mutate(body)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit()
  }

  return (
    <section aria-label={t('messages.title')} className="space-y-3">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{t('messages.empty')}</p>
      ) : (
        <ol className="space-y-2">
          {messages.map((m) => {
            const mine = m.from === viewer
            return (
              <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 whitespace-pre-line',
                    mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink',
                  )}
                >
                  <span className="sr-only">{mine ? t('messages.you') : t(`messages.from.${m.from}`)}: </span>
                  {m.hidden ? <em>{t('messages.hidden')}</em> : <span data-user-text>{m.body}</span>}
                </div>
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
            value={text}
            maxLength={4000}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {sending.isError && (
            <p role="alert" className="text-sm text-danger">
              {t('messages.failed')}
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
              disabled={!text.trim()}
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
