import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BulkBar } from './bulk-bar'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})

describe('bulk actions ask first', () => {
  it('names how many rows change and what follows; runs only once confirmed', async () => {
    const run = vi.fn(async () => 3)
    const user = userEvent.setup()
    renderWithProviders(
      <BulkBar
        count={3}
        pending={false}
        onClear={() => {}}
        actions={[
          {
            key: 'deactivate',
            label: 'Deactivate',
            title: 'Deactivate 3 accounts?',
            consequences: ['They can no longer sign in.'],
            danger: true,
            run,
          },
        ]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Deactivate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 3 accounts?' })
    expect(dialog).toHaveTextContent('They can no longer sign in.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(run).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Deactivate' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
