import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PortfolioSection } from './portfolio-section'

beforeAll(async () => {
  await initI18n('en', ['common', 'workspace'])
})
afterEach(() => vi.unstubAllGlobals())

const ITEM = {
  id: 3,
  caption: 'Kitchen',
  imageUrl: '/files/k.webp',
  image: null,
  createdAt: '2026-11-01T10:00:00.000Z',
}
const LIST = { path: /\/api\/provider\/portfolio$/, body: { items: [ITEM] } }
const patches = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method === 'PATCH')

describe('a portfolio photo’s caption', () => {
  it('refuses characters that are not text under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([LIST])
    const user = userEvent.setup()
    renderWithProviders(<PortfolioSection />)
    const tile = within(await screen.findByRole('listitem'))
    const caption = tile.getByRole('textbox', { name: 'Caption' })
    await user.click(caption)
    await user.paste('\u0007')
    await user.click(tile.getByRole('button', { name: /^Save/ }))
    expect(await screen.findByText(/Remove the characters that are not text/)).toBeVisible()
    expect(caption).toHaveFocus()
    expect(patches(calls)).toEqual([])
  })

  it('saves the trimmed caption', async () => {
    const calls = scriptApi([
      LIST,
      { method: 'PATCH', path: /\/api\/provider\/portfolio\/3$/, body: { ...ITEM, caption: 'New kitchen' } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<PortfolioSection />)
    const tile = within(await screen.findByRole('listitem'))
    const caption = tile.getByRole('textbox', { name: 'Caption' })
    await user.clear(caption)
    await user.type(caption, ' New kitchen ')
    await user.click(tile.getByRole('button', { name: /^Save/ }))
    await waitFor(() => expect(patches(calls).map((call) => call.body)).toEqual([{ caption: 'New kitchen' }]))
  })
})
