import type { Onboarding } from '@shared/onboarding/onboarding-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { OnboardingChecklist } from './onboarding-checklist'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterEach(() => vi.unstubAllGlobals())

const ONBOARDING: Onboarding = {
  providerSlug: 'weber-plumbing',
  providerName: 'Weber Plumbing',
  tier: 'basic',
  fromApplication: true,
  published: false,
  publishedAt: null,
  items: [
    { id: 'service_radius', done: false, required: true },
    { id: 'insurance', done: false, required: true },
  ],
  ready: false,
  serviceRadiusKm: 0,
  logo: null,
  insurance: null,
  photos: 0,
  services: 0,
  openingSlots: 0,
}
const writes = (calls: ReturnType<typeof scriptApi>) => calls.filter((call) => call.method !== 'GET')

describe('OnboardingChecklist', () => {
  it('refuses a radius out of the server’s range and an upload without a file, focused, sending nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<OnboardingChecklist onboarding={ONBOARDING} />)
    const radius = screen.getByRole('spinbutton', { name: 'Radius in km' })
    await user.clear(radius)
    await user.type(radius, '150')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Give a whole number of kilometres between 1 and 100.')).toBeVisible()
    expect(radius).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText('Choose a file first.')).toBeVisible()
    expect(screen.getByLabelText('Certificate (PDF, PNG, JPEG or WebP)')).toHaveFocus()
    expect(writes(calls)).toEqual([])
  })

  it('saves the radius as a number', async () => {
    const calls = scriptApi([
      { method: 'PUT', path: /onboarding\/service-radius$/, body: { ...ONBOARDING, serviceRadiusKm: 35 } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<OnboardingChecklist onboarding={ONBOARDING} />)
    const radius = screen.getByRole('spinbutton', { name: 'Radius in km' })
    await user.clear(radius)
    await user.type(radius, '35')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(writes(calls).map((call) => call.body)).toEqual([{ km: 35 }]))
  })
})
