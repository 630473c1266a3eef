import { project, provider, quoteRequest } from '@server/db/schema/index'
import { DEMO_LINKS, linkDemoAccounts } from '@server/db/seed/demo-account-links'
import { DEMO_ACCOUNTS, ensureAccount } from '@server/modules/auth/seed-accounts'
import { ORIGIN, post, signedInAs, signIn } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { REVIEW_TEXT_MAX } from '@shared/providers/review-schemas'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewerName } from './review-queries'
import { shortName } from './review-service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const SLUG = 'clean-home-kirchberg'
const REVIEW = { rating: 5, text: 'Punctual, careful and the flat was spotless afterwards.' }

async function providerRow(slug = SLUG) {
  const [row] = await t.database.db.select().from(provider).where(eq(provider.slug, slug))
  if (!row) throw new Error(`no provider ${slug}`)
  return row
}

/** A quote request of this customer with the provider, as the quotes flow leaves it. */
async function requestWith(userId: string, status: QuoteStatus, slug = SLUG) {
  const target = await providerRow(slug)
  const [created] = await t.database.db
    .insert(project)
    .values({
      name: 'Spring cleaning',
      category: 'cleaning',
      description: 'Three-room flat',
      locality: 'Kirchberg',
      commune: 'Luxembourg',
      customerUserId: userId,
    })
    .returning()
  await t.database.db.insert(quoteRequest).values({
    projectId: created?.id as number,
    providerId: target.id,
    customerUserId: userId,
    status,
  })
}

const reviewAs = (cookie: string, body: unknown = REVIEW, slug = SLUG) =>
  post(t.app, `/api/providers/${slug}/reviews`, body, { cookie })

