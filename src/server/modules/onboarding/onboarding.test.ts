import { partnerApplication, provider } from '@server/db/schema/index'
import { approveApplication } from '@server/modules/applications/application-approval'
import { listingOverview } from '@server/modules/onboarding/listing-stats'
import { ORIGIN, post, signedInAs, signIn, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import { luxembourgVatFor } from '@shared/providers/vat-number'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** An application approved by an admin, and its new owner signed in with the emailed set-password link. */
async function approvedPartner() {
  const admin = await signedInAs(t, 'admin')
  const email = uniqueEmail('onboard')
  const [row] = await t.database.db
    .insert(partnerApplication)
    .values({
      reference: `LP-T${Date.now().toString(36).slice(-5).toUpperCase()}`,
      status: 'in_review',
      contactPerson: 'Nora Klein',
      companyName: 'Zwyrtel Gardens',
      email,
      phone: '+352 621 000 111',
      primaryCategory: 'gardening',
      serviceAreas: ['commune:Mamer'],
      vatNumber: luxembourgVatFor(812_345),
      tier: 'pro',
      stepsDone: ['basic', 'business', 'final'],
      submittedAt: new Date(),
      reviewDueAt: new Date(Date.now() + 3_600_000),
    })
    .returning()
  const approval = await approveApplication(t.database.db, row?.id ?? 0, {
    userId: admin.userId,
    name: 'admin',
    actor: { userId: admin.userId, email: admin.email, ip: null, userAgent: null },
  })
  const password = 'Jardin-Vert-2026'
  expect(
    (
      await post(t.app, '/api/auth/reset-password', {
        token: approval.setPasswordToken,
        newPassword: password,
      })
    ).statusCode,
  ).toBe(200)
  const { cookie } = await signIn(t.app, email, password)
  return { cookie, slug: approval.providerSlug }
}

const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } })

async function upload(cookie: string, kind: string, bytes: Buffer, fileName: string, type: string) {
  const boundary = '----luxpro-test'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: `/api/provider/onboarding/documents/${kind}`,
    payload: body,
    headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
}

