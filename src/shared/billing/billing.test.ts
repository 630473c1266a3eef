import { describe, expect, it } from 'vitest'
import { creditorReference, groupReference, isCreditorReference } from './creditor-reference'
import { epcPayload } from './epc-qr'
import { featureChanges, PLAN_TIERS, PLANS, SELF_SERVICE_TIERS, vatCents, withVat } from './plans'
import {
  daysOverdue,
  LAST_REMINDER_STEP,
  REMINDER_DAYS_AFTER_DUE,
  reminderStepReached,
  reminderStepToSend,
} from './reminders'

describe('plans', () => {
  it('has five tiers, each dearer than the one before', () => {
    expect(PLAN_TIERS).toHaveLength(5)
    const prices = PLAN_TIERS.map((tier) => PLANS[tier].monthlyCents)
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    expect(new Set(prices).size).toBe(5)
  })

  it('adds 17 % VAT in integer cents, rounding half up', () => {
    expect(withVat(2900)).toEqual({ netCents: 2900, vatCents: 493, grossCents: 3393, rateBasisPoints: 1700 })
    expect(vatCents(14900)).toBe(2533)
    // 0.5 cent rounds up: 17 % of 50 cents is 8.5.
    expect(vatCents(50)).toBe(9)
    expect(vatCents(0)).toBe(0)
    for (const tier of PLAN_TIERS) {
      const { netCents, vatCents: vat, grossCents } = withVat(PLANS[tier].monthlyCents)
      expect(Number.isInteger(vat)).toBe(true)
      expect(grossCents).toBe(netCents + vat)
    }
  })

  it('lets providers choose every plan but the one on request (Enterprise), whose price starts at its own', () => {
    expect(SELF_SERVICE_TIERS).toEqual(PLAN_TIERS.filter((tier) => !PLANS[tier].onRequest))
    expect(PLAN_TIERS.filter((tier) => PLANS[tier].onRequest)).toEqual(['enterprise'])
  })

  it('says what a change of plan moves, and only that', () => {
    expect(featureChanges('pro', 'premium')).toEqual([
      { feature: 'categories', from: 3, to: 5 },
      { feature: 'leadsPerMonth', from: 40, to: null },
      { feature: 'premiumPlacement', from: false, to: true },
      { feature: 'badge', from: false, to: true },
    ])
    expect(featureChanges('basic_plus', 'basic')).toEqual([
      { feature: 'categories', from: 2, to: 1 },
      { feature: 'leadsPerMonth', from: 15, to: 5 },
    ])
    expect(featureChanges('pro', 'pro')).toEqual([])
  })
})

describe('creditor reference (ISO 11649)', () => {
  it('matches the standard example', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034')
    expect(groupReference('RF18539007547034')).toBe('RF18 5390 0754 7034')
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true)
  })

  it('detects a mistyped reference', () => {
    const reference = creditorReference('LP2026000042')
    expect(isCreditorReference(reference)).toBe(true)
    expect(isCreditorReference(reference.replace('42', '24'))).toBe(false)
    expect(isCreditorReference('RF00LP2026000042')).toBe(false)
  })
})

describe('EPC QR payload (EPC069-12, version 002)', () => {
  it('writes the twelve-line SEPA credit transfer with the structured reference', () => {
    const payload = epcPayload({
      bic: 'BCEELULL',
      beneficiary: 'LuxPro S.à r.l.',
      iban: 'LU28 0019 4006 4475 0000',
      amountCents: 10413,
      reference: 'RF18 5390 0754 7034',
    })
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BCEELULL',
      'LuxPro S.à r.l.',
      'LU280019400644750000',
      'EUR104.13',
      '',
      'RF18539007547034',
      '',
    ])
  })

  it('refuses what a banking app would reject', () => {
    const good = {
      bic: 'BCEELULL',
      beneficiary: 'LuxPro S.à r.l.',
      iban: 'LU280019400644750000',
      amountCents: 5,
      reference: 'RF18539007547034',
    }
    expect(epcPayload(good).split('\n')[7]).toBe('EUR0.05')
    expect(() => epcPayload({ ...good, amountCents: 0 })).toThrow(RangeError)
    expect(() => epcPayload({ ...good, reference: 'RF19539007547034' })).toThrow(RangeError)
    expect(() => epcPayload({ ...good, beneficiary: 'x'.repeat(71) })).toThrow(RangeError)
    expect(() => epcPayload({ ...good, iban: 'not an iban' })).toThrow(RangeError)
  })
})

describe('invoice reminders', () => {
  it('counts days from the due date and reaches each step on its day', () => {
    expect(REMINDER_DAYS_AFTER_DUE).toEqual([3, 14, 30])
    expect(LAST_REMINDER_STEP).toBe(3)
    expect(daysOverdue('2026-02-27', '2026-03-02')).toBe(3)
    expect(daysOverdue('2026-03-02', '2026-03-02')).toBe(0)
    const reached = (today: string) => reminderStepReached('2026-01-15', today)
    expect(
      ['2026-01-17', '2026-01-18', '2026-01-28', '2026-01-29', '2026-02-13', '2026-02-14'].map(reached),
    ).toEqual([0, 1, 1, 2, 2, 3])
  })

  it('sends the latest step reached, once, and never a step a later one went out before', () => {
    expect(reminderStepToSend('2026-01-15', '2026-01-17', [])).toBeNull()
    expect(reminderStepToSend('2026-01-15', '2026-01-18', [])).toBe(1)
    expect(reminderStepToSend('2026-01-15', '2026-01-20', [1])).toBeNull()
    expect(reminderStepToSend('2026-01-15', '2026-02-04', [])).toBe(2)
    expect(reminderStepToSend('2026-01-15', '2026-02-14', [2])).toBe(3)
    expect(reminderStepToSend('2026-01-15', '2026-06-01', [1, 2, 3])).toBeNull()
  })
})
