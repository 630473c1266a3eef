import type { Review } from '@shared/providers/provider-profile-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ReviewReplyForm } from './review-reply-form'

beforeAll(async () => {
  await initI18n('en', ['common', 'workspace'])
})
afterEach(() => vi.unstubAllGlobals())

const REVIEW: Review = {
  id: 12,
  authorName: 'Anna W.',
  rating: 5,
  text: 'Quick and clean.',
  language: 'en',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  verifiedCustomer: true,
}
const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method !== 'GET')

describe('ReviewReplyForm', () => {
  it('asks for a reply under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<ReviewReplyForm review={REVIEW} onDone={() => {}} />)
    await user.type(screen.getByRole('textbox', { name: 'Reply to Anna W.' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Publish reply' }))
    expect(await screen.findByText('Write a reply.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Reply to Anna W.' })).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('publishes the trimmed reply', async () => {
    const onDone = vi.fn()
    const calls = scriptApi([
      { method: 'PUT', path: /\/api\/reviews\/12\/reply$/, body: { ...REVIEW, reply: 'Thanks!' } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<ReviewReplyForm review={REVIEW} onDone={onDone} />)
    await user.type(screen.getByRole('textbox', { name: 'Reply to Anna W.' }), ' Thanks! ')
    await user.click(screen.getByRole('button', { name: 'Publish reply' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posts(calls).map((call) => call.body)).toEqual([{ text: 'Thanks!' }])
  })
})
