import type { Service } from '@shared/workspace/workspace-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ServiceForm } from './service-form'

beforeAll(async () => {
  await initI18n('en', ['common', 'workspace'])
})
afterEach(() => vi.unstubAllGlobals())

const SERVICE: Service = {
  id: 4,
  name: 'Boiler service',
  description: 'Yearly check.',
  price: 120,
  unit: 'job',
  category: 'plumbing',
}
const sent = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method !== 'GET')

describe('ServiceForm', () => {
  it('names a short name, no category and a wrong price, focuses the name, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<ServiceForm onDone={() => {}} focusFirst={false} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x')
    await user.type(screen.getByRole('textbox', { name: 'Price in euros' }), '-5')
    await user.click(screen.getByRole('button', { name: 'Add service' }))
    expect(await screen.findByText('Enter the service’s name (at least 2 characters).')).toBeVisible()
    expect(screen.getByText('Choose a category.', { selector: 'p' })).toBeVisible()
    expect(screen.getByText('Enter a price of 0 or more, or leave it empty.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    expect(sent(calls)).toEqual([])
  })

  it('saves a change with an empty price as on request', async () => {
    const onDone = vi.fn()
    const calls = scriptApi([
      { method: 'PUT', path: /\/api\/provider\/services\/4$/, body: { ...SERVICE, price: null } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<ServiceForm service={SERVICE} onDone={onDone} focusFirst={false} />)
    await user.clear(screen.getByRole('textbox', { name: 'Price in euros' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(sent(calls).map((call) => call.body)).toEqual([
      {
        name: 'Boiler service',
        description: 'Yearly check.',
        price: null,
        unit: 'job',
        category: 'plumbing',
      },
    ])
  })
})
