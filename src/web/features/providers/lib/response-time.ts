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
