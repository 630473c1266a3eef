import type { LandingVersionStats } from '@shared/admin/landing-version-schemas'
import { screen, within } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LandingVersionTable } from './landing-version-table'

const STATS: LandingVersionStats = {
  from: '2026-11-20',
  to: '2026-11-26',
  versions: [
    {
      version: 'A',
      visitors: 1000,
      conversions: { chat_started: 200, estimate_shown: 45, request_sent: 3, registered: 120 },
    },
    {
      version: 'B',
      visitors: 1000,
      conversions: { chat_started: 250, estimate_shown: 55, request_sent: 9, registered: 120 },
    },
  ],
}

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const rowOf = async (name: string) =>
  within((await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement)

describe('LandingVersionTable', () => {
  it('gives each conversion’s rate per version, B’s difference, the p-value and the verdict', async () => {
    const calls = scriptApi([{ path: /\/api\/admin\/analytics\/landing-versions/, body: STATS }])
    renderWithProviders(<LandingVersionTable query={{ period: '7' }} />)
    const chats = await rowOf('Chat started')
    expect(chats.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '20% (200)',
      '25% (250)',
      '+5 pts',
      '0.0074',
      'B converts better',
    ])
    // p = 0.29: not significant.
    expect((await rowOf('Estimate shown')).getByText('Not yet significant')).toBeInTheDocument()
    // 3 requests against 9: p < 0.05 but too few to tell.
    const requests = await rowOf('Request sent')
    expect(requests.getByText('Not yet significant')).toBeInTheDocument()
    expect(requests.getByText('Too few visitors to tell')).toBeInTheDocument()
    expect((await rowOf('Visitors')).getAllByRole('cell')[0]).toHaveTextContent('1,000')
    expect(calls[0]?.url).toBe('/api/admin/analytics/landing-versions?period=7')
  })

  it('writes the numbers the reader’s way', async () => {
    await changeLanguage('fr')
    scriptApi([{ path: /landing-versions/, body: STATS }])
    renderWithProviders(<LandingVersionTable query={{ period: '7' }} />)
    const chats = await rowOf('Conversation démarrée')
    const cells = chats.getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '))
    expect(cells.slice(0, 4)).toEqual(['20 % (200)', '25 % (250)', '+5 pts', '0,0074'])
    expect((await rowOf('Visiteurs')).getAllByRole('cell')[0]?.textContent?.replace(/\s/g, ' ')).toBe('1 000')
  })
})
