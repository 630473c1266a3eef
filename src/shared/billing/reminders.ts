/**
 * Reminders of an unpaid invoice: one email at each step, counted in days after its due date. After
 * the last one an admin may hide the business's listing until the invoice is paid.
 */
export const REMINDER_DAYS_AFTER_DUE = [3, 14, 30] as const

/** Steps are numbered from 1 (3 days late) to the last (30 days late). */
export const LAST_REMINDER_STEP = REMINDER_DAYS_AFTER_DUE.length

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from the due date to `today` (both yyyy-mm-dd): 0 on the due date, negative before. */
export const daysOverdue = (dueOn: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / DAY_MS)

/** The latest step an invoice due on `dueOn` has reached by `today`, or 0 before the first. */
export function reminderStepReached(dueOn: string, today: string): number {
  const late = daysOverdue(dueOn, today)
  return REMINDER_DAYS_AFTER_DUE.filter((days) => late >= days).length
}

/**
 * The reminder to send now, or null. Only the latest step reached is sent, and only when no later or
 * equal step went out before: a run that missed days sends one email, never the steps it skipped.
 */
export function reminderStepToSend(
  dueOn: string,
  today: string,
  sentSteps: readonly number[],
): number | null {
  const reached = reminderStepReached(dueOn, today)
  if (reached === 0) return null
  return sentSteps.some((step) => step >= reached) ? null : reached
}
