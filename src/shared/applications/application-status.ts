/**
 * The partner application's states (product §4 "Partner application"):
 * draft → submitted → in review → info requested → approved | declined.
 */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'info_requested',
  'approved',
  'declined',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Who moves an application: the applicant (with the draft or answer link) or an admin. */
export type ApplicationActor = 'applicant' | 'admin'

export type ApplicationAction = 'submit' | 'start_review' | 'request_info' | 'answer' | 'approve' | 'decline'

/**
 * Every legal move. The server applies one as a conditional update (`where status in sources`), so a
 * second, concurrent decision finds the application moved and gets 409.
 * - the applicant submits a draft, and answers a question (the review goes on);
 * - an admin takes a submitted application into review, asks for information, approves or declines;
 *   an application waiting for an answer may still be declined (the applicant never answered).
 */
export const APPLICATION_TRANSITIONS: ReadonlyArray<{
  action: ApplicationAction
  from: ApplicationStatus
  to: ApplicationStatus
  by: ApplicationActor
}> = [
  { action: 'submit', from: 'draft', to: 'submitted', by: 'applicant' },
  { action: 'start_review', from: 'submitted', to: 'in_review', by: 'admin' },
  { action: 'request_info', from: 'in_review', to: 'info_requested', by: 'admin' },
  { action: 'answer', from: 'info_requested', to: 'in_review', by: 'applicant' },
  { action: 'approve', from: 'in_review', to: 'approved', by: 'admin' },
  { action: 'decline', from: 'in_review', to: 'declined', by: 'admin' },
  { action: 'decline', from: 'info_requested', to: 'declined', by: 'admin' },
]

/** Where an action leads, and the states it may start from. */
export function transitionOf(action: ApplicationAction): {
  to: ApplicationStatus
  from: ApplicationStatus[]
} {
  const moves = APPLICATION_TRANSITIONS.filter((t) => t.action === action)
  const first = moves[0]
  if (!first) throw new Error(`unknown action ${action}`)
  return { to: first.to, from: moves.map((t) => t.from) }
}

export function canApply(action: ApplicationAction, from: ApplicationStatus, by: ApplicationActor): boolean {
  return APPLICATION_TRANSITIONS.some((t) => t.action === action && t.from === from && t.by === by)
}

/** The actions `by` may take on an application in `status` (the UI shows only these). */
export function actionsFrom(status: ApplicationStatus, by: ApplicationActor): ApplicationAction[] {
  return APPLICATION_TRANSITIONS.filter((t) => t.from === status && t.by === by).map((t) => t.action)
}

export const isFinalStatus = (status: ApplicationStatus) => status === 'approved' || status === 'declined'

/** The statuses an admin's queue shows: waiting for a decision. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['submitted', 'in_review', 'info_requested']

/** Applications are reviewed within 48 hours (product §9). */
export const REVIEW_HOURS = 48
/** A draft can be resumed from its emailed link for 7 days. */
export const DRAFT_DAYS = 7

const HOUR_MS = 3_600_000

/**
 * The 48-hour clock: it runs from submission, stops while the applicant owes an answer, and stops
 * for good at the decision. `dueAt` already includes the time spent waiting for earlier answers.
 */
export interface ReviewClock {
  status: ApplicationStatus
  dueAt: Date | string | null
  /** When the clock stopped for a question (info requested), or null. */
  pausedAt: Date | string | null
}

/** Milliseconds left on the clock (negative once overdue), or null when there is no clock. */
export function timeLeftMs(clock: ReviewClock, now: Date = new Date()): number | null {
  if (!clock.dueAt || !OPEN_STATUSES.includes(clock.status)) return null
  const reference = clock.pausedAt ? new Date(clock.pausedAt) : now
  return new Date(clock.dueAt).getTime() - reference.getTime()
}

export function isOverdueApplication(clock: ReviewClock, now: Date = new Date()): boolean {
  const left = timeLeftMs(clock, now)
  return left !== null && left < 0 && !clock.pausedAt
}

export const reviewDueFrom = (submittedAt: Date) => new Date(submittedAt.getTime() + REVIEW_HOURS * HOUR_MS)
