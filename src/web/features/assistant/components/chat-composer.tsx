import { CHAT_MESSAGE_MAX } from '@shared/assistant/chat-schemas'
import { Form } from '@web/components/ui/form'
import { useSubmitLocked } from '@web/components/ui/submit-lock'
import { FINE_POINTER, useMediaQuery } from '@web/hooks/use-media-query'
import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The message box: Enter sends, Shift+Enter starts a new line; an empty message says so. */
export function ChatComposer({
  onSend,
  busy,
  inputRef,
}: {
  onSend: (text: string) => void
  busy: boolean
  inputRef?: Ref<HTMLTextAreaElement>
}) {
  const { t } = useTranslation('assistant')
  const id = useId()
  const [text, setText] = useState('')
  const [empty, setEmpty] = useState(false)
  const locked = useSubmitLocked()
  // Touch keyboards have no Shift+Enter (their Enter key sends): the hint is for keyboards only.
  const keyboardHint = useMediaQuery(FINE_POINTER)
  const describedBy = [keyboardHint && `${id}-hint`, empty && `${id}-error`].filter(Boolean).join(' ')

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const message = text.trim()
    setEmpty(message.length === 0)
    if (!message || busy) return
    onSend(message)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <Form noValidate onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          ref={inputRef}
          value={text}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(event) => {
            setText(event.target.value)
            if (event.target.value.trim()) setEmpty(false)
          }}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          aria-invalid={empty}
          aria-describedby={describedBy || undefined}
          enterKeyHint="send"
          className="block max-h-40 min-h-12 w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger"
        />
        <button
          type="submit"
          aria-label={t('composer.send')}
          aria-disabled={busy || undefined}
          disabled={locked}
          className="grid size-12 shrink-0 place-items-center rounded-lg bg-brand-600 text-white transition-colors duration-150 hover:bg-brand-700 aria-disabled:opacity-60 disabled:opacity-60"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </div>
      {empty && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {t('composer.empty')}
        </p>
      )}
      {keyboardHint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {t('composer.hint')}
        </p>
      )}
    </Form>
  )
}
