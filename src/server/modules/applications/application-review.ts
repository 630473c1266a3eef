import type { Database } from '@server/db/client'
import { partnerApplication, partnerApplicationEvent, provider } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import {
  APPLICATION_PAGE_SIZE,
  type ApplicationCheck,
  type ApplicationCounts,
  type ApplicationDetail,
  type ApplicationQueue,
  type ApplicationQueueItem,
  type ApplicationQueueQuery,
} from '@shared/applications/application-review-schemas'
import type { ApplicationQuestion } from '@shared/applications/application-schemas'
import {
  type ApplicationAction,
  isOverdueApplication,
  OPEN_STATUSES,
  timeLeftMs,
  transitionOf,
} from '@shared/applications/application-status'
import { checkVat, isPermitNumber, isRcsNumber } from '@shared/applications/luxembourg-numbers'
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { type ApplicationRow, type Executor, languageOf, recordEvent } from './application-rows'
import { hashLinkToken, newLinkToken } from './application-tokens'

/** The admin deciding: their name for the application's history, and who and from where for the audit log. */
export interface Reviewer {
  userId: string
  name: string
  actor: AuditActor
}

/** The review fields an audit entry shows before and after a move. */
export const reviewState = (row: ApplicationRow) => ({
  status: row.status,
  reviewerUserId: row.reviewerUserId,
  decidedByUserId: row.decidedByUserId,
  providerId: row.providerId,
})

/** The audit entry of a reviewer's action on an application, in the action's transaction. */
export function auditApplication(
  tx: Executor,
  reviewer: Reviewer,
  action: string,
  before: ApplicationRow,
  after: Record<string, unknown>,
  details?: Record<string, unknown>,
) {
  return recordAudit(tx, reviewer.actor, {
    action: `application.${action}`,
    targetType: 'partner_application',
    targetId: before.id,
    before: reviewState(before),
    after,
    details: { reference: before.reference, companyName: before.companyName, ...details },
  })
}

function queueItem(row: ApplicationRow, now: Date): ApplicationQueueItem {
  const clock = { status: row.status, dueAt: row.reviewDueAt, pausedAt: row.clockPausedAt }
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    primaryCategory: row.primaryCategory,
    tier: row.tier,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewDueAt: row.reviewDueAt?.toISOString() ?? null,
    timeLeftMs: timeLeftMs(clock, now),
    overdue: isOverdueApplication(clock, now),
    paused: row.clockPausedAt !== null && OPEN_STATUSES.includes(row.status),
  }
}

/**
 * The queue: open applications by time left on the 48-hour clock (overdue first; a clock stopped for
 * a question counts with the time it had left), or the applications of one status, newest first.
 */
export async function listQueue(
  db: Database,
  query: ApplicationQueueQuery,
  now = new Date(),
): Promise<ApplicationQueue> {
  const statuses = query.status === 'open' ? [...OPEN_STATUSES] : [query.status]
  const where = and(
    inArray(partnerApplication.status, statuses),
    query.category ? eq(partnerApplication.primaryCategory, query.category) : undefined,
  )
  const timeLeft = sql`${partnerApplication.reviewDueAt} - coalesce(${partnerApplication.clockPausedAt}, ${now.toISOString()}::timestamptz)`
  const order =
    query.status === 'open'
      ? [asc(timeLeft), asc(partnerApplication.id)]
      : [desc(partnerApplication.updatedAt), desc(partnerApplication.id)]
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(partnerApplication)
      .where(where)
      .orderBy(...order)
      .limit(APPLICATION_PAGE_SIZE)
      .offset((query.page - 1) * APPLICATION_PAGE_SIZE),
    db.select({ total: count() }).from(partnerApplication).where(where),
  ])
  return {
    items: rows.map((row) => queueItem(row, now)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: APPLICATION_PAGE_SIZE,
  }
}

