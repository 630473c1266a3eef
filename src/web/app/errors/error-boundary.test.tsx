import { ClientErrorReportSchema } from '@shared/admin/audit-schemas'
import { render, screen, waitFor } from '@testing-library/react'
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
    vi.unstubAllGlobals()
    await changeLanguage('en')
  })

  it('reports the crash under the error ID it shows, for the admins’ error list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 202 }))
    vi.stubGlobal('fetch', fetch)
    renderCrash()
    const id = (await screen.findByText(/^ERR-/)).textContent
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/public/error-reports')
    expect(init.method).toBe('POST')
    const report = JSON.parse(String(init.body))
    expect(report).toMatchObject({ errorId: id, message: 'one crash', url: `${window.location.origin}/` })
    expect(report.stack).toContain('one crash')
    // What the server accepts: the same schema validates it there.
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true)
  })

  it('still shows the error page when the report cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderCrash()
    expect(await screen.findByText(/^ERR-/)).toBeInTheDocument()
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
