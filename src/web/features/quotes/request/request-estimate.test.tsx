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
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { RequestEstimate } from './request-estimate'

const TEXTS: Record<string, object> = { common: commonTexts, requests: requestsTexts, quotes: quotesTexts }
const DESCRIPTION = 'The kitchen tap drips under the sink and needs replacing, the cabinet is wet.'
const ESTIMATE: ProjectEstimate = { low: 120, high: 260, unit: 'job', confidence: 'medium', quantity: null }

/** Texts that load a moment after they are asked for, as the app's namespaces do. */
const lateTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(_language, namespace, callback) {
    setTimeout(() => callback(null, TEXTS[namespace] ?? {}), 10)
  },
}

describe('RequestEstimate', () => {
  it('never hides the form it sits in when the estimate arrives while the visitor types', async () => {
    const translations = await initI18nInstance(createI18nInstance([initReactI18next, lateTexts]), {
      language: 'en',
      namespaces: ['common', 'requests'],
      defaultNamespace: 'common',
    })
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(
      ['project-estimate', { category: 'plumbing', description: DESCRIPTION }],
      ESTIMATE,
    )
    let hiddenAfterShown = 0
    let shown = false
    const Hidden = () => {
      if (shown) hiddenAfterShown++
      return <p>form hidden</p>
    }
    const form = (description: string) => (
      <I18nextProvider i18n={translations}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Hidden />}>
            <input aria-label="Email address" />
            <RequestEstimate category="plumbing" description={description} />
          </Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    )
    const { rerender } = render(form(''))
    await screen.findByRole('textbox', { name: 'Email address' })
    shown = true
    rerender(form(DESCRIPTION))
    expect(await screen.findByRole('status')).toHaveTextContent('€')
    expect(hiddenAfterShown).toBe(0)
  })
})
