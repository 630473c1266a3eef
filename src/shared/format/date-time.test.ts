import { describe, expect, it } from 'vitest'
import { dateTimeFormat } from './date-time'

const on = (iso: string) => new Date(`${iso}T12:00:00Z`)
const long = { dateStyle: 'long', timeZone: 'UTC' } as const

describe('dateTimeFormat', () => {
  it('writes the first of the month as "1er" in French wherever the month is a word', () => {
    expect(dateTimeFormat('fr', long).format(on('2026-12-01'))).toBe('1er décembre 2026')
    expect(
      dateTimeFormat('fr', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(on('2026-03-01')),
    ).toBe('1er mars')
    expect(
      dateTimeFormat('fr', { dateStyle: 'full', timeZone: 'UTC' })
        .formatToParts(on('2026-12-01'))
        .find((part) => part.type === 'day')?.value,
    ).toBe('1er')
    expect(
      dateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        on('2026-12-01'),
      ),
    ).toBe('1er décembre 2026 à 12:00')
  })

  it('leaves the other days, numeric dates and the other languages as Intl writes them', () => {
    expect(dateTimeFormat('fr', long).format(on('2026-12-11'))).toBe('11 décembre 2026')
    expect(dateTimeFormat('fr', long).format(on('2026-12-21'))).toBe('21 décembre 2026')
    expect(dateTimeFormat('fr', { dateStyle: 'short', timeZone: 'UTC' }).format(on('2026-12-01'))).toBe(
      '01/12/2026',
    )
    expect(dateTimeFormat('de', long).format(on('2026-12-01'))).toBe('1. Dezember 2026')
    expect(dateTimeFormat('en', long).format(on('2026-12-01'))).toBe('1 December 2026')
  })
})
