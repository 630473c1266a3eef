/** The weekly hours being edited: one list of slots per day, Monday (0) to Sunday (6). */
export interface EditableSlot {
  /** Stable key for the list while editing. */
  key: string
  startTime: string
  endTime: string
}
export type Week = EditableSlot[][]

export type SlotProblem = 'missing' | 'order' | 'overlap'

let nextKey = 0
const keyed = (startTime: string, endTime: string): EditableSlot => ({
  key: `slot-${++nextKey}`,
  startTime,
  endTime,
})

export function weekOf(slots: ReadonlyArray<{ day: number; startTime: string; endTime: string }>): Week {
  const week: Week = Array.from({ length: 7 }, () => [])
  for (const slot of [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime)))
    week[slot.day]?.push(keyed(slot.startTime, slot.endTime))
  return week
}

export function slotsOf(week: Week): Array<{ day: number; startTime: string; endTime: string }> {
  return week.flatMap((slots, day) => slots.map(({ startTime, endTime }) => ({ day, startTime, endTime })))
}

/** A new slot after the day's last one (or a usual working morning on an empty day). */
export function addSlot(week: Week, day: number): Week {
  const slots = week[day] ?? []
  const last = slots.at(-1)
  const slot =
    last && last.endTime < '18:00' ? keyed(last.endTime, laterBy(last.endTime, 4)) : keyed('08:00', '12:00')
  return week.map((s, d) => (d === day ? [...s, slot] : s))
}

export function removeSlot(week: Week, day: number, key: string): Week {
  return week.map((s, d) => (d === day ? s.filter((slot) => slot.key !== key) : s))
}

export function changeSlot(week: Week, day: number, key: string, change: Partial<EditableSlot>): Week {
  return week.map((s, d) =>
    d === day ? s.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)) : s,
  )
}

/** Monday's hours on Tuesday to Friday too (the usual week of a trade). */
export function copyMondayToWeekdays(week: Week): Week {
  const monday = week[0] ?? []
  return week.map((s, d) =>
    d >= 1 && d <= 4 ? monday.map((slot) => keyed(slot.startTime, slot.endTime)) : s,
  )
}

/** What is wrong with each slot, by key: a time missing, the end not after the start, or an overlap. */
export function problemsOf(week: Week): Map<string, SlotProblem> {
  const problems = new Map<string, SlotProblem>()
  for (const slots of week) {
    for (const slot of slots) {
      if (!slot.startTime || !slot.endTime) problems.set(slot.key, 'missing')
      else if (slot.startTime >= slot.endTime) problems.set(slot.key, 'order')
    }
    const sorted = slots
      .filter((s) => !problems.has(s.key))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
    sorted.forEach((slot, i) => {
      const previous = sorted[i - 1]
      if (previous && previous.endTime > slot.startTime) problems.set(slot.key, 'overlap')
    })
  }
  return problems
}

function laterBy(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  if (h + hours > 23) return '23:59'
  return `${String(h + hours).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}
