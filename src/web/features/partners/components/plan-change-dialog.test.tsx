import type { BillingOverview } from '@shared/billing/billing-schemas'
import { screen, within } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PlanChangeDialog } from './plan-change-dialog'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterEach(async () => {
  await changeLanguage('en')
})

const billing = (overrides: Partial<BillingOverview> = {}): BillingOverview => ({
  tier: 'pro',
  startsOn: '2026-09-01',
  nextTier: null,
  nextTierFrom: null,
  changesTakeEffectOn: '2026-12-01',
  flagged: false,
  hiddenUntilPaid: null,
  invoices: [],
  creditNotes: [],
  ...overrides,
})

const open = (overview: BillingOverview, tier: Parameters<typeof PlanChangeDialog>[0]['tier']) => {
  const onConfirm = vi.fn()
  renderWithProviders(
    <PlanChangeDialog
      billing={overview}
      tier={tier}
      pending={false}
      onClose={() => {}}
      onConfirm={onConfirm}
    />,
  )
  return { dialog: within(screen.getByRole('dialog')), onConfirm }
}

describe('PlanChangeDialog: what a change of plan means, before it is confirmed', () => {
  it('states an upgrade’s price excl. and incl. VAT, the day it starts, the rule and what it adds', () => {
    const { dialog } = open(billing(), 'premium')
    expect(dialog.getByRole('heading', { name: 'Change to Premium?' })).toBeInTheDocument()
    expect(
      dialog.getByText('Premium: €149.00 a month excl. VAT, €174.33 incl. 17 % VAT.'),
    ).toBeInTheDocument()
    expect(
      dialog.getByText(
        'It takes effect on 1 December 2026, the first day of your next billing period. Until then you keep Pro at its price; the invoice of 1 December 2026 is the first at the new price. Nothing is charged pro rata.',
      ),
    ).toBeInTheDocument()
    expect(dialog.getByText('Quote requests a month: 40 → unlimited')).toBeInTheDocument()
    expect(dialog.getByText('Categories: 3 → 5')).toBeInTheDocument()
    expect(dialog.getByText('Premium badge: included')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Confirm the change' })).toBeInTheDocument()
  })

  it('says what a downgrade takes away, from the same day', () => {
    const { dialog } = open(billing({ tier: 'premium' }), 'basic')
    expect(dialog.getByText('Basic: €29.00 a month excl. VAT, €33.93 incl. 17 % VAT.')).toBeInTheDocument()
    expect(dialog.getByText(/^It takes effect on 1 December 2026/)).toBeInTheDocument()
    expect(dialog.getByText('Quote requests a month: unlimited → 5')).toBeInTheDocument()
    expect(dialog.getByText('Premium placement in the directory: no longer included')).toBeInTheDocument()
  })

  it('choosing the current plan again says which planned change it cancels', () => {
    const { dialog } = open(billing({ nextTier: 'basic', nextTierFrom: '2026-12-01' }), 'pro')
    expect(dialog.getByRole('heading', { name: 'Keep Pro?' })).toBeInTheDocument()
    expect(
      dialog.getByText('The change to Basic planned for 1 December 2026 is cancelled: you stay on Pro.'),
    ).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Keep Pro' })).toBeInTheDocument()
  })

  it('writes prices and dates as a German reader does', async () => {
    await changeLanguage('de')
    const { dialog } = open(billing(), 'premium')
    expect(dialog.getByRole('heading', { name: 'Zu Premium wechseln?' })).toBeInTheDocument()
    expect(
      dialog.getByText('Premium: 149,00 € pro Monat zzgl. MwSt., 174,33 € inkl. 17 % MwSt.'),
    ).toBeInTheDocument()
    expect(dialog.getByText(/^Der Wechsel gilt ab dem 1\. Dezember 2026/)).toBeInTheDocument()
    expect(dialog.getByText('Angebotsanfragen pro Monat: 40 → unbegrenzt')).toBeInTheDocument()
  })
})
