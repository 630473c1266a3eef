import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { TypedConfirmDialog } from './typed-confirm-dialog'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})

function renderDialog(expected: string, caseSensitive = false) {
  const onConfirm = vi.fn(async () => {})
  const onOpenChange = vi.fn()
  renderWithProviders(
    <TypedConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Replace all data?"
      body="Nothing is merged."
      expected={expected}
      caseSensitive={caseSensitive}
      actionLabel="Replace all data"
      pending={false}
      onConfirm={onConfirm}
    />,
  )
  return { onConfirm, onOpenChange }
}

describe('a dangerous action confirmed by typing', () => {
  it('says what to type when the text does not match, and does nothing', async () => {
    const { onConfirm } = renderDialog('RESTORE', true)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Type RESTORE to confirm' }), 'restore')
    await user.click(screen.getByRole('button', { name: 'Replace all data' }))
    const field = screen.getByRole('textbox', { name: 'Type RESTORE to confirm' })
    expect(await screen.findByText('This does not match. Type RESTORE exactly.')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('takes an email in any case, trimmed, and closes once done', async () => {
    const { onConfirm, onOpenChange } = renderDialog('anna@example.lu')
    const user = userEvent.setup()
    await user.type(
      screen.getByRole('textbox', { name: 'Type anna@example.lu to confirm' }),
      ' Anna@Example.LU ',
    )
    await user.click(screen.getByRole('button', { name: 'Replace all data' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(onConfirm).toHaveBeenCalledWith('Anna@Example.LU')
  })
})
