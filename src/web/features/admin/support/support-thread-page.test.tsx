import type { SupportTicketDetail } from '@shared/support/support-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminSupportThreadPage } from './support-thread-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin', 'support'])
})
afterEach(() => vi.unstubAllGlobals())

const TICKET: SupportTicketDetail = {
  id: 21,
  reference: 'S-21',
  kind: 'contact',
  status: 'new',
  topic: 'question',
  name: 'Marc Hoffmann',
  email: 'marc@example.lu',
  targetType: null,
  targetId: null,
  assignee: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  answeredAt: null,
  preview: 'Where is my quote?',
  dueAt: '2026-12-01T10:00:00.000Z',
  timeLeftMs: 40 * 3_600_000,
  overdue: false,
  promise: '48h',
  language: 'fr',
  entries: [
    {
      id: 1,
      kind: 'message',
      authorName: 'Marc Hoffmann',
      body: 'Where is my quote?',
      createdAt: '2026-11-29T10:00:00.000Z',
    },
  ],
  linked: null,
  admins: [{ id: 'admin-1', name: 'Lena Admin' }],
}

function open(): ApiCall[] {
  const calls = scriptApi([
    { path: /\/api\/admin\/support\/21$/, body: TICKET },
    { method: 'POST', path: /\/api\/admin\/support\/21\/(reply|notes)$/, body: { ok: true } },
    { method: 'PATCH', path: /\/api\/admin\/support\/21$/, body: { ok: true } },
  ])
  renderRoutes([{ path: '/admin/support/:id', element: <AdminSupportThreadPage /> }], {
    at: '/admin/support/21',
  })
  return calls
}
const sent = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET')

describe('/admin/support/:id forms', () => {
  it('a reply shorter than the shared minimum is named under its field and not sent', async () => {
    const calls = open()
    const user = userEvent.setup()
    const reply = await screen.findByRole('textbox', { name: 'Reply to the sender' })
    await user.type(reply, ' k ')
    await user.click(screen.getByRole('button', { name: 'Send the reply' }))
    expect(await screen.findByText('Write at least 2 characters.')).toBeVisible()
    expect(reply).toHaveAttribute('aria-invalid', 'true')
    expect(reply).toHaveFocus()
    expect(sent(calls)).toEqual([])
  })

  it('sends the reply as the shared schema reads it, with what follows', async () => {
    const calls = open()
    const user = userEvent.setup()
    await user.type(
      await screen.findByRole('textbox', { name: 'Reply to the sender' }),
      '  It is on its way.  ',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Then' }), 'closed')
    await user.click(screen.getByRole('button', { name: 'Send the reply' }))
    expect(await screen.findByText('Reply sent.')).toBeVisible()
    expect(sent(calls)).toMatchObject([
      { url: '/api/admin/support/21/reply', body: { message: 'It is on its way.', afterwards: 'closed' } },
    ])
  })

  it('an empty note is refused; a written one is added', async () => {
    const calls = open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add the note' }))
    const note = screen.getByRole('textbox', { name: 'Internal note' })
    expect(await screen.findByText('Write at least 2 characters.')).toBeVisible()
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(sent(calls)).toEqual([])
    await user.type(note, 'Called him back.')
    await user.click(screen.getByRole('button', { name: 'Add the note' }))
    await waitFor(() =>
      expect(sent(calls)).toMatchObject([
        { url: '/api/admin/support/21/notes', body: { body: 'Called him back.' } },
      ]),
    )
  })

  it('"Nobody" saves the case without an assignee', async () => {
    const calls = open()
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'waiting')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved.')).toBeVisible()
    expect(sent(calls)).toMatchObject([
      { method: 'PATCH', url: '/api/admin/support/21', body: { status: 'waiting', assigneeUserId: null } },
    ])
  })
})
