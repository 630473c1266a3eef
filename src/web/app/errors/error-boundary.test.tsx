import { render, screen } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'
import { ERROR_COUNT_KEY, LAST_ERROR_KEY } from './error-store'

function Crash(): never {
  throw new Error('one crash')
}

function renderCrash() {
  render(
    <StrictMode>
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>
    </StrictMode>,
  )
}

beforeAll(async () => {
  await initI18n('en')
})

describe('ErrorBoundary (product §4: errorCount)', () => {
  afterEach(async () => {
    vi.restoreAllMocks()
    await changeLanguage('en')
  })

  it('counts one crash once, as the app renders it (StrictMode), and shows its error ID', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <StrictMode>
        <ErrorBoundary>
          <Crash />
        </ErrorBoundary>
      </StrictMode>,
    )
    const id = await screen.findByText(/^ERR-/)
    expect(localStorage.getItem(ERROR_COUNT_KEY)).toBe('1')
    expect(JSON.parse(localStorage.getItem(LAST_ERROR_KEY) ?? '{}')).toMatchObject({
      message: 'one crash',
      id: id.textContent,
    })
  })

  it('adds one per crash to the count already stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(ERROR_COUNT_KEY, '3')
    render(
      <StrictMode>
        <ErrorBoundary>
          <Crash />
        </ErrorBoundary>
      </StrictMode>,
    )
    await screen.findByTestId('cache-hint')
    expect(localStorage.getItem(ERROR_COUNT_KEY)).toBe('4')
  })

  it.each([
    ['en', 'Something went wrong. Please try again or email us at support@luxpro.lu.'],
    ['fr', 'Une erreur est survenue. Veuillez réessayer ou nous écrire à support@luxpro.lu.'],
    [
      'de',
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut oder schreiben Sie uns an support@luxpro.lu.',
    ],
  ] as const)(
    'gives the support address in %s (product §8 application error)',
    async (language, sentence) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      await changeLanguage(language)
      renderCrash()
      expect(await screen.findByText(sentence)).toBeInTheDocument()
    },
  )
})
