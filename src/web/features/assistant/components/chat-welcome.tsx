import type { ProviderContext } from '@web/lib/assistant-bus'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { AssistantBubble } from './assistant-message'

const EXAMPLE_KEYS = ['leak', 'paint', 'website'] as const

/** The first thing an empty conversation shows: what to write, and examples to start from. */
export function ChatWelcome({
  providerContext,
  onExample,
}: {
  providerContext: ProviderContext | null
  onExample: (text: string) => void
}) {
  const { t } = useTranslation('assistant')
  const labelId = useId()
  return (
    <div>
      <AssistantBubble
        text={providerContext ? t('welcome.provider', { name: providerContext.name }) : t('welcome.general')}
      />
      {!providerContext && (
        <>
          <p id={labelId} className="mt-4 text-sm font-medium text-slate-700">
            {t('welcome.examplesLabel')}
          </p>
          <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
            {EXAMPLE_KEYS.map((key) => {
              const example = t(`welcome.examples.${key}`)
              return (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => onExample(example)}
                    className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-700 transition-colors duration-150 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {example}
                  </button>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </div>
  )
}
