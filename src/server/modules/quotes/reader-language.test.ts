import { project, provider, quoteRequest, review, user } from '@server/db/schema/index'
import { backfillWrittenLanguages } from '@server/modules/assistant/written-language-backfill'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ReviewPage } from '@shared/providers/provider-profile-schemas'
import { projectTitle } from '@shared/quotes/job-title'
import type {
  CreatedQuoteRequests,
  CustomerProjects,
  NotificationList,
  QuoteRequestDetail,
} from '@shared/quotes/quote-request-schemas'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Titles made from a project's facts are drawn in each reader's language; what people wrote keeps
// its language, stored and named.

let t: TestApp
let plumbers: number[]
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db.execute<{ id: number }>(
    sql`select id from provider where status = 'active' and 'plumbing' = any(categories) order by id limit 2`,
  )
  plumbers = rows.rows.map((r) => r.id)
})
afterAll(() => t.close())

const GERMAN = 'Der Wasserhahn in der Küche tropft seit einer Woche, bitte ersetzen Sie die Kartusche.'
const month = (language: 'en' | 'fr' | 'de') =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'Europe/Luxembourg' }).format(
    new Date(),
  )

async function send(cookie: string, providerIds: number[], fields: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    headers: { origin: ORIGIN, cookie, 'accept-language': 'de' },
    payload: {
      providerIds,
      project: { category: 'plumbing', description: GERMAN, location: 'Mamer', ...fields },
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as CreatedQuoteRequests
}

async function germanCustomer() {
  const customer = await signedInAs(t, 'individual')
  await t.database.db.update(user).set({ language: 'de' }).where(eq(user.id, customer.userId))
  await t.database.db.execute(
    sql`insert into credit_ledger (user_id, delta, reason) values (${customer.userId}, 5, 'refill')`,
  )
  return customer
}

/** A French-speaking business account that owns the listing (it gets the in-app notices). */
async function frenchOwnerOf(providerId: number) {
  const owner = await signedInAs(t, 'business')
  await t.database.db.update(user).set({ language: 'fr' }).where(eq(user.id, owner.userId))
  await t.database.db.update(provider).set({ ownerUserId: owner.userId }).where(eq(provider.id, providerId))
  return owner.cookie
}

describe('a project titled by its facts', () => {
  it('is stored without a name and with the customer’s language, and a French provider reads its title in French', async () => {
    const plumber = plumbers[0] as number
    const cookie = await frenchOwnerOf(plumber)
    const customer = await germanCustomer()
    const created = await send(customer.cookie, [plumber])
    expect(created.project.name).toBeNull()
    expect(created.project.language).toBe('de')
    const requestId = created.requests[0]?.id as number

    const [stored] = await t.database.db.select().from(project).where(eq(project.id, created.project.id))
    expect(stored?.name).toBeNull()

    const lead = await t.app.inject({
      url: `/api/quote-requests/${requestId}`,
      headers: { cookie, 'accept-language': 'fr' },
    })
    expect(lead.statusCode, lead.body).toBe(200)
    const detail = lead.json() as QuoteRequestDetail
    expect(detail.project.language).toBe('de')
    expect(projectTitle(detail.project, 'fr')).toBe(`Plomberie à Mamer, ${month('fr')}`)
    expect(projectTitle(detail.project, 'de')).toBe(`Sanitär in Mamer, ${month('de')}`)

    // The provider's notice carries the project's facts, so it too reads in the reader's language.
    const notices = (
      await t.app.inject({ url: '/api/notifications', headers: { cookie } })
    ).json() as NotificationList
    const notice = notices.items.find((n) => n.quoteRequestId === requestId)
    expect(notice?.params.projectName).toBeUndefined()
    expect(notice?.project && projectTitle(notice.project, 'fr')).toBe(`Plomberie à Mamer, ${month('fr')}`)
  })

  it('gives two projects of the same trade, place and month distinct titles', async () => {
    const customer = await germanCustomer()
    const ids = plumbers.slice(0, 1)
    const first = await send(customer.cookie, ids)
    const second = await send(customer.cookie, ids)
    expect([first.project.titleNumber, second.project.titleNumber]).toEqual([1, 2])
    const mine = (
      await t.app.inject({ url: '/api/quote-requests', headers: { cookie: customer.cookie } })
    ).json() as CustomerProjects
    const titles = mine.items.map((item) => projectTitle(item.project, 'de'))
    expect(new Set(titles).size).toBe(titles.length)
    expect(titles).toContain(`Sanitär in Mamer, ${month('de')} (2)`)
  })

  it('keeps a title the customer typed as typed', async () => {
    const customer = await germanCustomer()
    const created = await send(customer.cookie, [plumbers[0] as number], { name: 'Küchenhahn tauschen' })
    expect(created.project.name).toBe('Küchenhahn tauschen')
    expect(projectTitle(created.project, 'fr')).toBe('Küchenhahn tauschen')
  })
})

describe('older rows', () => {
  it('detects the language of an older project and drops a name made from its trade and place', async () => {
    const [older] = await t.database.db
      .insert(project)
      .values({
        name: 'Sanitär in Mamer',
        category: 'plumbing',
        description: GERMAN,
        locality: 'Mamer',
        commune: 'Mamer',
      })
      .returning()
    const [typed] = await t.database.db
      .insert(project)
      .values({
        name: 'Bad renovieren',
        category: 'plumbing',
        description: GERMAN,
        locality: 'Mamer',
        commune: 'Mamer',
      })
      .returning()
    await backfillWrittenLanguages(t.database.db)
    const after = await t.database.db
      .select({ id: project.id, name: project.name, language: project.language })
      .from(project)
      .where(sql`${project.id} in (${older?.id}, ${typed?.id})`)
      .orderBy(project.id)
    expect(after).toEqual([
      { id: older?.id, name: null, language: 'de' },
      { id: typed?.id, name: 'Bad renovieren', language: 'de' },
    ])
  })
})

describe('reviews carry their language', () => {
  const SLUG = 'clean-home-kirchberg'
  async function completedWith(userId: string) {
    const [target] = await t.database.db.select().from(provider).where(eq(provider.slug, SLUG))
    const [created] = await t.database.db
      .insert(project)
      .values({
        name: 'Ménage',
        category: 'cleaning',
        description: 'Trois pièces',
        locality: 'Kirchberg',
        commune: 'Luxembourg',
        customerUserId: userId,
      })
      .returning()
    await t.database.db.insert(quoteRequest).values({
      projectId: created?.id as number,
      providerId: target?.id as number,
      customerUserId: userId,
      status: 'completed',
    })
  }

  it('stores the language the review is written in (not the page’s), lists it and filters by it', async () => {
    const customer = await signedInAs(t, 'individual')
    await completedWith(customer.userId)
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/providers/${SLUG}/reviews`,
      headers: { origin: ORIGIN, cookie: customer.cookie, 'accept-language': 'en' },
      payload: {
        rating: 5,
        text: 'Sehr pünktlich und gründlich, die Wohnung war danach blitzsauber. Gerne wieder!',
      },
    })
    expect(written.statusCode, written.body).toBe(201)
    expect(written.json().language).toBe('de')
    const [stored] = await t.database.db.select().from(review).where(eq(review.id, written.json().id))
    expect(stored?.languageDetected).toBe(true)

    const page = (
      await t.app.inject({ url: `/api/public/providers/${SLUG}/reviews?language=de` })
    ).json() as ReviewPage
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((r) => r.language === 'de')).toBe(true)
    expect(page.items.map((r) => r.id)).toContain(written.json().id)
    const all = (await t.app.inject({ url: `/api/public/providers/${SLUG}/reviews` })).json() as ReviewPage
    expect(all.languages.find((l) => l.language === 'de')?.count).toBe(page.total)
    expect(all.languages.reduce((sum, l) => sum + l.count, 0)).toBe(all.total)
  })

  it('refuses a language filter that is not a review language', async () => {
    const res = await t.app.inject({ url: `/api/public/providers/${SLUG}/reviews?language=xx` })
    expect(res.statusCode).toBe(400)
  })

  it('detects the language of reviews stored before, once', async () => {
    const [target] = await t.database.db.select().from(provider).where(eq(provider.slug, SLUG))
    const [older] = await t.database.db
      .insert(review)
      .values({
        providerId: target?.id as number,
        authorName: 'Marie',
        rating: 4,
        text: 'Très bon travail, équipe sympathique et ponctuelle, je recommande.',
        language: 'en',
      })
      .returning()
    await backfillWrittenLanguages(t.database.db)
    const [after] = await t.database.db
      .select()
      .from(review)
      .where(eq(review.id, older?.id as number))
    expect(after?.language).toBe('fr')
    expect(after?.languageDetected).toBe(true)
  })
})
