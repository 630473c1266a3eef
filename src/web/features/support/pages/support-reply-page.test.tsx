import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SupportReplyPage } from './support-reply-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'support'])
})
afterEach(() => vi.unstubAllGlobals())

const THREAD = {
  reference: 'S-1001',
  status: 'waiting',
  language: 'en',
  entries: [
    {
      id: 1,
      kind: 'message',
      authorName: 'Anna',
      body: 'My invoice is wrong.',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
}
const AT = '/support/reply?ref=S-1001&token=t0k3n'
const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')

describe('SupportReplyPage', () => {
  it('refuses a link without its reference or signature at once, without asking the server', () => {
    const calls = scriptApi([])
    renderWithProviders(<SupportReplyPage />, { at: '/support/reply?ref=S-1001' })
    expect(screen.getByText('This link does not open a conversation', { exact: false })).toBeVisible()
    expect(calls).toEqual([])
  })

  it('refuses an answer too short for the shared schema under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([{ path: /support\/thread/, body: THREAD }])
    const user = userEvent.setup()
    renderWithProviders(<SupportReplyPage />, { at: AT })
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'x')
    await user.click(screen.getByRole('button', { name: 'Send my answer' }))
    const field = screen.getByRole('textbox', { name: 'Your answer' })
    expect(await screen.findByText('Write at least 2 characters.')).toBeVisible()
    expect(field).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('sends the answer, empties the field and says it was added', async () => {
    const calls = scriptApi([
      { path: /support\/thread/, body: THREAD },
      { method: 'POST', path: /support\/thread/, body: THREAD },
    ])
    const user = userEvent.setup()
    renderWithProviders(<SupportReplyPage />, { at: AT })
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), ' It is invoice 42. ')
    await user.click(screen.getByRole('button', { name: 'Send my answer' }))
    expect(await screen.findByText('Your answer was added.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('')
    await waitFor(() =>
      expect(posts(calls).map((call) => call.body)).toEqual([{ message: 'It is invoice 42.' }]),
    )
  })
})
