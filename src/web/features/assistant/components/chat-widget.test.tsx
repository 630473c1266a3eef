import type { ChatReply } from '@shared/assistant/chat-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chatStore } from '@web/features/assistant/lib/chat-store'
import { i18n, initI18n } from '@web/i18n/i18n'
import { assistantState, closeAssistant, openAssistant } from '@web/lib/assistant-bus'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChatWidget } from './chat-widget'

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('assistant')
})
afterEach(() => {
  closeAssistant()
  chatStore.reset(null)
  vi.unstubAllGlobals()
})

/** The server's answer to a question about LuxPro itself: two pages to open, and the services. */
const ANSWER: ChatReply = {
  sessionId: 'session-1',
  reply: 'That’s a question about LuxPro itself.',
  language: 'en',
  state: 'describe',
  category: null,
  location: null,
  estimate: null,
  providers: [],
  quickReplies: [
    { id: 'page:how-it-works', label: 'How it works', value: '/how-it-works', kind: 'link' },
    { id: 'page:contact', label: 'Contact', value: '/contact', kind: 'link' },
    { id: 'category:plumbing', label: 'Plumbing', value: 'plumbing', kind: 'reply' },
  ],
}

async function askAboutLuxPro() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(ANSWER), { headers: { 'content-type': 'application/json' } }),
    ),
  )
  openAssistant()
  renderRoutes([{ path: '/directory', element: <ChatWidget /> }], { at: '/directory' })
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Is LuxPro free?{Enter}')
  return user
}

describe('ChatWidget', () => {
  it('steps aside when a link in it opens a page, so the page is seen', async () => {
    const user = await askAboutLuxPro()
    await user.click(await screen.findByRole('link', { name: 'How it works' }))
    expect(await screen.findByText('at /how-it-works')).toBeInTheDocument()
    expect(assistantState().widgetOpen).toBe(false)
    await waitFor(() => expect(screen.queryByTestId('assistant-widget')).toBeNull())
  })

  it('stays open for a quick reply that answers in it', async () => {
    const user = await askAboutLuxPro()
    await user.click(await screen.findByRole('button', { name: 'Plumbing' }))
    expect(assistantState().widgetOpen).toBe(true)
    expect(screen.getByTestId('assistant-widget')).toBeVisible()
  })
})
