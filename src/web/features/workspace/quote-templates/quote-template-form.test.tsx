import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { QuoteTemplateForm } from './quote-template-form'

beforeAll(async () => {
  await initI18n('en', ['common', 'workspace'])
})
afterEach(() => vi.unstubAllGlobals())

const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')

describe('QuoteTemplateForm', () => {
  it('names each wrong field as the server would refuse it, focuses the first, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<QuoteTemplateForm onDone={() => {}} focusFirst={false} />)
    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'x')
    await user.type(screen.getByRole('textbox', { name: 'Materials' }), '12abc')
    await user.clear(screen.getByRole('spinbutton', { name: 'Valid for' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Valid for' }), '400')
    await user.click(screen.getByRole('button', { name: 'Save template' }))
    expect(await screen.findByText('Enter a template name (at least 2 characters).')).toBeVisible()
    expect(screen.getByText('Enter an amount of 0 or more.')).toBeVisible()
    expect(screen.getByText('Enter a whole number of days (up to 365).')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Template name' })).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('sends the amounts and days as numbers, with the total shown as typed', async () => {
    const onDone = vi.fn()
    const calls = scriptApi([
      {
        method: 'POST',
        path: /\/api\/provider\/quote-templates$/,
        status: 201,
        body: {
          id: 1,
          name: 'Repaint',
          materialsCost: 120.5,
          laborCost: 300,
          durationDays: 2,
          validityDays: 30,
          message: '',
        },
      },
    ])
    const user = userEvent.setup()
    renderWithProviders(<QuoteTemplateForm onDone={onDone} focusFirst={false} />)
    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Repaint')
    await user.type(screen.getByRole('textbox', { name: 'Materials' }), '120,50')
    await user.type(screen.getByRole('textbox', { name: 'Labour' }), '300')
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Duration' }), '2')
    expect(screen.getByText(/Total: €\s?420\.50|Total: 420\.50/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save template' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        name: 'Repaint',
        materialsCost: 120.5,
        laborCost: 300,
        durationDays: 2,
        validityDays: 30,
        message: '',
      },
    ])
  })
})
