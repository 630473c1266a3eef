import { ArrowRight, MessageSquareText } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalizedLink } from '../../../app/shell/localized-link'
import { Button } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { FormField, Textarea } from '../../../components/ui/form-field'

const EXAMPLE_KEYS = ['leak', 'paint', 'website'] as const
const DESCRIPTION_MAX_LENGTH = 1000
/** Long descriptions are shortened in the link text; the search itself gets the whole text. */
const LINK_TEXT_MAX_LENGTH = 60

function shorten(text: string) {
  return text.length > LINK_TEXT_MAX_LENGTH ? `${text.slice(0, LINK_TEXT_MAX_LENGTH - 1).trimEnd()}…` : text
}

/**
 * The chat entry of the hero (`/#assistant`, the mobile nav's Assistant item). The assistant itself
 * arrives with its own issue: until then a submitted description gets an honest note and a
 * directory search for the same words, never a made-up estimate.
 */
export function AssistantEntry() {
  const { t } = useTranslation('landing')
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [showEmptyError, setShowEmptyError] = useState(false)
  const [submitted, setSubmitted] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const description = text.trim()
    setShowEmptyError(description.length === 0)
    setSubmitted(description || null)
    if (!description) textareaRef.current?.focus()
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
      <form
        aria-labelledby="assistant-title"
        onSubmit={onSubmit}
        noValidate
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-lg shadow-slate-200/60 sm:p-6"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
            <MessageSquareText className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="assistant-title" className="text-lg font-semibold">
              {t('assistant.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('assistant.intro')}</p>
          </div>
        </div>

        <div className="mt-5">
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
        </div>

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

        <div aria-live="polite">
          {submitted && (
            <Callout tone="info" title={t('assistant.pending.title')} className="mt-5">
              <p>{t('assistant.pending.body')}</p>
              <LocalizedLink
                to={`/directory?q=${encodeURIComponent(submitted)}`}
                className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4"
              >
                {t('assistant.pending.searchLink', { text: shorten(submitted) })}
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
              </LocalizedLink>
            </Callout>
          )}
        </div>
      </form>
    </div>
  )
}