describe('reviews: who may write one', () => {
  it('refuses visitors and providers', async () => {
    expect((await post(t.app, `/api/providers/${SLUG}/reviews`, REVIEW)).statusCode).toBe(401)
    const business = await signedInAs(t, 'business')
    expect((await reviewAs(business.cookie)).statusCode).toBe(403)
  })

  it('refuses a customer without a completed request with this provider', async () => {
    const customer = await signedInAs(t, 'individual')
    const none = await reviewAs(customer.cookie)
    expect(none.statusCode).toBe(403)
    expect(none.json().error.code).toBe('review_not_allowed')
    await requestWith(customer.userId, 'in_progress')
    expect((await reviewAs(customer.cookie)).statusCode).toBe(403)
    await requestWith(customer.userId, 'completed', 'sanitaire-weber-bertrange')
    expect((await reviewAs(customer.cookie)).statusCode).toBe(403)
    const eligibility = await t.app.inject({
      url: `/api/providers/${SLUG}/review-eligibility`,
      headers: { cookie: customer.cookie },
    })
    expect(eligibility.json()).toEqual({ eligible: false, reason: 'no_completed_request', isOwner: false })
  })

  it('accepts a customer whose request was completed, once, and updates rating and count together', async () => {
    const before = await providerRow()
    const customer = await signedInAs(t, 'individual')
    await requestWith(customer.userId, 'completed')
    const eligibility = await t.app.inject({
      url: `/api/providers/${SLUG}/review-eligibility`,
      headers: { cookie: customer.cookie },
    })
    expect(eligibility.json()).toEqual({ eligible: true, reason: 'ok', isOwner: false })

    const res = await reviewAs(customer.cookie, { rating: 1, text: REVIEW.text })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ rating: 1, verifiedCustomer: true, authorName: 'individual T.' })

    const after = await providerRow()
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    const expected = (before.rating * before.reviewCount + 1) / (before.reviewCount + 1)
    expect(after.rating).toBeCloseTo(expected, 2)

    const again = await reviewAs(customer.cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('already_reviewed')
    expect((await providerRow()).reviewCount).toBe(after.reviewCount)

    const profile = (await t.app.inject(`/api/public/providers/${SLUG}`)).json()
    expect(profile.reviews.items[0].text).toBe(REVIEW.text)
    expect(profile.reviewCount).toBe(after.reviewCount)
    expect(profile.ratingBreakdown[0]).toBeGreaterThanOrEqual(1)
  })

  it('counts right when two customers review at the same moment, and a double click writes one review', async () => {
    const before = await providerRow()
    const a = await signedInAs(t, 'individual')
    const b = await signedInAs(t, 'individual')
    await requestWith(a.userId, 'completed')
    await requestWith(b.userId, 'completed')
    const results = await Promise.all([reviewAs(a.cookie), reviewAs(b.cookie), reviewAs(a.cookie)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409])
    expect((await providerRow()).reviewCount).toBe(before.reviewCount + 2)
  })

  it('validates stars and text', async () => {
    const customer = await signedInAs(t, 'individual')
    for (const body of [
      { rating: 0, text: REVIEW.text },
      { rating: 6, text: REVIEW.text },
      { rating: 4.5, text: REVIEW.text },
      { rating: 4, text: 'Too short' },
      { rating: 4, text: 'x'.repeat(2001) },
      { text: REVIEW.text },
    ]) {
      const res = await reviewAs(customer.cookie, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('reviews: the provider’s reply', () => {
  const put = (cookie: string | undefined, url: string, payload: object, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { origin: ORIGIN, 'accept-language': language, ...(cookie ? { cookie } : {}) },
    })
  const listAs = (cookie: string) =>
    t.app.inject({ url: '/api/provider/reviews?pageSize=20', headers: { cookie } })

  it('lets the provider’s owner list their reviews, reply and edit the reply, and nobody else', async () => {
    const owner = await signedInAs(t, 'business')
    const other = await signedInAs(t, 'business')
    await t.database.db.update(provider).set({ ownerUserId: owner.userId }).where(eq(provider.slug, SLUG))
    // A generated listing for the other business (the demo accounts' listings stay unowned here).
    await t.database.db.execute(
      sql`update provider set owner_user_id = ${other.userId} where id = (select max(id) from provider)`,
    )
    const customer = await signedInAs(t, 'individual')
    await requestWith(customer.userId, 'completed')
    const created = (await reviewAs(customer.cookie)).json()

    const asOwner = await t.app.inject({
      url: `/api/providers/${SLUG}/review-eligibility`,
      headers: { cookie: owner.cookie },
    })
    expect(asOwner.json()).toMatchObject({ eligible: false, reason: 'not_customer', isOwner: true })

    // The owner's dashboard lists the listing's reviews, newest first; another provider's does not.
    const listed = await listAs(owner.cookie)
    expect(listed.statusCode, listed.body).toBe(200)
    const mine = listed.json()
    expect(mine.items[0]).toMatchObject({ id: created.id, reply: null })
    expect(mine.total).toBe((await providerRow()).reviewCount)
    expect((await listAs(other.cookie)).json().items.map((r: { id: number }) => r.id)).not.toContain(
      created.id,
    )
    expect((await listAs(customer.cookie)).statusCode).toBe(403)
    expect((await t.app.inject('/api/provider/reviews')).statusCode).toBe(401)

    const url = `/api/reviews/${created.id}/reply`
    const text = { text: 'Thank you, see you next spring!' }
    expect((await put(other.cookie, url, text)).statusCode).toBe(404)
    expect((await put(customer.cookie, url, text)).statusCode).toBe(403)
    expect((await put(undefined, url, text)).statusCode).toBe(401)
    expect((await put(owner.cookie, '/api/reviews/999999999/reply', text)).statusCode).toBe(404)

    const empty = await put(owner.cookie, url, { text: '   ' }, 'fr')
    expect(empty.statusCode).toBe(400)
    const tooLong = await put(owner.cookie, url, { text: 'x'.repeat(REVIEW_TEXT_MAX + 1) })
    expect(tooLong.statusCode).toBe(400)

    const replied = await put(owner.cookie, url, text)
    expect(replied.statusCode, replied.body).toBe(200)
    expect(replied.json().reply).toBe(text.text)
    const edited = await put(owner.cookie, url, { text: 'Thank you, Anne: see you next spring!' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(new Date(edited.json().repliedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(replied.json().repliedAt).getTime(),
    )
    // The refused attempts changed nothing; the public reviews and the dashboard show the edit.
    const reviews = (await t.app.inject(`/api/public/providers/${SLUG}/reviews?pageSize=20`)).json()
    const shown = reviews.items.find((r: { id: number }) => r.id === created.id)
    expect(shown).toMatchObject({ reply: 'Thank you, Anne: see you next spring!', text: REVIEW.text })
    expect((await listAs(owner.cookie)).json().items[0].reply).toBe('Thank you, Anne: see you next spring!')
    const profile = (await t.app.inject(`/api/public/providers/${SLUG}`)).json()
    expect(profile.reviews.items[0].reply).toBe('Thank you, Anne: see you next spring!')
  })
})

describe('review author names', () => {
  it('shows a first name and an initial', () => {
    expect(shortName('Anne Schmit')).toBe('Anne S.')
    expect(shortName('  Jean  Claude  van Dam ')).toBe('Jean D.')
    expect(shortName('Cher')).toBe('Cher')
  })

  it('stores no signature of ours for an unnamed author, and reads the English one stored before as unnamed', () => {
    expect(shortName('  ')).toBe('')
    expect(reviewerName('')).toBeNull()
    expect(reviewerName('LuxPro customer')).toBeNull()
    expect(reviewerName('Anne S.')).toBe('Anne S.')
  })
})

describe('search answers after a review', () => {
  it('shows the new rating in search at once, although searches are cached', async () => {
    const search = async () =>
      (await t.app.inject('/api/public/providers/search?q=clean%20home&pageSize=50'))
        .json()
        .items.find((i: { slug: string }) => i.slug === SLUG)
    // The minimum-rating filter reads the directory index, which the review must refresh too.
    const keptAtLeast = async (minRating: number) =>
      (await t.app.inject(`/api/public/providers/search?q=clean%20home&minRating=${minRating}&pageSize=50`))
        .json()
        .items.some((i: { slug: string }) => i.slug === SLUG)
    const before = await search()
    expect(await keptAtLeast(before.rating)).toBe(true)
    const customer = await signedInAs(t, 'individual')
    await requestWith(customer.userId, 'completed')
    expect((await reviewAs(customer.cookie, { rating: 1, text: REVIEW.text })).statusCode).toBe(201)
    const after = await search()
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    expect(after.rating).toBeLessThan(before.rating)
    expect(await keptAtLeast(before.rating)).toBe(false)
  })
})

describe('demo accounts', () => {
  it('the demo customer may review the cleaner she hired, and the demo business owns its listing', async () => {
    for (const account of DEMO_ACCOUNTS) await ensureAccount(t.app.auth, t.database.db, account)
    await linkDemoAccounts(t.database.db)
    await linkDemoAccounts(t.database.db)
    const anne = await signIn(t.app, 'anne.schmit@example.lu', 'Demo-Customer-2026')
    const eligibility = await t.app.inject({
      url: `/api/providers/${DEMO_LINKS.completedJob.providerSlug}/review-eligibility`,
      headers: { cookie: anne.cookie },
    })
    expect(eligibility.json()).toEqual({ eligible: true, reason: 'ok', isOwner: false })
    const marc = await signIn(t.app, 'contact@sanitaire-weber.lu', 'Demo-Business-2026')
    const owner = await t.app.inject({
      url: `/api/providers/${DEMO_LINKS.owner.providerSlug}/review-eligibility`,
      headers: { cookie: marc.cookie },
    })
    expect(owner.json().isOwner).toBe(true)
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(quoteRequest)
      .where(eq(quoteRequest.customerUserId, (await anne.res.json()).user.id))
    expect(n).toBe(1)
  })
})
