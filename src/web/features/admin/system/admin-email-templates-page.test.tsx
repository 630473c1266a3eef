import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminEmailTemplatesPage } from './admin-email-templates-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const DETAIL = {
  template: 'welcome',
  language: 'en',
  subject: 'Welcome to LuxPro',
  body: 'Hello {{name}}',
  variables: ['name'],
  savedAt: null,
  savedBy: null,
}
function script(): ApiCall[] {
  return scriptApi([
    {
      path: /^\/api\/admin\/email-templates$/,
      body: {
        items: [{ template: 'welcome', variables: ['name'], saved: { en: null, fr: null, de: null } }],
      },
    },
    { path: /^\/api\/admin\/email-templates\/welcome\/en$/, body: DETAIL },
    { method: 'PUT', path: /^\/api\/admin\/email-templates\/welcome\/en$/, body: { ok: true, affected: 1 } },
  ])
}
const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET')

describe('the email template editor', () => {
  it('asks for a subject under the field, focused, and neither saves nor previews', async () => {
    const calls = script()
    const user = userEvent.setup()
    renderWithProviders(<AdminEmailTemplatesPage />, {
      at: '/admin/email-templates?template=welcome&language=en',
    })
    const subject = await screen.findByRole('textbox', { name: 'Subject' })
    await user.clear(subject)
    await user.click(screen.getByRole('button', { name: 'Preview with sample data' }))
    expect(await screen.findByText('Fill in this field.')).toBeVisible()
    expect(subject).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(writes(calls)).toEqual([])
  })

  it('saves the trimmed subject and the body', async () => {
    const calls = script()
    const user = userEvent.setup()
    renderWithProviders(<AdminEmailTemplatesPage />, {
      at: '/admin/email-templates?template=welcome&language=en',
    })
    const subject = await screen.findByRole('textbox', { name: 'Subject' })
    await user.clear(subject)
    await user.type(subject, ' Welcome aboard ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(writes(calls).map((call) => call.body)).toEqual([
        { subject: 'Welcome aboard', body: 'Hello {{name}}' },
      ]),
    )
  })
})
