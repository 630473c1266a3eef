import type { Database } from '@server/db/client'
import { project, provider, quoteRequest, user } from '@server/db/schema/index'
import { and, eq, isNull, sql } from 'drizzle-orm'

/** Who owns which demo business, and which finished job lets the demo customer write a review. */
export const DEMO_LINKS = {
  owner: { email: 'contact@sanitaire-weber.lu', providerSlug: 'sanitaire-weber-bertrange' },
  /** A second business, French-speaking, whose workspace starts empty (the browser tests edit it). */
  electrician: { email: 'info@electricite-rossi.lu', providerSlug: 'electricite-rossi-esch-sur-alzette' },
  completedJob: {
    email: 'anne.schmit@example.lu',
    providerSlug: 'clean-home-kirchberg',
    project: {
      name: 'End-of-tenancy cleaning, 3-room flat',
      category: 'cleaning' as const,
      description:
        'Deep clean of a 3-room flat in Strassen before handing back the keys: kitchen, bathroom, windows.',
      locality: 'Strassen',
      commune: 'Strassen',
      budgetLow: 350,
      budgetHigh: 500,
      timeline: 'within_month',
    },
  },
}

async function userId(db: Database, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row?.id ?? null
}

async function providerId(db: Database, slug: string) {
  const [row] = await db.select({ id: provider.id }).from(provider).where(eq(provider.slug, slug))
  return row?.id ?? null
}

/**
 * Links the demo accounts to the demo data, once: the business accounts own their listings (it can
 * answer reviews) and the customer has a completed job with a cleaning company (she can review it).
 */
export async function linkDemoAccounts(db: Database): Promise<void> {
  for (const owner of [DEMO_LINKS.owner, DEMO_LINKS.electrician]) {
    const ownerId = await userId(db, owner.email)
    if (!ownerId) continue
    await db
      .update(provider)
      .set({ ownerUserId: ownerId })
      .where(and(eq(provider.slug, owner.providerSlug), isNull(provider.ownerUserId)))
  }
  const job = DEMO_LINKS.completedJob
  const customerId = await userId(db, job.email)
  const cleanerId = await providerId(db, job.providerSlug)
  if (!customerId || !cleanerId) return
  const [existing] = await db
    .select({ id: quoteRequest.id })
    .from(quoteRequest)
    .where(and(eq(quoteRequest.customerUserId, customerId), eq(quoteRequest.providerId, cleanerId)))
  if (existing) return
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(project)
      .values({
        ...job.project,
        language: 'en',
        customerUserId: customerId,
        status: 'completed',
        createdAt: sql`now() - interval '12 days'`,
      })
      .returning({ id: project.id })
    if (!created) return
    await tx.insert(quoteRequest).values({
      projectId: created.id,
      providerId: cleanerId,
      customerUserId: customerId,
      status: 'completed',
      createdAt: sql`now() - interval '12 days'`,
      completedAt: sql`now() - interval '2 days'`,
    })
  })
}
