import type { Database } from '@server/db/client'
import { auditLog } from '@server/db/schema/index'
import type { AuditEntry } from '@shared/admin/account-admin-schemas'
import type { AuditFilterQuery, AuditPage, AuditQuery } from '@shared/admin/audit-schemas'
import { and, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm'

type AuditRow = typeof auditLog.$inferSelect

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The conditions of the log's search and filters (shared by the page and the export). */
export function auditWhere(query: Omit<AuditFilterQuery, 'delimiter'>): SQL | undefined {
  const conditions: SQL[] = []
  if (query.q) {
    const pattern = like(query.q)
    const match = or(
      ilike(auditLog.action, pattern),
      ilike(auditLog.actorEmail, pattern),
      ilike(auditLog.targetId, pattern),
      ilike(auditLog.ip, pattern),
      sql`${auditLog.details}::text ilike ${pattern}`,
    )
    if (match) conditions.push(match)
  }
  if (query.action)
    conditions.push(
      query.action.endsWith('.')
        ? sql`${auditLog.action} like ${`${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
        : eq(auditLog.action, query.action),
    )
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType))
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId))
  if (query.actorUserId) conditions.push(eq(auditLog.actorUserId, query.actorUserId))
  if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)))
  if (query.to) conditions.push(lt(auditLog.at, sql`${query.to}::date + 1`))
  return conditions.length > 0 ? and(...conditions) : undefined
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    userAgent: row.userAgent,
    before: row.before,
    after: row.after,
    details: row.details,
  }
}

export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const where = auditWhere(query)
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  return {
    items: rows.map(toAuditEntry),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** One batch of the export, newest first, keyed on the id (the log only grows). */
export function auditBatch(db: Database, query: Omit<AuditFilterQuery, 'delimiter'>) {
  const where = auditWhere(query)
  return (before: number | null, limit: number) =>
    db
      .select()
      .from(auditLog)
      .where(before === null ? where : and(where, lte(auditLog.id, before - 1)))
      .orderBy(desc(auditLog.id))
      .limit(limit)
}

/** The trail of one target (an account's page shows its own). */
export async function auditTrailOf(db: Database, targetType: string, targetId: string, limit = 50) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)),
        eq(auditLog.actorUserId, targetId),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
  return rows.map(toAuditEntry)
}
