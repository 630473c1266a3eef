import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { responseTime } from '@shared/providers/response-time'

const UNITS = { minutes: 'minute', hours: 'hour', days: 'day' } as const

/** The same rounded time as a short figure for a tile: "55 min", "3 h", "2 Tg.". */
export function responseTimeFigure(medianMinutes: number, language: UiLanguage): string {
  const { unit, count } = responseTime(medianMinutes)
  return formatNumber(count, language, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short' })
}
