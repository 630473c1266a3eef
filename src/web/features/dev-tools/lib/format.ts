import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'

export function formatMilliseconds(ms: number, language: UiLanguage) {
  return formatNumber(Math.round(ms), language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' })
}

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const

/** "2 d 3 h 4 min" in the UI language; the two largest non-zero units are enough for an uptime. */
export function formatUptime(totalSeconds: number, language: UiLanguage) {
  let rest = Math.max(0, Math.floor(totalSeconds))
  const parts: string[] = []
  for (const [unit, seconds] of DURATION_UNITS) {
    const amount = Math.floor(rest / seconds)
    rest -= amount * seconds
    if (amount > 0 || (unit === 'second' && parts.length === 0)) {
      parts.push(formatNumber(amount, language, { style: 'unit', unit, unitDisplay: 'short' }))
    }
  }
  return parts.slice(0, 2).join(' ')
}
