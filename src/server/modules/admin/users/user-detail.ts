import type { Database } from '@server/db/client'
import {
  creditLedger,
  profile,
  project,
  provider,
  quote,
  quoteRequest,
  session,
  user,
} from '@server/db/schema/index'
import { auditTrailOf } from '@server/modules/audit/audit-queries'
import { projectTitleColumns, titleFacts } from '@server/modules/quotes/project-title'
import type { AccountDetail } from '@shared/admin/account-admin-schemas'
import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import { accountById } from './user-list'

const LIMIT = 50

async function accountRow(db: Database, id: string) {
  const row = await accountById(db, id)
  if (!row) return null
  const [extra] = await db
    .select({ phoneNumber: profile.phoneNumber, banReason: user.banReason })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, id))
    .limit(1)
  const [sessions] = await db
    .select({ n: count() })
    .from(session)
    .where(and(eq(session.userId, id), gt(session.expiresAt, new Date())))
  return {
    ...row,
    phoneNumber: extra?.phoneNumber ?? null,
    banReason: extra?.banReason ?? null,
    sessions: sessions?.n ?? 0,
  }
}

/** Requests with their project, provider and quote total, for a condition (a customer, or listings). */
function requestSummaries(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: quoteRequest.id,
      projectId: project.id,
      projectTitle: projectTitleColumns,
      providerName: provider.name,
      status: quoteRequest.status,
      createdAt: quoteRequest.createdAt,
      totalCents: quote.totalCents,
    })
    .from(quoteRequest)
    .innerJoin(project, eq(project.id, quoteRequest.projectId))
    .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
    .leftJoin(quote, eq(quote.quoteRequestId, quoteRequest.id))
    .where(where)
    .orderBy(desc(quoteRequest.createdAt), desc(quoteRequest.id))
    .limit(LIMIT)
    .then((rows) =>
      rows.map(({ totalCents, createdAt, projectTitle, ...row }) => ({
        projectTitle: titleFacts(projectTitle),
        ...row,
        createdAt: createdAt.toISOString(),
        quoteTotal: totalCents === null ? null : totalCents / 100,
      })),
    )
}

/** GET /api/admin/users/:id: the account, its listings, credits, projects, requests and audit trail. */
export async function loadAccountDetail(db: Database, id: string): Promise<AccountDetail | null> {
  const account = await accountRow(db, id)
  if (!account) return null
  const listings = await db
    .select({ id: provider.id, slug: provider.slug, name: provider.name, status: provider.status })
    .from(provider)
    .where(eq(provider.ownerUserId, id))
  const listingIds = listings.map((listing) => listing.id)
  const [ledger, projects, requests, received, audit] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, id))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(LIMIT),
    db
      .select({
        id: project.id,
        name: project.name,
        titleNumber: project.titleNumber,
        category: project.category,
        locality: project.locality,
        status: project.status,
        createdAt: project.createdAt,
        requests: sql<number>`(select count(*)::int from ${quoteRequest} where ${quoteRequest.projectId} = ${project.id})`,
      })
      .from(project)
      .where(eq(project.customerUserId, id))
      .orderBy(desc(project.createdAt))
      .limit(LIMIT),
    requestSummaries(db, eq(quoteRequest.customerUserId, id)),
    listingIds.length > 0 ? requestSummaries(db, inArray(quoteRequest.providerId, listingIds)) : [],
    auditTrailOf(db, 'user', id),
  ])
  return {
    account,
    listings,
    ledger: ledger.map((entry) => ({
      delta: entry.delta,
      reason: entry.reason,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
    projects: projects.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    requests,
    received,
    audit,
  }
}
