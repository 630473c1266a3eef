import type { MessageAttachment } from '@shared/quotes/message-attachments'
import type { QuoteMessage } from '@shared/quotes/quote-request-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MessageThread } from './message-thread'

const MESSAGES: QuoteMessage[] = [
  {
    id: 11,
    from: 'provider',
    body: 'When can I come by?',
    createdAt: '2026-11-28T09:00:00.000Z',
    readAt: null,
    attachments: [],
  },
  {
    id: 12,
    from: 'customer',
    body: 'Tuesday morning.',
    createdAt: '2026-11-28T10:00:00.000Z',
    readAt: null,
    attachments: [],
  },
  {
    id: 13,
    from: 'provider',
    body: 'hidden',
    createdAt: '2026-11-28T11:00:00.000Z',
    readAt: null,
    hidden: true,
    attachments: [],
  },
]

beforeAll(async () => {
  await initI18n('en', ['common', 'quotes', 'support'])
})
afterEach(() => vi.unstubAllGlobals())

const PHOTO: MessageAttachment = {
  id: 31,
  kind: 'photo',
  name: 'wall.jpg',
  sizeBytes: 250_000,
  url: '/api/quote-requests/5/attachments/31',
  image: { width: 1000, height: 800, variants: [{ format: 'webp', width: 320 }] },
}
const PLAN: MessageAttachment = {
  id: 32,
  kind: 'pdf',
  name: 'plan.pdf',
  sizeBytes: 1_572_864,
  url: '/api/quote-requests/5/attachments/32',
  image: null,
}

describe('MessageThread', () => {
  it('lets a signed-in side report the other side’s messages, not its own nor a hidden one', () => {
    renderWithProviders(<MessageThread requestId={5} viewer="customer" messages={MESSAGES} canSend={false} />)
    expect(screen.getAllByRole('button', { name: 'Report this message' })).toHaveLength(1)
  })

  it('offers no report on a page opened from an email link', () => {
    renderWithProviders(
      <MessageThread
        requestId={5}
        token="link-token"
        viewer="provider"
        messages={MESSAGES}
        canSend={false}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Report this message' })).toBeNull()
  })

  it('shows a message’s photos as thumbnails and its PDFs with their name and size, with the link token', () => {
    const withFiles: QuoteMessage = {
      id: 14,
      from: 'customer',
      body: '',
      createdAt: '2026-11-28T12:00:00.000Z',
      readAt: null,
      attachments: [PHOTO, PLAN],
    }
    renderWithProviders(
      <MessageThread requestId={5} token="tk" viewer="provider" messages={[withFiles]} canSend={false} />,
    )
    const thumbnail = screen.getByRole('img', { name: 'Photo wall.jpg' })
    expect(thumbnail).toHaveAttribute('src', '/api/quote-requests/5/attachments/31?token=tk')
    const pdf = screen.getByRole('link', { name: /plan\.pdf.*PDF · 1\.5 MB/ })
    expect(pdf).toHaveAttribute('href', '/api/quote-requests/5/attachments/32?token=tk')
  })
})

describe('the composer’s attach control', () => {
  it('is labelled, reached with the keyboard, uploads each file at once and sends its id with the message', async () => {
    const calls = scriptApi([
      { method: 'POST', path: /^\/api\/quote-requests\/5\/attachments$/, status: 201, body: PHOTO },
      {
        method: 'POST',
        path: /^\/api\/quote-requests\/5\/messages$/,
        status: 201,
        body: { ...MESSAGES[1], id: 15, body: '', attachments: [PHOTO] },
      },
    ])
    const user = userEvent.setup()
    renderWithProviders(<MessageThread requestId={5} viewer="customer" messages={[]} canSend />)
    const attach = screen.getByLabelText('Attach photos or PDFs')
    expect(attach).toHaveAttribute('type', 'file')
    expect(attach).toHaveAccessibleDescription(/Up to 5 files/)
    const send = screen.getByRole('button', { name: 'Send message' })
    expect(send).toBeDisabled()

    await user.click(screen.getByRole('textbox', { name: 'Your message' }))
    await user.tab()
    expect(attach).toHaveFocus()
    await user.upload(attach, new File([new Uint8Array(250_000)], 'wall.jpg', { type: 'image/jpeg' }))
    const chosen = await screen.findByRole('list', { name: 'Files to send' })
    expect(within(chosen).getByText('wall.jpg')).toBeVisible()
    const remove = await within(chosen).findByRole('button', { name: 'Remove wall.jpg' })
    expect(remove).toBeVisible()
    // A file alone is a message.
    await waitFor(() => expect(send).toBeEnabled())
    await user.click(send)
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/quote-requests/5/messages')?.body).toEqual({
        body: '',
        attachmentIds: [31],
      }),
    )
    // Sent: the composer starts again, without files.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull())
  })

  it('names characters that are not text under the message, focused, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<MessageThread requestId={5} viewer="customer" messages={[]} canSend />)
    const text = screen.getByRole('textbox', { name: 'Your message' })
    await user.click(text)
    await user.paste('Tuesday\u0007')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(/Remove the characters that are not text/)).toBeVisible()
    expect(text).toHaveAttribute('aria-invalid', 'true')
    expect(text).toHaveFocus()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('says at once which chosen files are not photos or PDFs, and keeps them out', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<MessageThread requestId={5} viewer="customer" messages={[]} canSend />)
    await user.upload(
      screen.getByLabelText('Attach photos or PDFs'),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'setup.exe is not a photo (JPEG, PNG or WebP) or a PDF.',
    )
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull()
    expect(calls).toHaveLength(0)
  })
})
