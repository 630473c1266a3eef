import { screen } from '@testing-library/react'
import { i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ChatFailureNotice } from './chat-failure'

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('assistant')
})

const notice = (failure: Parameters<typeof ChatFailureNotice>[0]['failure']) =>
  renderWithProviders(<ChatFailureNotice failure={failure} onRetry={vi.fn()} onNewConversation={vi.fn()} />)

describe('ChatFailureNotice', () => {
  it('offers to try again after a failure that may pass', () => {
    notice({ kind: 'server', message: 'Something went wrong. Please try again.', code: 'internal' })
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  it('with no project left to start says why and leads to My requests instead of a retry that fails again', () => {
    notice({ kind: 'server', message: 'You cannot start a new project right now.', code: 'no_credits' })
    expect(screen.getByText('You cannot start a new project right now.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open my requests' })).toHaveAttribute('href', '/my-requests')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
