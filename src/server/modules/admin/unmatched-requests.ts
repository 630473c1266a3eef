import type { Database } from '@server/db/client'
import { unmatchedRequest } from '@server/db/schema/index'
import type { UnmatchedRequests, UnmatchedRequestsQuery } from '@shared/admin/unmatched-request-schemas'
import { count, desc, eq } from 'drizzle-orm'

/** Requests the assistant found no provider for, newest first, optionally of one category. */
export async function listUnmatchedRequests(
  db: Database,
  query: UnmatchedRequestsQuery,
): Promise<UnmatchedRequests> {
  const where = query.category ? eq(unmatchedRequest.category, query.category) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(unmatchedRequest)
      .where(where)
      .orderBy(desc(unmatchedRequest.createdAt), desc(unmatchedRequest.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(unmatchedRequest).where(where),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      text: row.text,
      category: row.category,
      locality: row.locality,
      commune: row.commune,
      language: row.language,
      assignedProjectId: row.assignedProjectId,
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
