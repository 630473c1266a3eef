import type { Database } from '@server/db/client'
import {
  invoice,
  invoiceCounter,
  invoicePayment,
  partnerApplication,
  partnerApplicationEvent,
  provider,
  subscription,
} from '@server/db/schema/index'
import type { ApplicationStatus } from '@shared/applications/application-status'
import { creditorReference } from '@shared/billing/creditor-reference'
import { PLANS, type PlanTier, type Product, type SelfServiceTier, withVat } from '@shared/billing/plans'
import { PAYMENT_TERM_DAYS, SELLER } from '@shared/billing/seller'
import { luxembourgToday } from '@shared/format/date-time'
import { luxembourgVatFor } from '@shared/providers/vat-number'
import { count, eq, inArray } from 'drizzle-orm'

const HOUR = 3_600_000
const DAY = 24 * HOUR

interface DemoApplication {
  reference: string
  status: ApplicationStatus
  company: string
  contact: string
  email: string
  category: 'plumbing' | 'electrical' | 'painting' | 'gardening' | 'cleaning' | 'legal' | 'roofing'
  language: 'en' | 'fr' | 'de'
  areas: string[]
  vat: number
  products: Product[]
  /** The plan the applicant chose. */
  tier: SelfServiceTier
  /** Hours ago it was submitted (null: a draft). */
  submittedHoursAgo: number | null
  question?: { askedHoursAgo: number; text: string }
  decision?: { hoursAgo: number; reason?: string }
  linkedProviderSlug?: string
}

/** Applications in every state, one of them past its 48 hours. */
const APPLICATIONS: DemoApplication[] = [
  {
    reference: 'LP-D7RAFT',
    status: 'draft',
    company: 'Jardins Kieffer',
    contact: 'Paul Kieffer',
    email: 'paul@jardins-kieffer.lu',
    category: 'gardening',
    language: 'fr',
    areas: ['canton:Mersch'],
    vat: 401_234,
    products: [],
    tier: 'basic',
    submittedHoursAgo: null,
  },
  {
    reference: 'LP-L4TE48',
    status: 'submitted',
    company: 'Sanitär Becker',
    contact: 'Jonas Becker',
    email: 'info@sanitaer-becker.lu',
    category: 'plumbing',
    language: 'de',
    areas: ['canton:Grevenmacher', 'commune:Remich'],
    vat: 402_345,
    products: ['directory_listing', 'quote_requests', 'more_leads'],
    tier: 'pro',
    submittedHoursAgo: 51,
  },
  {
    reference: 'LP-N3WONE',
    status: 'submitted',
    company: 'Peinture Lopes',
    contact: 'Ana Lopes',
    email: 'contact@peinture-lopes.lu',
    category: 'painting',
    language: 'fr',
    areas: ['canton:Esch-sur-Alzette'],
    vat: 403_456,
    products: ['directory_listing', 'premium_badge'],
    tier: 'premium',
    submittedHoursAgo: 5,
  },
  {
    reference: 'LP-R3V1EW',
    status: 'in_review',
    company: 'Brightline Cleaning',
    contact: 'Emma Walsh',
    email: 'hello@brightline.lu',
    category: 'cleaning',
    language: 'en',
    areas: ['canton:Luxembourg'],
    vat: 404_567,
    products: ['directory_listing', 'quote_requests', 'extra_categories'],
    tier: 'basic_plus',
    submittedHoursAgo: 30,
  },
  {
    reference: 'LP-QU3STN',
    status: 'info_requested',
    company: 'Toitures Majerus',
    contact: 'Marc Majerus',
    email: 'marc@toitures-majerus.lu',
    category: 'roofing',
    language: 'fr',
    areas: ['canton:Diekirch', 'canton:Vianden'],
    vat: 405_678,
    products: ['directory_listing', 'quote_requests'],
    tier: 'basic',
    submittedHoursAgo: 40,
    question: {
      askedHoursAgo: 12,
      text: 'Votre autorisation d’établissement couvre-t-elle aussi la ferblanterie ? Merci de nous envoyer son numéro complet.',
    },
  },
  {
    reference: 'LP-APPR0V',
    status: 'approved',
    company: 'Électricité Rossi',
    contact: 'Luca Rossi',
    email: 'applications@electricite-rossi.lu',
    category: 'electrical',
    language: 'fr',
    areas: ['commune:Esch-sur-Alzette', 'commune:Schifflange'],
    vat: 406_789,
    products: ['directory_listing', 'quote_requests', 'extra_categories'],
    tier: 'basic_plus',
    submittedHoursAgo: 14 * 24,
    decision: { hoursAgo: 13 * 24 },
    linkedProviderSlug: 'electricite-rossi-esch-sur-alzette',
  },
  {
    reference: 'LP-DECL1N',
    status: 'declined',
    company: 'Quick Fix Anything',
    contact: 'Sam Doe',
    email: 'sam@quickfix.example',
    category: 'legal',
    language: 'en',
    areas: ['canton:Capellen'],
    vat: 407_890,
    products: ['directory_listing'],
    tier: 'basic',
    submittedHoursAgo: 8 * 24,
    decision: {
      hoursAgo: 7 * 24,
      reason:
        'Legal advice in Luxembourg needs a lawyer registered with the Bar; we could not find your registration.',
    },
  },
]