describe('onboarding', () => {
  it('publishes the listing when the required items are done, and the directory finds it', async () => {
    const me = await approvedPartner()
    const start = (await call(me.cookie, 'GET', '/api/provider/onboarding')).json()
    expect(start).toMatchObject({
      published: false,
      ready: false,
      fromApplication: true,
      tier: 'pro',
      serviceRadiusKm: 0,
    })
    expect(
      start.items.filter((i: { required: boolean }) => i.required).map((i: { id: string }) => i.id),
    ).toEqual(['services', 'opening_hours', 'service_radius', 'insurance'])
    // Not yet: refused.
    expect((await call(me.cookie, 'POST', '/api/provider/onboarding/publish')).statusCode).toBe(409)

    const service = {
      name: 'Hedge trimming',
      price: 45,
      unit: 'hour',
      category: 'gardening',
      description: '',
    }
    expect((await call(me.cookie, 'POST', '/api/provider/services', service)).statusCode).toBe(201)
    const week = { slots: [0, 1, 2, 3, 4].map((day) => ({ day, startTime: '08:00', endTime: '17:00' })) }
    expect((await call(me.cookie, 'PUT', '/api/provider/availability', week)).statusCode).toBe(200)
    expect(
      (await call(me.cookie, 'PUT', '/api/provider/onboarding/service-radius', { km: 0 })).statusCode,
    ).toBe(400)
    const radius = (
      await call(me.cookie, 'PUT', '/api/provider/onboarding/service-radius', { km: 25 })
    ).json()
    expect(radius).toMatchObject({ serviceRadiusKm: 25, published: false })

    // A text file is not a certificate.
    expect(
      (await upload(me.cookie, 'insurance', Buffer.from('hello'), 'policy.pdf', 'application/pdf'))
        .statusCode,
    ).toBe(415)
    const doc = await PDFDocument.create()
    doc.addPage().drawText('Assurance responsabilité civile')
    const pdf = Buffer.from(await doc.save())
    const done = await upload(me.cookie, 'insurance', pdf, 'attestation.pdf', 'application/pdf')
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({
      published: true,
      ready: true,
      insurance: { fileName: 'attestation.pdf' },
    })

    const [listing] = await t.database.db.select().from(provider).where(eq(provider.slug, me.slug))
    expect(listing?.status).toBe('active')
    const profile = await t.app.inject(`/api/public/providers/${me.slug}`)
    expect(profile.statusCode).toBe(200)
    expect(profile.json().openingHours[0]).toEqual([['08:00', '17:00']])
    const search = (await t.app.inject('/api/public/providers/search?q=zwyrtel')).json()
    expect(search.items.map((i: { slug: string }) => i.slug)).toContain(me.slug)

    const back = await call(me.cookie, 'GET', '/api/provider/onboarding/documents/insurance')
    expect(back.rawPayload.equals(pdf)).toBe(true)

    // The overview counts the profile view and the search appearance (gathered after the answer,
    // written in batches: written now).
    await t.app.listingStats.flush()
    const overview = (await call(me.cookie, 'GET', '/api/provider/overview?days=30')).json()
    expect(overview).toMatchObject({
      days: 30,
      profileViews: 1,
      searchAppearances: 1,
      leadsReceived: 0,
      winRate: null,
    })
    expect(overview.series).toHaveLength(30)
    expect(overview.plan).toMatchObject({
      tier: 'pro',
      leadsPerMonth: 40,
      categoriesAllowed: 3,
      categoriesUsed: 1,
    })
    expect((await call(me.cookie, 'GET', '/api/provider/overview?days=7')).statusCode).toBe(400)
  })

  it('shows what a lead is worth: leads, answers, quotes, win rate and the response time of the profile', async () => {
    const me = await providerWithListing(t)
    const [listing] = await t.database.db.select().from(provider).where(eq(provider.id, me.providerId))
    const before = (await call(me.cookie, 'GET', '/api/provider/overview?days=90')).json()
    const customer = await signedInAs(t, 'individual')
    const project = {
      name: 'Fix it this month',
      category: listing?.categories[0],
      description: 'A small job described in enough words for the provider to give a price.',
      location: 'L-8010',
      budgetLow: 500,
      budgetHigh: 900,
      timeline: 'within_month',
    }
    const sent = await call(customer.cookie, 'POST', '/api/quote-requests', {
      providerIds: [me.providerId],
      project,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const requestId = sent.json().requests[0].id
    const quoted = await call(me.cookie, 'POST', `/api/quote-requests/${requestId}/quote`, {
      clientName: 'Anne Schmit',
      startDate: '2026-12-07',
      completionDate: '2026-12-10',
      materialsCost: 120,
      laborCost: 480,
      message: 'Done in a day.',
      validUntil: '2026-12-31',
    })
    expect(quoted.statusCode, quoted.body).toBe(200)
    const quoteId = quoted.json().quote.id
    expect((await call(customer.cookie, 'POST', `/api/quotes/${quoteId}/accept`, {})).statusCode).toBe(200)

    const after = (await call(me.cookie, 'GET', '/api/provider/overview?days=90')).json()
    expect(after).toMatchObject({
      days: 90,
      leadsReceived: before.leadsReceived + 1,
      leadsAnswered: before.leadsAnswered + 1,
      quotesSent: before.quotesSent + 1,
      quotesAccepted: before.quotesAccepted + 1,
    })
    expect(after.winRate).toBeCloseTo(after.quotesAccepted / after.quotesSent)
    expect(after.plan.leadsThisMonth).toBe(before.plan.leadsThisMonth + 1)
    expect(after.series).toHaveLength(90)
    expect(after.series.at(-1).leads).toBe(before.series.at(-1).leads + 1)
    const profile = (await t.app.inject(`/api/public/providers/${me.slug}`)).json()
    expect(after.medianResponseMinutes).toBe(profile.medianResponseMinutes)
    expect(after.medianResponseMinutes).not.toBeNull()
  })

  it('counts days as Luxembourg’s: half an hour after midnight there, the series ends on the new day', async () => {
    const me = await providerWithListing(t)
    // 23:30 UTC on 26 November is 00:30 on the 27th in Luxembourg (UTC+1 in winter).
    const overview = await listingOverview(t.database.db, me.providerId, 30, new Date('2026-11-26T23:30:00Z'))
    expect(overview.series).toHaveLength(30)
    expect(overview.series.at(-1)?.day).toBe('2026-11-27')
    expect(overview.series[0]?.day).toBe('2026-10-29')
  })

  it('keeps each listing to its owner', async () => {
    const customer = await signedInAs(t, 'individual')
    expect((await call(customer.cookie, 'GET', '/api/provider/onboarding')).statusCode).toBe(403)
    const stranger = await signedInAs(t, 'business')
    expect((await call(stranger.cookie, 'GET', '/api/provider/onboarding')).statusCode).toBe(404)
  })
})
