import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AnswerPage } from './answer-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterEach(() => vi.unstubAllGlobals())

const QUESTION = {
  reference: 'APP-0042',
  companyName: 'Weber Plumbing',
  status: 'info_requested',
  question: 'Which insurer covers your work?',
  askedAt: '2026-11-01T10:00:00.000Z',
  open: true,
}
const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')

describe('AnswerPage', () => {
  it('asks for an answer of two characters under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([{ path: /partner-applications\/question/, body: QUESTION }])
    const user = userEvent.setup()
    renderWithProviders(<AnswerPage />, { at: '/partners/apply/answer?token=t0k3n' })
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), ' x ')
    await user.click(screen.getByRole('button', { name: 'Send my answer' }))
    const field = screen.getByRole('textbox', { name: 'Your answer' })
    expect(await screen.findByText('Write your answer (at least 2 characters).')).toBeVisible()
    expect(field).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('sends the trimmed answer and thanks the applicant', async () => {
    const calls = scriptApi([
      { path: /partner-applications\/question/, body: QUESTION },
      { method: 'POST', path: /partner-applications\/answer/, body: { ...QUESTION, open: false } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<AnswerPage />, { at: '/partners/apply/answer?token=t0k3n' })
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), '  Foyer, policy 123  ')
    await user.click(screen.getByRole('button', { name: 'Send my answer' }))
    expect(await screen.findByText(/your answer is with the reviewer/)).toBeVisible()
    await waitFor(() =>
      expect(posts(calls).map((call) => call.body)).toEqual([{ answer: 'Foyer, policy 123' }]),
    )
  })
})
