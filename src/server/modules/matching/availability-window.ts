/**
 * When a provider is next available, from their weekly availability (day 0 = Monday, times
 * "HH:MM" in Luxembourg time, as the workspace stores them).
 */

export interface AvailabilitySlot {
  day: number
  startTime: string
  endTime: string
}

/** today: a slot is open now or later today; this_week: one opens within the next 6 days. */
export type AvailabilityWindow = 'today' | 'this_week' | 'none'

const LUXEMBOURG_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Luxembourg',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The Luxembourg weekday (0 = Monday) and minutes since midnight of an instant. */
export function luxembourgClock(now: Date): { day: number; minutes: number } {
  const parts = LUXEMBOURG_TIME.formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const day = WEEKDAYS.indexOf(part('weekday'))
  return { day: Math.max(day, 0), minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** Days from today to the slot's next opening that has not ended yet (0 = today, up to 7). */
function daysUntil(slot: AvailabilitySlot, clock: { day: number; minutes: number }): number | null {
  const end = minutesOf(slot.endTime)
  if (end === null || slot.day < 0 || slot.day > 6) return null
  const offset = (slot.day - clock.day + 7) % 7
  if (offset === 0 && end <= clock.minutes) return 7
  return offset
}

export function availabilityWindow(slots: readonly AvailabilitySlot[], now: Date): AvailabilityWindow {
  const clock = luxembourgClock(now)
  let soonest: number | null = null
  for (const slot of slots) {
    const days = daysUntil(slot, clock)
    if (days !== null && (soonest === null || days < soonest)) soonest = days
  }
  if (soonest === 0) return 'today'
  if (soonest !== null && soonest < 7) return 'this_week'
  return 'none'
}
