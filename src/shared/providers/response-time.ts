/**
 * How a business's measured median time to a first answer is said, everywhere (cards, profile,
 * workspace tile, the assistant's reasons): rounded up to a step a person would say — "within 45
 * minutes", "within 6 hours", "within 2 days" — never "within 41 hours".
 */
export type ResponseTime = { unit: 'minutes' | 'hours' | 'days'; count: number }

const MINUTE_STEPS = [5, 10, 15, 20, 30, 45]
const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12, 24]
const HOUR = 60
const DAY = 24 * HOUR

export function responseTime(medianMinutes: number): ResponseTime {
  const minutes = Math.max(1, Math.ceil(medianMinutes))
  const inMinutes = MINUTE_STEPS.find((step) => minutes <= step)
  if (inMinutes !== undefined) return { unit: 'minutes', count: inMinutes }
  const inHours = HOUR_STEPS.find((step) => minutes <= step * HOUR)
  if (inHours !== undefined) return { unit: 'hours', count: inHours }
  return { unit: 'days', count: Math.ceil(minutes / DAY) }
}
