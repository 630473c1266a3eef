import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ReportButton } from './report-dialog'

beforeAll(async () => {
  await initI18n('en', ['common', 'support'])
})
afterEach(() => vi.unstubAllGlobals())

const posts = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'POST')

describe('ReportButton', () => {
  it('names a text too short and an address that is not one under their fields, focuses the first, sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<ReportButton targetType="review" targetId={12} />)
    await user.click(screen.getByRole('button', { name: 'Report this review' }))
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'Rude')
    await user.type(screen.getByRole('textbox', { name: 'Your email (optional)' }), 'anna@')
    await user.click(screen.getByRole('button', { name: 'Send the report' }))
    expect(await screen.findByText('Tell us in at least 10 characters what is wrong.')).toBeVisible()
    expect(screen.getByText('Please enter a valid email address, or leave it empty.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'What is wrong?' })).toHaveFocus()
    expect(posts(calls)).toEqual([])
  })

  it('sends the report without an email when none is given, and shows its reference', async () => {
    const calls = scriptApi([
      { method: 'POST', path: /\/api\/public\/reports$/, status: 201, body: { reference: 'R-77' } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<ReportButton targetType="review" targetId={12} />)
    await user.click(screen.getByRole('button', { name: 'Report this review' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'offensive')
    await user.type(
      screen.getByRole('textbox', { name: 'What is wrong?' }),
      '  It insults the plumber by name.  ',
    )
    await user.click(screen.getByRole('button', { name: 'Send the report' }))
    expect(await screen.findByText(/your report R-77 reached the LuxPro team/)).toBeVisible()
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        targetType: 'review',
        targetId: 12,
        reason: 'offensive',
        text: 'It insults the plumber by name.',
        language: 'en',
      },
    ])
  })
})
