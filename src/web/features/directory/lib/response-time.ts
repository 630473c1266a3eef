/** How a median response time reads on a card: minutes under an hour, hours under two days, then days. */
export type ResponseTime = { unit: 'minutes' | 'hours' | 'days'; value: number }

export function describeResponseTime(minutes: number | null): ResponseTime | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null
  if (minutes <= 55) return { unit: 'minutes', value: Math.max(5, Math.ceil(minutes / 5) * 5) }
  if (minutes < 47.5 * 60) return { unit: 'hours', value: Math.max(1, Math.round(minutes / 60)) }
  return { unit: 'days', value: Math.round(minutes / (24 * 60)) }
}