async function seedApplications(db: Database, now: number) {
  const linked = await db
    .select({ id: provider.id, slug: provider.slug })
    .from(provider)
    .where(
      inArray(
        provider.slug,
        APPLICATIONS.flatMap((a) => a.linkedProviderSlug ?? []),
      ),
    )
  for (const app of APPLICATIONS) {
    const submitted = app.submittedHoursAgo === null ? null : new Date(now - app.submittedHoursAgo * HOUR)
    const asked = app.question ? new Date(now - app.question.askedHoursAgo * HOUR) : null
    const decided = app.decision ? new Date(now - app.decision.hoursAgo * HOUR) : null
    const [row] = await db
      .insert(partnerApplication)
      .values({
        reference: app.reference,
        status: app.status,
        language: app.language,
        contactPerson: app.contact,
        companyName: app.company,
        email: app.email,
        phone: '+352 26 00 00 00',
        primaryCategory: app.category,
        yearsInBusiness: '5_10',
        teamSize: '1_5',
        serviceAreas: app.areas,
        specificServices: `${app.company}: the services of a ${app.category} business.`,
        vatNumber: luxembourgVatFor(app.vat),
        rcsNumber: `B${app.vat}`,
        permitNumber: `10${app.vat}/1`,
        howHeard: submitted ? 'internet_search' : null,
        goal: submitted ? 'More customers in our area without paying a commission.' : null,
        interestedProducts: app.products,
        tier: app.tier,
        stepsDone: submitted ? ['basic', 'business', 'final'] : ['basic', 'business'],
        draftExpiresAt: submitted ? null : new Date(now + 5 * DAY),
        question: app.question?.text ?? null,
        questionAskedAt: asked,
        submittedAt: submitted,
        reviewDueAt: submitted ? new Date(submitted.getTime() + 48 * HOUR) : null,
        clockPausedAt: app.status === 'info_requested' ? asked : null,
        decidedAt: decided,
        declineReason: app.decision?.reason ?? null,
        providerId: linked.find((l) => l.slug === app.linkedProviderSlug)?.id ?? null,
        createdAt: new Date((submitted?.getTime() ?? now - 2 * DAY) - HOUR),
        updatedAt: decided ?? asked ?? submitted ?? new Date(now - 2 * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: partnerApplication.id, createdAt: partnerApplication.createdAt })
    if (!row) continue
    const events: Array<{ kind: string; at: Date; actor: string; body?: string }> = [
      { kind: 'created', at: row.createdAt, actor: 'applicant' },
    ]
    if (submitted) events.push({ kind: 'submitted', at: submitted, actor: 'applicant' })
    if (['in_review', 'info_requested', 'approved', 'declined'].includes(app.status) && submitted)
      events.push({
        kind: 'review_started',
        at: new Date(submitted.getTime() + 2 * HOUR),
        actor: 'LuxPro Admin',
      })
    if (asked)
      events.push({ kind: 'info_requested', at: asked, actor: 'LuxPro Admin', body: app.question?.text })
    if (decided)
      events.push({ kind: app.status, at: decided, actor: 'LuxPro Admin', body: app.decision?.reason })
    await db.insert(partnerApplicationEvent).values(
      events.map((e) => ({
        applicationId: row.id,
        kind: e.kind as typeof partnerApplicationEvent.$inferInsert.kind,
        actorName: e.actor,
        body: e.body ?? null,
        createdAt: e.at,
      })),
    )
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10)
const monthStart = (date: Date, monthsBack: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1))

/** Plans for a few demo businesses and three months of invoices: paid, open, and one overdue. */
const SUBSCRIBERS: Array<{ slug: string; tier: PlanTier; payLast: boolean }> = [
  { slug: 'sanitaire-weber-bertrange', tier: 'pro', payLast: false },
  { slug: 'electricite-rossi-esch-sur-alzette', tier: 'basic_plus', payLast: false },
  { slug: 'clean-home-kirchberg', tier: 'premium', payLast: true },
  { slug: 'peinture-thill-mersch', tier: 'basic', payLast: false },
]

async function seedInvoices(db: Database, now: Date) {
  const providers = await db
    .select()
    .from(provider)
    .where(
      inArray(
        provider.slug,
        SUBSCRIBERS.map((s) => s.slug),
      ),
    )
  let sequence = 0
  const year = now.getUTCFullYear()
  const rows: Array<typeof invoice.$inferInsert> = []
  for (const subscriber of SUBSCRIBERS) {
    const listing = providers.find((p) => p.slug === subscriber.slug)
    if (!listing) continue
    await db
      .insert(subscription)
      .values({ providerId: listing.id, tier: subscriber.tier, startsOn: day(monthStart(now, 2)) })
      .onConflictDoNothing()
    await db
      .update(provider)
      .set({ subscriptionTier: subscriber.tier, premium: PLANS[subscriber.tier].badge })
      .where(eq(provider.id, listing.id))
    for (const back of [2, 1, 0]) {
      const start = monthStart(now, back)
      if (start.getUTCFullYear() !== year) continue
      sequence += 1
      const amounts = withVat(PLANS[subscriber.tier].monthlyCents)
      const issued = day(start)
      const due = day(new Date(start.getTime() + PAYMENT_TERM_DAYS * DAY))
      rows.push({
        number: `LP-${year}-${String(sequence).padStart(6, '0')}`,
        year,
        sequence,
        providerId: listing.id,
        tier: subscriber.tier,
        periodStart: issued,
        periodEnd: day(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0))),
        issuedOn: issued,
        dueOn: due,
        netCents: amounts.netCents,
        vatRateBasisPoints: amounts.rateBasisPoints,
        vatCents: amounts.vatCents,
        grossCents: amounts.grossCents,
        seller: {
          name: SELLER.name,
          address: [...SELLER.address],
          vatNumber: SELLER.vatNumber,
          rcsNumber: SELLER.rcsNumber,
          email: SELLER.email,
        },
        buyer: {
          name: listing.companyName,
          address: [
            listing.address,
            `${listing.postalCode ? `L-${listing.postalCode} ` : ''}${listing.locality}`,
          ].filter((line): line is string => Boolean(line)),
          vatNumber: listing.vatNumber,
          rcsNumber: listing.rcsNumber,
          email: listing.email,
        },
        structuredReference: creditorReference(`${year}${String(sequence).padStart(6, '0')}`),
        // Paid once due, except Peinture Thill's last month (the overdue one) and invoices not due yet.
        status:
          (subscriber.slug === 'peinture-thill-mersch' && back === 1) ||
          (due >= day(now) && !subscriber.payLast)
            ? 'issued'
            : 'paid',
        paidAt: null,
      })
    }
  }
  if (rows.length === 0) return
  const inserted = await db.insert(invoice).values(rows).returning()
  const paid = inserted.filter((r) => r.status === 'paid')
  if (paid.length > 0) {
    await db.insert(invoicePayment).values(
      paid.map((r) => ({
        invoiceId: r.id,
        method: 'bank_transfer' as const,
        amountCents: r.grossCents,
        receivedOn: r.dueOn,
      })),
    )
    await db
      .update(invoice)
      .set({ paidAt: new Date(now.getTime() - 5 * DAY) })
      .where(
        inArray(
          invoice.id,
          paid.map((r) => r.id),
        ),
      )
  }
  await db.insert(invoiceCounter).values({ year, lastNumber: sequence }).onConflictDoNothing()
}

/** Demo partner applications (each state, one overdue), plans and invoices; once, into an empty table. */
export async function seedDemoPartners(db: Database, now = new Date()): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(partnerApplication)
  if (n > 0) return
  await seedApplications(db, now.getTime())
  // Months as the monthly invoicing job counts them: in Luxembourg, where the month can have turned
  // an hour or two before it has in UTC (the job would otherwise issue the month again at once).
  await seedInvoices(db, new Date(`${luxembourgToday(now)}T12:00:00Z`))
}
