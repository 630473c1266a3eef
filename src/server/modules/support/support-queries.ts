import type { Database } from '@server/db/client'
import {
  project,
  provider,
  quoteMessage,
  quoteRequest,
  review,
  supportEntry,
  supportTicket,
  user,
} from '@server/db/schema/index'
import { reviewerName } from '@server/modules/providers/review-queries'
import { projectTitleColumns } from '@server/modules/quotes/project-title'
import { isUiLanguage, type UiLanguage } from '@shared/i18n/languages'
import { projectTitle } from '@shared/quotes/job-title'
import { promiseOf, supportTimeLeft } from '@shared/support/support-clock'
import type {
  LinkedItem,
  ReportTarget,
  SupportList,
  SupportListFilters,
  SupportTicketDetail,
  SupportTicketSummary,
} from '@shared/support/support-schemas'
import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { TicketRow } from './support-tickets'

const assignee = aliasedTable(user, 'assignee')

/** The first message's opening words, as the inbox lists them. */
const firstMessage = sql<string>`coalesce((select left(${supportEntry.body}, 160) from ${supportEntry} where ${supportEntry.ticketId} = ${supportTicket.id} order by ${supportEntry.id} limit 1), '')`

function summary(
  row: TicketRow,
  assigned: { id: string | null; name: string | null },
  preview: string,
  now: Date,
): SupportTicketSummary {
  const timeLeftMs = supportTimeLeft(row, now)
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    topic: row.topic,
    name: row.name,
    email: row.email,
    targetType: (row.targetType as ReportTarget | null) ?? null,
    targetId: row.targetId,
    assignee: assigned.id ? { id: assigned.id, name: assigned.name ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    preview,
    dueAt: row.dueAt.toISOString(),
    timeLeftMs,
    overdue: timeLeftMs !== null && timeLeftMs < 0,
    promise: promiseOf(row.kind, (row.targetType as ReportTarget | null) ?? null),
  }
}

/**
 * The inbox: unanswered cases first by how little time is left on their promise (overdue ones at
 * the top), then the answered ones, newest activity first.
 */
export async function listTickets(db: Database, query: SupportListFilters): Promise<SupportList> {
  const status = query.status ?? 'active'
  const filters = [
    status === 'active'
      ? ne(supportTicket.status, 'closed')
      : status === 'all'
        ? undefined
        : eq(supportTicket.status, status),
    query.kind ? eq(supportTicket.kind, query.kind) : undefined,
  ].filter((f) => f !== undefined)
  const where = filters.length ? and(...filters) : undefined
  const now = new Date()
  const [rows, [total], [active], [overdue]] = await Promise.all([
    db
      .select({
        ticket: supportTicket,
        assigneeId: assignee.id,
        assigneeName: assignee.name,
        preview: firstMessage,
      })
      .from(supportTicket)
      .leftJoin(assignee, eq(assignee.id, supportTicket.assigneeUserId))
      .where(where)
      .orderBy(
        sql`${supportTicket.answeredAt} is not null`,
        asc(sql`case when ${supportTicket.answeredAt} is null then ${supportTicket.dueAt} end`),
        desc(supportTicket.updatedAt),
        desc(supportTicket.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(supportTicket).where(where),
    db.select({ n: count() }).from(supportTicket).where(ne(supportTicket.status, 'closed')),
    db
      .select({ n: count() })
      .from(supportTicket)
      .where(
        and(
          ne(supportTicket.status, 'closed'),
          isNull(supportTicket.answeredAt),
          lt(supportTicket.dueAt, now),
        ),
      ),
  ])
  return {
    items: rows.map((r) => summary(r.ticket, { id: r.assigneeId, name: r.assigneeName }, r.preview, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts: { active: active?.n ?? 0, overdue: overdue?.n ?? 0 },
  }
}

export async function loadTicket(db: Database, id: number) {
  const [row] = await db.select().from(supportTicket).where(eq(supportTicket.id, id))
  return row ?? null
}

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text)

async function linkedItem(
  db: Database,
  type: ReportTarget,
  id: number,
  language: UiLanguage,
): Promise<LinkedItem> {
  const missing = { type, id, label: '', href: null, missing: true }
  if (type === 'provider') {
    const [row] = await db
      .select({ name: provider.name, slug: provider.slug })
      .from(provider)
      .where(eq(provider.id, id))
    return row ? { type, id, label: row.name, href: `/providers/${row.slug}`, missing: false } : missing
  }
  if (type === 'review') {
    const [row] = await db
      .select({ review, providerName: provider.name, slug: provider.slug })
      .from(review)
      .innerJoin(provider, eq(provider.id, review.providerId))
      .where(eq(review.id, id))
    if (!row) return missing
    return {
      type,
      id,
      label: excerpt(row.review.text),
      href: `/providers/${row.slug}`,
      missing: false,
      review: {
        rating: row.review.rating,
        authorName: reviewerName(row.review.authorName),
        text: row.review.text,
        providerName: row.providerName,
        hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
        hiddenReason: row.review.hiddenReason,
      },
    }
  }
  if (type === 'message') {
    const [row] = await db
      .select({ body: quoteMessage.body, projectId: quoteRequest.projectId })
      .from(quoteMessage)
      .innerJoin(quoteRequest, eq(quoteRequest.id, quoteMessage.quoteRequestId))
      .where(eq(quoteMessage.id, id))
    return row
      ? { type, id, label: excerpt(row.body), href: `/admin/projects/${row.projectId}`, missing: false }
      : missing
  }
  const [row] = await db
    .select({ title: projectTitleColumns, projectId: project.id })
    .from(quoteRequest)
    .innerJoin(project, eq(project.id, quoteRequest.projectId))
    .where(eq(quoteRequest.id, id))
  return row
    ? {
        type,
        id,
        label: projectTitle(row.title, language),
        href: `/admin/projects/${row.projectId}`,
        missing: false,
      }
    : missing
}

/** A case with its whole thread (notes and events too), the reported item and who can take it. */
/** `language`: the admin's, in which a request's generated title is drawn. */
export async function ticketDetail(
  db: Database,
  id: number,
  language: UiLanguage,
): Promise<SupportTicketDetail | null> {
  const row = await loadTicket(db, id)
  if (!row) return null
  const [entries, admins] = await Promise.all([
    db
      .select()
      .from(supportEntry)
      .where(eq(supportEntry.ticketId, id))
      .orderBy(asc(supportEntry.createdAt), asc(supportEntry.id)),
    db
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(inArray(user.type, ['admin']))
      .orderBy(asc(user.name))
      .limit(100),
  ])
  const assigned = admins.find((a) => a.id === row.assigneeUserId) ?? null
  const assigneeRow = assigned ?? (row.assigneeUserId ? await assigneeOf(db, row.assigneeUserId) : null)
  return {
    ...summary(
      row,
      { id: assigneeRow?.id ?? null, name: assigneeRow?.name ?? null },
      excerpt(entries[0]?.body ?? ''),
      new Date(),
    ),
    language: isUiLanguage(row.language) ? row.language : 'en',
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      authorName: e.authorName,
      body: e.body,
      createdAt: e.createdAt.toISOString(),
    })),
    linked:
      row.targetType && row.targetId !== null
        ? await linkedItem(db, row.targetType as ReportTarget, row.targetId, language)
        : null,
    admins,
  }
}

async function assigneeOf(db: Database, userId: string) {
  const [row] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(user.id, userId))
  return row ?? null
}
