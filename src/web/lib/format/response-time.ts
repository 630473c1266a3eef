import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'

/** How a median response time reads: "within 30 minutes", "within 3 hours", "within 2 days". */
export type ResponseTime = { unit: 'minutes' | 'hours' | 'days'; count: number }

const ROUND_MINUTES_TO = 5

export function responseTime(medianMinutes: number): ResponseTime {
  const minutes = Math.max(1, Math.ceil(medianMinutes))
  if (minutes < 60) {
    return { unit: 'minutes', count: Math.ceil(minutes / ROUND_MINUTES_TO) * ROUND_MINUTES_TO }
  }
  if (minutes <= 24 * 60) return { unit: 'hours', count: Math.ceil(minutes / 60) }
  return { unit: 'days', count: Math.ceil(minutes / (24 * 60)) }
}

const UNITS = { minutes: 'minute', hours: 'hour', days: 'day' } as const

/** The same rounded time as a short figure for a tile: "55 min", "3 h", "2 Tg.". */
export function responseTimeFigure(medianMinutes: number, language: UiLanguage): string {
  const { unit, count } = responseTime(medianMinutes)
  return formatNumber(count, language, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short' })
}
