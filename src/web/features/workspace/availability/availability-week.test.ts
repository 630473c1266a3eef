import { describe, expect, it } from 'vitest'
import { addSlot, changeSlot, copyMondayToWeekdays, problemsOf, slotsOf, weekOf } from './availability-week'

describe('the weekly hours editor', () => {
  it('round-trips the server’s slots by day, sorted by start time', () => {
    const slots = [
      { day: 0, startTime: '13:00', endTime: '17:00' },
      { day: 0, startTime: '08:00', endTime: '12:00' },
      { day: 5, startTime: '09:00', endTime: '12:00' },
    ]
    const week = weekOf(slots)
    expect(week.map((d) => d.length)).toEqual([2, 0, 0, 0, 0, 1, 0])
    expect(slotsOf(week)).toEqual([slots[1], slots[0], slots[2]])
  })

  it('adds a morning to an empty day and the afternoon after a morning', () => {
    let week = addSlot(weekOf([]), 2)
    expect(slotsOf(week)).toEqual([{ day: 2, startTime: '08:00', endTime: '12:00' }])
    week = addSlot(week, 2)
    expect(slotsOf(week)[1]).toEqual({ day: 2, startTime: '12:00', endTime: '16:00' })
  })

  it('copies Monday to Tuesday–Friday and leaves the weekend alone', () => {
    const week = copyMondayToWeekdays(
      weekOf([
        { day: 0, startTime: '08:00', endTime: '17:00' },
        { day: 2, startTime: '10:00', endTime: '11:00' },
        { day: 6, startTime: '10:00', endTime: '12:00' },
      ]),
    )
    expect(slotsOf(week).map((s) => s.day)).toEqual([0, 1, 2, 3, 4, 6])
    expect(week[2]?.[0]?.startTime).toBe('08:00')
  })

  it('names what is wrong: a missing time, an end before the start, an overlap', () => {
    let week = weekOf([
      { day: 0, startTime: '08:00', endTime: '12:00' },
      { day: 0, startTime: '11:00', endTime: '15:00' },
      { day: 1, startTime: '09:00', endTime: '10:00' },
      { day: 2, startTime: '09:00', endTime: '10:00' },
    ])
    const [, overlapping] = week[0] ?? []
    const tuesday = week[1]?.[0]
    const wednesday = week[2]?.[0]
    if (!overlapping || !tuesday || !wednesday) throw new Error('slots missing')
    week = changeSlot(week, 1, tuesday.key, { endTime: '08:00' })
    week = changeSlot(week, 2, wednesday.key, { startTime: '' })
    const problems = problemsOf(week)
    expect(problems.get(overlapping.key)).toBe('overlap')
    expect(problems.get(tuesday.key)).toBe('order')
    expect(problems.get(wednesday.key)).toBe('missing')
    expect(problems.size).toBe(3)
  })
})
