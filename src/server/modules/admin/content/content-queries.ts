import type { Database } from '@server/db/client'
import { project, provider, quote, quoteMessage, quoteRequest, user } from '@server/db/schema/index'
import { attachmentsOfReportedMessages } from '@server/modules/quotes/message-attachments'
import { projectTitleColumns, titleFacts } from '@server/modules/quotes/project-title'
import type {
  ProjectDetail,
  ProjectListQuery,
  ProjectPage,
  QuoteListQuery,
  QuotePage,
} from '@shared/admin/content-admin-schemas'
import { RESPONSE_EXPECTED_HOURS } from '@shared/quotes/quote-transitions'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`)
const dayEnd = (day: string) => sql`${day}::date + 1`

/** A pending request nobody answered within 24 hours (product §9). */
const overdueRequest = (r: typeof quoteRequest) =>
  sql`(${r.status} = 'pending' and ${r.firstResponseAt} is null and ${r.createdAt} < now() - make_interval(hours => ${RESPONSE_EXPECTED_HOURS}))`

/** Demo mode's projects and requests are not the marketplace's: the admin lists leave them out (ADR 031). */
function projectWhere(query: ProjectListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(project.demo, false)]
  if (query.q) {
    const match = or(
      ilike(project.name, like(query.q)),
      ilike(user.email, like(query.q)),
      ilike(project.locality, like(query.q)),
    )
    if (match) conditions.push(match)
  }
  if (query.status) conditions.push(eq(project.status, query.status))
  if (query.category) conditions.push(eq(project.category, query.category))
  if (query.from) conditions.push(gte(project.createdAt, dayStart(query.from)))
  if (query.to) conditions.push(lt(project.createdAt, dayEnd(query.to)))
  return conditions.length > 0 ? and(...conditions) : undefined
}

export async function listProjects(db: Database, query: ProjectListQuery): Promise<ProjectPage> {
  const where = projectWhere(query)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: project.id,
        name: project.name,
        titleNumber: project.titleNumber,
        category: project.category,
        locality: project.locality,
        status: project.status,
        customerId: project.customerUserId,
        customerName: user.name,
        customerEmail: user.email,
        budgetLow: project.budgetLow,
        budgetHigh: project.budgetHigh,
        createdAt: project.createdAt,
        requests: sql<number>`(select count(*)::int from ${quoteRequest} where ${quoteRequest.projectId} = ${project.id})`,
        quotes: sql<number>`(select count(*)::int from ${quote} join ${quoteRequest} on ${quoteRequest.id} = ${quote.quoteRequestId} where ${quoteRequest.projectId} = ${project.id})`,
        overdue: sql<boolean>`exists (select 1 from ${quoteRequest} where ${quoteRequest.projectId} = ${project.id} and ${overdueRequest(quoteRequest)})`,
      })
      .from(project)
      .leftJoin(user, eq(user.id, project.customerUserId))
      .where(where)
      .orderBy(desc(project.createdAt), desc(project.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(project)
      .leftJoin(user, eq(user.id, project.customerUserId))
      .where(where),
  ])
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

function quoteWhere(query: QuoteListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(quoteRequest.demo, false)]
  if (query.q) {
    const match = or(
      ilike(project.name, like(query.q)),
      ilike(provider.name, like(query.q)),
      ilike(user.email, like(query.q)),
    )
    if (match) conditions.push(match)
  }
  if (query.status) conditions.push(eq(quoteRequest.status, query.status))
  if (query.from) conditions.push(gte(quoteRequest.createdAt, dayStart(query.from)))
  if (query.to) conditions.push(lt(quoteRequest.createdAt, dayEnd(query.to)))
  if (query.quoted !== undefined) conditions.push(query.quoted ? isNotNull(quote.id) : isNull(quote.id))
  if (query.overdue !== undefined)
    conditions.push(query.overdue ? overdueRequest(quoteRequest) : sql`not ${overdueRequest(quoteRequest)}`)
  return conditions.length > 0 ? and(...conditions) : undefined
}

function requestRows(db: Database) {
  return db
    .select({
      id: quoteRequest.id,
      projectId: project.id,
      projectTitle: projectTitleColumns,
      providerId: provider.id,
      providerName: provider.name,
      customerName: user.name,
      status: quoteRequest.status,
      totalCents: quote.totalCents,
      overdue: sql<boolean>`${overdueRequest(quoteRequest)}`,
      createdAt: quoteRequest.createdAt,
      firstResponseAt: quoteRequest.firstResponseAt,
    })
    .from(quoteRequest)
    .innerJoin(project, eq(project.id, quoteRequest.projectId))
    .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
    .leftJoin(user, eq(user.id, quoteRequest.customerUserId))
    .leftJoin(quote, eq(quote.quoteRequestId, quoteRequest.id))
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['execute']>>[number]
const toQuoteRow = ({ totalCents, createdAt, firstResponseAt, projectTitle, ...row }: RequestRow) => ({
  ...row,
  projectTitle: titleFacts(projectTitle),
  total: totalCents === null ? null : totalCents / 100,
  createdAt: createdAt.toISOString(),
  firstResponseAt: firstResponseAt?.toISOString() ?? null,
})

export async function listQuotes(db: Database, query: QuoteListQuery): Promise<QuotePage> {
  const where = quoteWhere(query)
  const [rows, [totals]] = await Promise.all([
    requestRows(db)
      .where(where)
      .orderBy(desc(quoteRequest.createdAt), desc(quoteRequest.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(quoteRequest)
      .innerJoin(project, eq(project.id, quoteRequest.projectId))
      .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
      .leftJoin(user, eq(user.id, quoteRequest.customerUserId))
      .leftJoin(quote, eq(quote.quoteRequestId, quoteRequest.id))
      .where(where),
  ])
  return {
    items: rows.map(toQuoteRow),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** The project, and per provider its request, quote and whole thread (hidden messages included, marked). */
export async function loadProjectDetail(db: Database, id: number): Promise<ProjectDetail | null> {
  const [row] = await db
    .select({ project, customerName: user.name, customerEmail: user.email })
    .from(project)
    .leftJoin(user, eq(user.id, project.customerUserId))
    .where(eq(project.id, id))
  if (!row) return null
  const requests = await requestRows(db).where(eq(quoteRequest.projectId, id)).orderBy(asc(quoteRequest.id))
  const ids = requests.map((r) => r.id)
  const [quotes, messages, extras] = await Promise.all([
    ids.length ? db.select().from(quote).where(inArray(quote.quoteRequestId, ids)) : [],
    ids.length
      ? db
          .select()
          .from(quoteMessage)
          .where(inArray(quoteMessage.quoteRequestId, ids))
          .orderBy(asc(quoteMessage.createdAt), asc(quoteMessage.id))
      : [],
    ids.length
      ? db
          .select({
            id: quoteRequest.id,
            declineReason: quoteRequest.declineReason,
            declineNote: quoteRequest.declineNote,
            rejectReason: quoteRequest.rejectReason,
          })
          .from(quoteRequest)
          .where(inArray(quoteRequest.id, ids))
      : [],
  ])
  const files = await attachmentsOfReportedMessages(
    db,
    messages.map((m) => m.id),
  )
  const p = row.project
  const counts = {
    requests: requests.length,
    quotes: quotes.length,
    overdue: requests.some((r) => r.overdue),
  }
  return {
    project: {
      id: p.id,
      name: p.name,
      titleNumber: p.titleNumber,
      category: p.category,
      locality: p.locality,
      commune: p.commune,
      status: p.status,
      description: p.description,
      timeline: p.timeline,
      budgetLow: p.budgetLow,
      budgetHigh: p.budgetHigh,
      customerId: p.customerUserId,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      createdAt: p.createdAt.toISOString(),
      ...counts,
    },
    requests: requests.map((request) => {
      const { projectId: _p, projectTitle: _n, customerName: _c, ...rest } = toQuoteRow(request)
      const q = quotes.find((item) => item.quoteRequestId === request.id)
      const extra = extras.find((item) => item.id === request.id)
      return {
        ...rest,
        quote: q
          ? {
              materials: q.materialsCents / 100,
              labour: q.laborCents / 100,
              total: q.totalCents / 100,
              message: q.message,
              startDate: q.startDate,
              completionDate: q.completionDate,
              validUntil: q.validUntil,
            }
          : null,
        declineReason: extra?.declineReason ?? null,
        declineNote: extra?.declineNote ?? null,
        rejectReason: extra?.rejectReason ?? null,
        messages: messages
          .filter((m) => m.quoteRequestId === request.id)
          .map((m) => ({
            id: m.id,
            from: m.sender,
            body: m.body,
            createdAt: m.createdAt.toISOString(),
            readAt: m.readAt?.toISOString() ?? null,
            hiddenAt: m.hiddenAt?.toISOString() ?? null,
            hiddenReason: m.hiddenReason,
            attachments: files.get(m.id) ?? [],
          })),
      }
    }),
  }
}
