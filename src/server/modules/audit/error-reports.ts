import type { Database } from '@server/db/client'
import { errorReport } from '@server/db/schema/index'
import type { ErrorReportPage, ErrorReportQuerySchema } from '@shared/admin/audit-schemas'
import { count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'

/** Recent errors, newest first (server 500s and the web app's error pages), optionally one ID. */
export async function listErrorReports(
  db: Database,
  query: z.infer<typeof ErrorReportQuerySchema>,
): Promise<ErrorReportPage> {
  const where = query.errorId ? eq(errorReport.errorId, query.errorId) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(errorReport)
      .where(where)
      .orderBy(desc(errorReport.at), desc(errorReport.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(errorReport).where(where),
  ])
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
