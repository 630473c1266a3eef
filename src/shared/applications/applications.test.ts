import { describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES, ApplicationBusinessSchema } from './application-schemas'
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  actionsFrom,
  canApply,
  isOverdueApplication,
  timeLeftMs,
  transitionOf,
} from './application-status'
import { checkVat, isPermitNumber, isRcsNumber } from './luxembourg-numbers'
import { communesCovered, SERVICE_AREAS } from './service-areas'

const ACTIONS: ApplicationAction[] = [
  'submit',
  'start_review',
  'request_info',
  'answer',
  'approve',
  'decline',
]

describe('application state machine', () => {
  it('allows exactly the listed moves, and refuses every other (action, state, actor)', () => {
    const allowed = new Set(APPLICATION_TRANSITIONS.map((t) => `${t.action}:${t.from}:${t.by}`))
    let refused = 0
    for (const action of ACTIONS)
      for (const from of APPLICATION_STATUSES)
        for (const by of ['applicant', 'admin'] as const) {
          const key = `${action}:${from}:${by}`
          expect(canApply(action, from, by), key).toBe(allowed.has(key))
          if (!allowed.has(key)) refused++
        }
    expect(allowed.size).toBe(7)
    expect(refused).toBe(ACTIONS.length * APPLICATION_STATUSES.length * 2 - 7)
  })

  it('leads each action to one state', () => {
    expect(transitionOf('submit')).toEqual({ to: 'submitted', from: ['draft'] })
    expect(transitionOf('decline')).toEqual({ to: 'declined', from: ['in_review', 'info_requested'] })
    expect(transitionOf('answer')).toEqual({ to: 'in_review', from: ['info_requested'] })
  })

  it('has no way out of a decision', () => {
    expect(actionsFrom('approved', 'admin')).toEqual([])
    expect(actionsFrom('declined', 'admin')).toEqual([])
    expect(actionsFrom('in_review', 'admin')).toEqual(['request_info', 'approve', 'decline'])
  })

  it('runs the 48-hour clock, frozen while an answer is awaited', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    const dueAt = new Date('2026-03-10T10:00:00Z')
    expect(timeLeftMs({ status: 'in_review', dueAt, pausedAt: null }, now)).toBe(-7_200_000)
    expect(isOverdueApplication({ status: 'in_review', dueAt, pausedAt: null }, now)).toBe(true)
    const paused = { status: 'info_requested' as const, dueAt, pausedAt: new Date('2026-03-10T09:00:00Z') }
    expect(timeLeftMs(paused, now)).toBe(3_600_000)
    expect(isOverdueApplication(paused, now)).toBe(false)
    expect(timeLeftMs({ status: 'approved', dueAt, pausedAt: null }, now)).toBeNull()
  })
})

describe('Luxembourg numbers', () => {
  it('checks the VAT number format and its check digits', () => {
    expect(checkVat('LU12345613')).toBe('valid')
    expect(checkVat('lu 1234 5613')).toBe('valid')
    expect(checkVat('LU12345614')).toBe('checksum')
    expect(checkVat('LU1234561')).toBe('format')
    expect(checkVat('FR12345613')).toBe('format')
  })

  it('checks RCS and permit formats', () => {
    expect(isRcsNumber('B123456')).toBe(true)
    expect(isRcsNumber('b 123 456')).toBe(true)
    expect(isRcsNumber('123456')).toBe(false)
    expect(isPermitNumber('10023456/1')).toBe(true)
    expect(isPermitNumber('10023456')).toBe(true)
    expect(isPermitNumber('AB-12')).toBe(false)
  })

  it('says which problem a VAT number has', () => {
    const base = {
      yearsInBusiness: '2_5',
      teamSize: '1_5',
      serviceAreas: ['canton:Capellen'],
      specificServices: 'Bathroom renovation and boiler service',
      street: '12, rue de la Gare',
      postalCode: '8302',
      locality: 'Capellen',
    }
    const checksum = ApplicationBusinessSchema.safeParse({ ...base, vatNumber: 'LU12345614' })
    expect(checksum.error?.issues[0]?.message).toBe(APPLICATION_MESSAGES.vatChecksum)
    const format = ApplicationBusinessSchema.safeParse({ ...base, vatNumber: 'LU123' })
    expect(format.error?.issues[0]?.message).toBe(APPLICATION_MESSAGES.vatFormat)
    const ok = ApplicationBusinessSchema.parse({ ...base, vatNumber: 'lu 1234 5613', rcsNumber: '' })
    expect(ok.vatNumber).toBe('LU12345613')
    expect(ok.rcsNumber).toBeNull()
  })
})

describe('service areas', () => {
  it('lists 12 cantons and 100 communes', () => {
    expect(SERVICE_AREAS.filter((a) => a.startsWith('canton:'))).toHaveLength(12)
    expect(SERVICE_AREAS.filter((a) => a.startsWith('commune:'))).toHaveLength(100)
  })

  it('expands cantons into their communes', () => {
    expect(communesCovered(['canton:Vianden', 'commune:Vianden', 'commune:Mamer']).sort()).toEqual([
      'Mamer',
      'Putscheid',
      'Tandel',
      'Vianden',
    ])
  })
})
