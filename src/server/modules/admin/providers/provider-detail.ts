import type { Database } from '@server/db/client'
import { project, provider, quote, quoteRequest, user } from '@server/db/schema/index'
import { auditTrailOf } from '@server/modules/audit/audit-queries'
import { projectTitleColumns, titleFacts } from '@server/modules/quotes/project-title'
import type { ProviderDetail } from '@shared/admin/provider-admin-schemas'
import { desc, eq } from 'drizzle-orm'
import { providerById, toProviderRow } from './provider-list'

/** GET /api/admin/providers/:id: the listing, the requests it received, its audit trail. */
export async function loadProviderDetail(db: Database, id: number): Promise<ProviderDetail | null> {
  const row = await providerById(db, id)
  if (!row) return null
  const [[extra], requests, audit] = await Promise.all([
    db
      .select({
        website: provider.website,
        description: provider.description,
        medianResponseMinutes: provider.medianResponseMinutes,
      })
      .from(provider)
      .where(eq(provider.id, id)),
    db
      .select({
        id: quoteRequest.id,
        projectId: project.id,
        projectTitle: projectTitleColumns,
        customerName: user.name,
        status: quoteRequest.status,
        createdAt: quoteRequest.createdAt,
        totalCents: quote.totalCents,
      })
      .from(quoteRequest)
      .innerJoin(project, eq(project.id, quoteRequest.projectId))
      .leftJoin(user, eq(user.id, quoteRequest.customerUserId))
      .leftJoin(quote, eq(quote.quoteRequestId, quoteRequest.id))
      .where(eq(quoteRequest.providerId, id))
      .orderBy(desc(quoteRequest.createdAt))
      .limit(50),
    auditTrailOf(db, 'provider', String(id)),
  ])
  return {
    provider: {
      ...toProviderRow(row),
      website: extra?.website ?? null,
      description: extra?.description ?? '',
      medianResponseMinutes: extra?.medianResponseMinutes ?? null,
    },
    requests: requests.map(({ totalCents, createdAt, projectTitle, ...r }) => ({
      ...r,
      projectTitle: titleFacts(projectTitle),
      createdAt: createdAt.toISOString(),
      quoteTotal: totalCents === null ? null : totalCents / 100,
    })),
    audit,
  }
}