/** For the admin navigation: open applications, and the overdue among them. */
export async function queueCounts(db: Database, now = new Date()): Promise<ApplicationCounts> {
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${partnerApplication.clockPausedAt} is null and ${partnerApplication.reviewDueAt} < ${now.toISOString()}::timestamptz)`,
    })
    .from(partnerApplication)
    .where(inArray(partnerApplication.status, [...OPEN_STATUSES]))
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) }
}

export async function applicationById(db: Executor, id: number): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(partnerApplication)
    .where(and(eq(partnerApplication.id, id), ne(partnerApplication.status, 'draft')))
  if (!row) throw new DomainError('not_found', 404)
  return row
}

const numberCheck = (
  id: 'rcs' | 'permit',
  value: string | null,
  valid: (v: string) => boolean,
): ApplicationCheck => ({
  id,
  result: value === null ? 'missing' : valid(value) ? 'pass' : 'fail',
  matches: [],
})

/**
 * What the reviewer checks: the VAT check digits, the RCS and permit formats, and listings or other
 * applications that look like the same business (same VAT number or email, or a very similar name);
 * the listing an approved application made is the business itself, not a duplicate.
 */
async function checksOf(db: Database, row: ApplicationRow): Promise<ApplicationCheck[]> {
  const vat: ApplicationCheck = {
    id: 'vat',
    result: row.vatNumber === null ? 'missing' : checkVat(row.vatNumber) === 'valid' ? 'pass' : 'fail',
    matches: [],
  }
  const listings = await db
    .select({ name: provider.name, slug: provider.slug, vat: provider.vatNumber })
    .from(provider)
    .where(
      and(
        row.providerId ? ne(provider.id, row.providerId) : undefined,
        or(
          row.vatNumber ? sql`upper(replace(${provider.vatNumber}, ' ', '')) = ${row.vatNumber}` : undefined,
          sql`similarity(lower(unaccent(${provider.name})), lower(unaccent(${row.companyName}))) > 0.6`,
          sql`similarity(lower(unaccent(${provider.companyName})), lower(unaccent(${row.companyName}))) > 0.6`,
        ),
      ),
    )
    .limit(5)
  const applications = await db
    .select({
      reference: partnerApplication.reference,
      company: partnerApplication.companyName,
      email: partnerApplication.email,
      vat: partnerApplication.vatNumber,
      status: partnerApplication.status,
    })
    .from(partnerApplication)
    .where(
      and(
        ne(partnerApplication.id, row.id),
        ne(partnerApplication.status, 'draft'),
        or(
          eq(partnerApplication.email, row.email),
          row.vatNumber ? eq(partnerApplication.vatNumber, row.vatNumber) : undefined,
        ),
      ),
    )
    .limit(5)
  const matches: ApplicationCheck['matches'] = [
    ...listings.map((l) => ({
      kind: 'provider' as const,
      label: `${l.name} (/providers/${l.slug})`,
      reason:
        row.vatNumber && l.vat?.replace(/\s+/g, '').toUpperCase() === row.vatNumber
          ? 'same_vat'
          : 'similar_name',
    })),
    ...applications.map((a) => ({
      kind: 'application' as const,
      label: `${a.reference} ${a.company} (${a.status})`,
      reason: a.email === row.email ? 'same_email' : 'same_vat',
    })),
  ]
  return [
    vat,
    numberCheck('rcs', row.rcsNumber, isRcsNumber),
    numberCheck('permit', row.permitNumber, isPermitNumber),
    { id: 'duplicates', result: matches.length > 0 ? 'warning' : 'pass', matches },
  ]
}

export async function applicationDetail(
  db: Database,
  id: number,
  now = new Date(),
): Promise<ApplicationDetail> {
  const row = await applicationById(db, id)
  const [events, checks, listing] = await Promise.all([
    db
      .select()
      .from(partnerApplicationEvent)
      .where(eq(partnerApplicationEvent.applicationId, id))
      .orderBy(asc(partnerApplicationEvent.createdAt), asc(partnerApplicationEvent.id)),
    checksOf(db, row),
    row.providerId
      ? db.select({ slug: provider.slug }).from(provider).where(eq(provider.id, row.providerId))
      : Promise.resolve([]),
  ])
  return {
    ...queueItem(row, now),
    language: languageOf(row),
    email: row.email,
    phone: row.phone,
    yearsInBusiness: row.yearsInBusiness,
    teamSize: row.teamSize,
    serviceAreas: row.serviceAreas,
    specificServices: row.specificServices,
    vatNumber: row.vatNumber,
    rcsNumber: row.rcsNumber,
    permitNumber: row.permitNumber,
    street: row.street,
    postalCode: row.postalCode,
    locality: row.locality,
    howHeard: row.howHeard,
    goal: row.goal,
    otherServiceDescription: row.otherServiceDescription,
    interestedProducts: row.interestedProducts,
    checks,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actor: e.actorName,
      body: e.body,
      createdAt: e.createdAt.toISOString(),
    })),
    providerSlug: listing[0]?.slug ?? null,
    declineReason: row.declineReason,
  }
}

/**
 * One move of the state machine as one conditional update: `where status in (the action's sources)`.
 * Whoever comes second (a double click, two admins) finds nothing to update: 409.
 */
export async function move(
  tx: Executor,
  id: number,
  action: ApplicationAction,
  set: Partial<typeof partnerApplication.$inferInsert>,
  now: Date,
): Promise<ApplicationRow> {
  const { to, from } = transitionOf(action)
  const [moved] = await tx
    .update(partnerApplication)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(partnerApplication.id, id), inArray(partnerApplication.status, from)))
    .returning()
  if (moved) return moved
  await applicationById(tx, id) // 404 when it does not exist
  throw new DomainError('application_moved_on', 409)
}

