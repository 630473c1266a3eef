import { screen } from '@testing-library/react'
import { FINE_POINTER } from '@web/hooks/use-media-query'
import { initI18n } from '@web/i18n/i18n'
import { withMedia } from '@web/test/media'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MessageThread } from './message-thread'

let restore = () => {}
afterEach(() => restore())

beforeAll(async () => {
  await initI18n('fr', ['common', 'quotes', 'support'])
})

const thread = () => <MessageThread requestId={5} viewer="customer" messages={[]} canSend />

describe('MessageThread: the Ctrl + Enter hint', () => {
  it('is told to a mouse and keyboard', () => {
    restore = withMedia([FINE_POINTER])
    renderWithProviders(thread())
    expect(screen.getByText('Ctrl + Entrée pour envoyer.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument()
  })

  it('is not shown on a touch screen, which has no Ctrl key', () => {
    restore = withMedia([])
    renderWithProviders(thread())
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument()
    expect(screen.queryByText('Ctrl + Entrée pour envoyer.')).toBeNull()
  })
})
