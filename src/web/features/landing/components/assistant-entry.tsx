import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { PHONE_LAYOUT } from '@web/hooks/use-media-query'
import { openAssistant } from '@web/lib/assistant-bus'
import { ArrowRight, MessageSquareText } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const EXAMPLE_KEYS = ['leak', 'paint', 'website'] as const
const DESCRIPTION_MAX_LENGTH = 1000

/** The conversation's code loads on the first message (or when one is restored). */
const loadHeroChat = async () => (await import('@web/features/assistant/hero-chat-loader')).loadHeroChat()
const HeroChat = lazy(async () => ({ default: (await loadHeroChat()).HeroChat }))
/** `CONVERSATION_STORAGE_KEY` of the assistant, read here so that the landing ships none of its code. */
const STORED_CONVERSATION_KEY = 'luxpro-assistant-conversation'
/** Below md (the phone layout): the chat opens full screen, never inside the page. */
const isPhoneLayout = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_LAYOUT).matches

/**
 * The hero's chat (`/#assistant`): a light form in the first paint; the first message starts the
 * real conversation in place (in the full-screen chat on a phone), shared with the floating widget. A conversation of this browser
 * session is shown again after a reload.
 */
export function AssistantEntry() {
  const { t } = useTranslation('landing')
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [showEmptyError, setShowEmptyError] = useState(false)
  /** null: the form; '' : a restored conversation; text: the first message of a new one. */
  const [started, setStarted] = useState<string | null>(null)
  /** Where the chat puts its "New conversation" button, in this header. */
  const [actionsSlot, setActionsSlot] = useState<HTMLDivElement | null>(null)

  // After hydration only: the pre-rendered page and the first client render are the same form.
  useEffect(() => {
    try {
      // A phone shows the form: the stored conversation continues in the full-screen chat.
      if (sessionStorage.getItem(STORED_CONVERSATION_KEY) !== null && !isPhoneLayout()) setStarted('')
    } catch {
      // No storage (private mode): nothing to restore.
    }
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const description = text.trim()
    setShowEmptyError(description.length === 0)
    if (!description) {
      textareaRef.current?.focus()
      return
    }
    if (isPhoneLayout()) {
      // A chat scrolling inside a scrolling page is hard to use on a phone: the full-screen one takes it.
      openAssistant({ providerContext: null, message: description })
      setText('')
      return
    }
    setStarted(description)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      event.currentTarget.form?.requestSubmit()
    }
  }

  const applyExample = (example: string) => {
    setText(example)
    setShowEmptyError(false)
    textareaRef.current?.focus()
  }

  return (
    <div id="assistant" className="scroll-mt-20">
      <section
        aria-labelledby="assistant-title"
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg shadow-slate-200/60"
      >
        <HeroHeader actionsRef={setActionsSlot} />
        {started === null ? (
          <Form
            aria-labelledby="assistant-title"
            onSubmit={onSubmit}
            onFocus={loadHeroChat}
            noValidate
            className="p-5 sm:p-6"
          >
            <FormField
              label={t('assistant.label')}
              hint={t('assistant.hint')}
              error={showEmptyError ? t('assistant.emptyError') : undefined}
            >
              {(field) => (
                <Textarea
                  {...field}
                  ref={textareaRef}
                  name="description"
                  value={text}
                  maxLength={DESCRIPTION_MAX_LENGTH}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder={t('assistant.example')}
                  className="min-h-28"
                />
              )}
            </FormField>

            <p id="assistant-examples" className="mt-4 text-sm font-medium text-slate-700">
              {t('assistant.examples.label')}
            </p>
            <ul aria-labelledby="assistant-examples" className="mt-2 flex flex-wrap gap-2">
              {EXAMPLE_KEYS.map((key) => {
                const example = t(`assistant.examples.${key}`)
                return (
                  <li key={key}>
                    <button
                      type="button"
                      onClick={() => applyExample(example)}
                      className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-700 transition-colors duration-150 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700"
                    >
                      {example}
                    </button>
                  </li>
                )
              })}
            </ul>

            <Button type="submit" size="lg" className="mt-5 w-full sm:w-auto">
              {t('assistant.submit')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Button>
          </Form>
        ) : (
          <Suspense fallback={<ChatLoading />}>
            <HeroChat firstMessage={started} actionsSlot={actionsSlot} />
          </Suspense>
        )}
      </section>
    </div>
  )
}

function HeroHeader({ actionsRef }: { actionsRef: (element: HTMLDivElement | null) => void }) {
  const { t } = useTranslation('landing')
  return (
    <div className="flex items-center gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
        <MessageSquareText className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="assistant-title" className="text-lg font-semibold">
          {t('assistant.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('assistant.intro')}</p>
      </div>
      <div ref={actionsRef} />
    </div>
  )
}

/** product §2: a lazy part says "Loading..." (in the page's language) while it arrives; the box keeps the chat's height. */
function ChatLoading() {
  const { t } = useTranslation('common', { useSuspense: false })
  return (
    <div
      role="status"
      className="mt-4 grid h-[34rem] place-items-center border-t border-slate-200 text-slate-600 sm:h-[36rem]"
    >
      {t('shell.loading')}
    </div>
  )
}