export async function startReview(db: Database, id: number, reviewer: Reviewer, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await applicationById(tx, id)
    const moved = await move(tx, id, 'start_review', { reviewerUserId: reviewer.userId }, now)
    await recordEvent(tx, id, 'review_started', reviewer)
    await auditApplication(tx, reviewer, 'start_review', before, reviewState(moved))
    return moved
  })
}

export async function addNote(db: Database, id: number, reviewer: Reviewer, note: string) {
  await db.transaction(async (tx) => {
    const row = await applicationById(tx, id)
    await recordEvent(tx, id, 'note', reviewer, note)
    await auditApplication(tx, reviewer, 'note', row, { note })
  })
}

/** Asks the applicant a question: the clock stops until the answer arrives. Returns the answer link's token. */
export async function requestInfo(
  db: Database,
  id: number,
  reviewer: Reviewer,
  question: string,
  now = new Date(),
) {
  const token = newLinkToken()
  const row = await db.transaction(async (tx) => {
    const before = await applicationById(tx, id)
    const moved = await move(
      tx,
      id,
      'request_info',
      { question, questionAskedAt: now, clockPausedAt: now, answerTokenHash: hashLinkToken(token) },
      now,
    )
    await recordEvent(tx, id, 'info_requested', reviewer, question)
    await auditApplication(tx, reviewer, 'request_info', before, { ...reviewState(moved), question })
    return moved
  })
  return { row, token }
}

async function applicationByAnswerToken(db: Executor, token: string): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(partnerApplication)
    .where(eq(partnerApplication.answerTokenHash, hashLinkToken(token)))
  if (!row) throw new DomainError('application_not_found', 404)
  return row
}

export async function questionByToken(db: Database, token: string): Promise<ApplicationQuestion> {
  const row = await applicationByAnswerToken(db, token)
  return {
    reference: row.reference,
    companyName: row.companyName,
    status: row.status,
    question: row.question ?? '',
    askedAt: (row.questionAskedAt ?? row.updatedAt).toISOString(),
    open: row.status === 'info_requested',
  }
}

/** The applicant answers: the review goes on, and the clock gets back the time it was stopped. */
export async function answerQuestion(db: Database, token: string, answer: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await applicationByAnswerToken(tx, token)
    const stopped = row.clockPausedAt ? now.getTime() - row.clockPausedAt.getTime() : 0
    const moved = await move(
      tx,
      row.id,
      'answer',
      {
        clockPausedAt: null,
        reviewDueAt: row.reviewDueAt ? new Date(row.reviewDueAt.getTime() + stopped) : null,
      },
      now,
    )
    await recordEvent(tx, row.id, 'info_provided', { userId: null, name: 'applicant' }, answer)
    return moved
  })
}

export async function declineApplication(
  db: Database,
  id: number,
  reviewer: Reviewer,
  reason: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await applicationById(tx, id)
    const moved = await move(
      tx,
      id,
      'decline',
      { decidedAt: now, decidedByUserId: reviewer.userId, declineReason: reason, clockPausedAt: null },
      now,
    )
    await recordEvent(tx, id, 'declined', reviewer, reason)
    await auditApplication(tx, reviewer, 'decline', before, { ...reviewState(moved), reason })
    return moved
  })
}
