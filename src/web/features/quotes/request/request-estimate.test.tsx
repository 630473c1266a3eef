import { createI18nInstance, initI18nInstance } from '@shared/i18n/create-i18n'
import commonTexts from '@shared/i18n/locales/en/common.json'
import quotesTexts from '@shared/i18n/locales/en/quotes.json'
import requestsTexts from '@shared/i18n/locales/en/requests.json'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createTestQueryClient } from '@web/test/render'
import type { BackendModule } from 'i18next'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { RequestEstimate } from './request-estimate'

const TEXTS: Record<string, object> = { common: commonTexts, requests: requestsTexts, quotes: quotesTexts }
const DESCRIPTION = 'The kitchen tap drips under the sink and needs replacing, the cabinet is wet.'
const ESTIMATE: ProjectEstimate = { low: 120, high: 260, unit: 'job', confidence: 'medium', quantity: null }

/**
 * Texts that load a moment after they are asked for, as the app's namespaces do. The instance is the
 * provider's only (no initReactI18next: that would make it every later test file's default).
 */
const lateTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(_language, namespace, callback) {
    setTimeout(() => callback(null, TEXTS[namespace] ?? {}), 10)
  },
}

/** How often the form around the estimate was hidden by a suspension. */
const fallbacks = { shown: 0 }
function FormHidden() {
  fallbacks.shown++
  return <p>form hidden</p>
}

describe('RequestEstimate', () => {
  it('never hides the form it sits in when the estimate arrives while the visitor types', async () => {
    const translations = await initI18nInstance(createI18nInstance([lateTexts]), {
      language: 'en',
      namespaces: ['common', 'requests'],
      defaultNamespace: 'common',
    })
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(
      ['project-estimate', { category: 'plumbing', description: DESCRIPTION }],
      ESTIMATE,
    )
    const form = (description: string) => (
      <I18nextProvider i18n={translations}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<FormHidden />}>
            <input aria-label="Email address" />
            <RequestEstimate category="plumbing" description={description} />
          </Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    )
    const { rerender } = render(form(''))
    await screen.findByRole('textbox', { name: 'Email address' })
    const hiddenBefore = fallbacks.shown
    rerender(form(DESCRIPTION))
    expect(await screen.findByRole('status')).toHaveTextContent('€')
    expect(fallbacks.shown).toBe(hiddenBefore)
  })
})
