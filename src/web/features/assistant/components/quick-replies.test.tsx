import type { QuickReply } from '@shared/assistant/chat-schemas'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { QuickReplies } from './quick-replies'

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('assistant')
})
afterAll(() => i18n.changeLanguage('en'))

const REPLIES: QuickReply[] = [
  { id: 'page:how-it-works', label: 'Comment ça marche', value: '/how-it-works', kind: 'link' },
  { id: 'category:plumbing', label: 'Plomberie', value: 'plumbing', kind: 'reply' },
  { id: 'quotes:sign-in', label: 'Se connecter', value: '1,2', kind: 'sign_in' },
]

describe('QuickReplies', () => {
  it('opens a page for a link chip and posts nothing', async () => {
    const onChoose = vi.fn()
    renderWithProviders(<QuickReplies replies={REPLIES} language="fr" disabled={false} onChoose={onChoose} />)
    const link = screen.getByRole('link', { name: 'Comment ça marche' })
    expect(link).toHaveAttribute('href', '/how-it-works')
    await userEvent.click(link)
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('keeps the page language on the page it opens', async () => {
    await i18n.changeLanguage('de')
    renderWithProviders(<QuickReplies replies={REPLIES} language="fr" disabled={false} onChoose={vi.fn()} />)
    expect(screen.getByRole('link', { name: 'Comment ça marche' })).toHaveAttribute(
      'href',
      '/how-it-works?lang=de',
    )
    await i18n.changeLanguage('en')
  })

  it('posts a reply chip’s value and leaves the send buttons to the provider list', async () => {
    const onChoose = vi.fn()
    renderWithProviders(<QuickReplies replies={REPLIES} language="fr" disabled={false} onChoose={onChoose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Plomberie' }))
    expect(onChoose).toHaveBeenCalledWith(REPLIES[1])
    expect(screen.queryByText('Se connecter')).toBeNull()
  })
})
