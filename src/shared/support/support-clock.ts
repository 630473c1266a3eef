import type { ReportTarget, SupportKind } from './support-schemas'

const HOUR_MS = 3_600_000
/** The team answers a message within 48 hours, like a partner application. */
export const SUPPORT_RESPONSE_HOURS = 48
/** The review policy: a reported review is decided within 2 working days. */
export const REVIEW_REPORT_WORKING_DAYS = 2

const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Luxembourg', weekday: 'short' })
const isWorkingDay = (at: Date) => !['Sat', 'Sun'].includes(weekday.format(at))

/**
 * `days` working days after `from`, at the same time: each following day counts if it is Monday to
 * Friday in Luxembourg. A report on Friday afternoon is due Tuesday afternoon.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let at = from
  let left = days
  while (left > 0) {
    at = new Date(at.getTime() + 24 * HOUR_MS)
    if (isWorkingDay(at)) left--
  }
  return at
}

export type SupportPromise = '48h' | '2wd'

export const promiseOf = (kind: SupportKind, targetType: ReportTarget | null): SupportPromise =>
  kind === 'report' && targetType === 'review' ? '2wd' : '48h'

/** When the first answer is due. */
export function supportDueAt(promise: SupportPromise, createdAt: Date): Date {
  return promise === '2wd'
    ? addWorkingDays(createdAt, REVIEW_REPORT_WORKING_DAYS)
    : new Date(createdAt.getTime() + SUPPORT_RESPONSE_HOURS * HOUR_MS)
}

/** Milliseconds left (negative once overdue), or null once the case has its first answer. */
export function supportTimeLeft(
  clock: { dueAt: Date; answeredAt: Date | null },
  now: Date = new Date(),
): number | null {
  if (clock.answeredAt) return null
  return clock.dueAt.getTime() - now.getTime()
}
