import type { Database } from '@server/db/client'
import {
  notification,
  project,
  provider,
  quote,
  quoteMessage,
  quoteRequest,
  user,
} from '@server/db/schema/index'
import { quoteTotals } from '@shared/quotes/vat'
import { and, eq, sql } from 'drizzle-orm'
import { DEMO_LINKS } from './demo-account-links'

const STRASSEN = { locality: 'Strassen', commune: 'Strassen', postalCode: '8010', lat: 49.6187, lon: 6.0975 }

const REPAINT = {
  name: 'Repaint living room and hallway',
  category: 'painting' as const,
  description:
    'Living room (about 28 m²) and hallway (12 m²) to repaint in white, ceilings included. Walls have a few small cracks to fill. Furniture can be moved to the middle of the room.',
  budgetLow: 1500,
  budgetHigh: 3000,
  timeline: 'within_month',
  ...STRASSEN,
}

const LEAKING_TAP = {
  name: 'Replace a leaking bathroom tap',
  category: 'plumbing' as const,
  description:
    'The mixer tap of the bathroom sink drips constantly and the handle is stiff. I would like it replaced by a similar model (I can buy it or you bring one).',
  budgetLow: 150,
  budgetHigh: 350,
  timeline: 'within_week',
  ...STRASSEN,
}

async function idOf(db: Database, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row?.id ?? null
}

/**
 * Demo activity so the dashboards are not empty on a fresh start: Anne has a painting project with two
 * quotes to compare and one painter still to answer; Sanitaire Weber (the demo business account) has a
 * request from her waiting for more than 24 hours, with a question from her not read yet. Runs once (skipped when Anne's project exists).
 */
export async function seedDemoQuoteActivity(db: Database): Promise<void> {
  const customerId = await idOf(db, DEMO_LINKS.completedJob.email)
  const ownerId = await idOf(db, DEMO_LINKS.owner.email)
  if (!customerId) return
  const [done] = await db
    .select({ id: project.id })
    .from(project)
    .where(and(eq(project.customerUserId, customerId), eq(project.name, REPAINT.name)))
  if (done) return

  const painters = await db
    .select({ id: provider.id, name: provider.name, ownerUserId: provider.ownerUserId })
    .from(provider)
    .where(and(eq(provider.status, 'active'), sql`${provider.categories} @> array['painting']::text[]`))
    .orderBy(
      sql`(${provider.lat} - ${STRASSEN.lat})^2 + ((${provider.lon} - ${STRASSEN.lon}) * 0.65)^2`,
      provider.id,
    )
    .limit(3)
  const [plumber] = await db
    .select({ id: provider.id })
    .from(provider)
    .where(eq(provider.slug, DEMO_LINKS.owner.providerSlug))

  await db.transaction(async (tx) => {
    const [repaint] = await tx
      .insert(project)
      .values({
        ...REPAINT,
        language: 'en',
        customerUserId: customerId,
        createdAt: sql`now() - interval '2 days'`,
      })
      .returning({ id: project.id })
    if (!repaint) return
    const quotes = [
      {
        materials: 420,
        labor: 1680,
        start: 10,
        days: 3,
        note: 'Two coats of washable matt white, cracks filled and sanded. Furniture moved and protected by us.',
      },
      {
        materials: 380,
        labor: 1950,
        start: 17,
        days: 4,
        note: 'Price includes ceiling repair in the hallway and a primer coat. We can start earlier if a slot frees up.',
      },
    ]
    for (const [index, painter] of painters.entries()) {
      const offer = quotes[index]
      const [request] = await tx
        .insert(quoteRequest)
        .values({
          projectId: repaint.id,
          providerId: painter.id,
          customerUserId: customerId,
          createdAt: sql`now() - interval '2 days'`,
          updatedAt: sql`now() - interval '1 day'`,
          ...(offer
            ? { firstResponseAt: sql`now() - interval '${sql.raw(String(30 - index * 8))} hours'` }
            : {}),
        })
        .returning({ id: quoteRequest.id })
      if (!request || !offer) continue
      const day = (n: number) => sql`current_date + ${n}::int`
      const totals = quoteTotals(offer.materials, offer.labor, 'standard')
      await tx.insert(quote).values({
        quoteRequestId: request.id,
        clientName: 'Anne Schmit',
        startDate: day(offer.start),
        completionDate: day(offer.start + offer.days),
        materialsCents: totals.materialsCents,
        laborCents: totals.laborCents,
        totalCents: totals.netCents,
        vatRate: 'standard',
        vatPercent: totals.vatPercent,
        vatCents: totals.vatCents,
        message: offer.note,
        validUntil: day(30),
      })
      await tx.insert(notification).values({
        userId: customerId,
        kind: 'quote_received',
        params: { projectName: REPAINT.name, providerName: painter.name },
        quoteRequestId: request.id,
        href: '/my-requests',
        createdAt: sql`now() - interval '${sql.raw(String(30 - index * 8))} hours'`,
      })
      if (index === 0) {
        await tx.insert(quoteMessage).values([
          {
            quoteRequestId: request.id,
            sender: 'provider',
            body: 'Hello Mrs Schmit, is the hallway ceiling also to be painted, or only the walls?',
            createdAt: sql`now() - interval '40 hours'`,
            readAt: sql`now() - interval '38 hours'`,
          },
          {
            quoteRequestId: request.id,
            sender: 'customer',
            senderUserId: customerId,
            body: 'Yes please, the ceilings of both rooms as well.',
            createdAt: sql`now() - interval '37 hours'`,
            readAt: sql`now() - interval '36 hours'`,
          },
        ])
      }
    }

    if (!plumber) return
    const [tap] = await tx
      .insert(project)
      .values({
        ...LEAKING_TAP,
        language: 'en',
        customerUserId: customerId,
        createdAt: sql`now() - interval '30 hours'`,
      })
      .returning({ id: project.id })
    if (!tap) return
    const [request] = await tx
      .insert(quoteRequest)
      .values({
        projectId: tap.id,
        providerId: plumber.id,
        customerUserId: customerId,
        createdAt: sql`now() - interval '30 hours'`,
        updatedAt: sql`now() - interval '30 hours'`,
      })
      .returning({ id: quoteRequest.id })
    if (!request) return
    await tx.insert(quoteMessage).values({
      quoteRequestId: request.id,
      sender: 'customer',
      senderUserId: customerId,
      body: 'Could you come on a Saturday morning? I work in Kirchberg during the week.',
      createdAt: sql`now() - interval '26 hours'`,
    })
    if (ownerId) {
      await tx.insert(notification).values({
        userId: ownerId,
        kind: 'request_received',
        params: { projectName: LEAKING_TAP.name, customerName: 'Anne S.' },
        quoteRequestId: request.id,
        href: `/business/quote-requests/${request.id}`,
        createdAt: sql`now() - interval '30 hours'`,
      })
    }
  })
}
