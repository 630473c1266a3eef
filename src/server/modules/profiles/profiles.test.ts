import {
  contactMessage,
  creditLedger,
  notificationDigest,
  notificationPreference,
  profile,
  provider,
  review,
  session,
  supportTicket,
  user,
} from '@server/db/schema/index'
import { GOOD_PASSWORD, post, signedInAs, signIn } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk } from '@server/test/chat'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/users/me', headers: { cookie } })).json().data

describe('profile (product §3, §4, §7)', () => {
  it('a customer profile is always complete; a business needs location and phone number', async () => {
    const customer = await signedInAs(t, 'individual')
    expect(await me(customer.cookie)).toMatchObject({
      type: 'individual',
      role: 'customer',
      profileComplete: true,
      country: 'Luxembourg',
    })

    const business = await signedInAs(t, 'business')
    expect(await me(business.cookie)).toMatchObject({ role: 'provider', profileComplete: false })
    const store = (body: object) => post(t.app, '/api/users/profile/store', body, { cookie: business.cookie })
    expect((await store({ location: 'Mersch' })).json().data.profileComplete).toBe(false)
    const done = await store({ phoneNumber: '+352 621 555 010' })
    expect(done.statusCode).toBe(200)
    expect(done.json().data).toMatchObject({
      location: 'Mersch',
      phoneNumber: '+352 621 555 010',
      profileComplete: true,
    })
  })

  it('stores every field of product §7, merges changes, and ignores type, verified and email', async () => {
    const { cookie, email } = await signedInAs(t, 'individual')
    const res = await post(
      t.app,
      '/api/users/profile/store',
      {
        name: 'Anne Weber',
        city: 'Esch-sur-Alzette',
        postal_code: 'L-4001',
        coordinates: { lat: 49.4958, lon: 5.9806 },
        website: 'https://anne.lu',
        services: ['Tiling'],
        type: 'admin',
        verified: true,
        email: 'someone.else@example.lu',
        language: 'de',
      },
      { cookie },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      name: 'Anne Weber',
      email,
      type: 'individual',
      verified: false,
      city: 'Esch-sur-Alzette',
      postal_code: '4001',
      coordinates: { lat: 49.4958, lon: 5.9806 },
      language: 'de',
    })
    const later = await post(t.app, '/api/users/profile/store', { city: 'Dudelange' }, { cookie })
    expect(later.json().data).toMatchObject({
      name: 'Anne Weber',
      city: 'Dudelange',
      website: 'https://anne.lu',
    })
  })

  it('rejects bad values with a 400 and changes nothing', async () => {
    const { cookie } = await signedInAs(t, 'individual')
    const before = await me(cookie)
    const res = await post(
      t.app,
      '/api/users/profile/store',
      { name: 'A', postal_code: '99999', website: 'not a url' },
      { cookie },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['name', 'postal_code', 'website']),
    )
    expect(await me(cookie)).toEqual(before)
  })

  it('refuses NUL, lone surrogates and non-web addresses with a 400 and changes nothing', async () => {
    const { cookie } = await signedInAs(t, 'business')
    const before = await me(cookie)
    for (const hostile of [
      { name: 'Anne\u0000Weber' },
      { city: 'Esch\u0000' },
      { businessDescription: 'Tiles \ud83d and more' },
      { services: ['Tiling', 'Grout\u0000'] },
      { interests: ['\udfff'] },
      { website: 'javascript:alert(1)' },
      { website: 'JavaScript://example.lu/%0aalert(1)' },
      { website: 'data:text/html,<script>alert(1)</script>' },
      { website: 'ftp://files.example.lu' },
    ]) {
      const res = await post(t.app, '/api/users/profile/store', hostile, { cookie })
      expect(res.statusCode, JSON.stringify(hostile)).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    }
    expect(await me(cookie)).toEqual(before)
    const ok = await post(t.app, '/api/users/profile/store', { website: 'http://weber.lu/' }, { cookie })
    expect(ok.statusCode, ok.body).toBe(200)
  })

  it('keeps coordinates to 7 decimals, so a subnormal value is stored as 0 instead of failing', async () => {
    const { cookie } = await signedInAs(t, 'individual')
    const res = await post(
      t.app,
      '/api/users/profile/store',
      { coordinates: { lat: 5e-324, lon: 6.131945678912 } },
      { cookie },
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.coordinates).toEqual({ lat: 0, lon: 6.1319457 })
  })

  it('still answers GET /api/users/me when a stored name predates today’s rules', async () => {
    const { cookie, userId } = await signedInAs(t, 'individual')
    const legacy = `${'Anne '.repeat(40)}Weber`
    await t.database.db.update(user).set({ name: legacy }).where(eq(user.id, userId))
    await t.database.db
      .update(profile)
      .set({ website: 'javascript:alert(1)', city: 'x'.repeat(300) })
      .where(eq(profile.userId, userId))
    const res = await t.app.inject({ url: '/api/users/me', headers: { cookie } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.name).toBe(legacy)
    // The owner can fix it through the profile form.
    const fixed = await post(t.app, '/api/users/profile/store', { name: 'Anne Weber' }, { cookie })
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(fixed.json().data.name).toBe('Anne Weber')
  })

  it('reports the caller type for the admin check', async () => {
    const admin = await signedInAs(t, 'admin')
    const info = await t.app.inject({
      url: '/api/admin/users/current/info',
      headers: { cookie: admin.cookie },
    })
    expect(info.json().data).toMatchObject({ type: 'admin', role: 'admin' })
    const customer = await signedInAs(t, 'individual')
    const other = await t.app.inject({
      url: '/api/admin/users/current/info',
      headers: { cookie: customer.cookie },
    })
    expect(other.json().data.type).toBe('individual')
  })
})

describe('credits (product §4, §9)', () => {
  it('gives 3 credits on first sign-in, only once', async () => {
    const { cookie, email } = await signedInAs(t, 'individual')
    await signIn(t.app, email)
    const balance = await t.app.inject({ url: '/api/credits', headers: { cookie } })
    expect(balance.json()).toEqual({ balance: 3 })
  })

  it('spends one at a time and refuses at 0, even under concurrent clicks', async () => {
    const { cookie } = await signedInAs(t, 'individual')
    const spend = () => post(t.app, '/api/credits/spend', {}, { cookie })
    const results = await Promise.all([spend(), spend(), spend(), spend(), spend()])
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3)
    const refused = results.filter((r) => r.statusCode === 409)
    expect(refused).toHaveLength(2)
    expect(refused[0]?.json().error).toMatchObject({
      code: 'no_credits',
      message: expect.stringMatching(/^You cannot start a new project right now/),
    })
    expect((await t.app.inject({ url: '/api/credits', headers: { cookie } })).json()).toEqual({ balance: 0 })
  })

  it('refuses spending when signed out, and only an admin can refill', async () => {
    expect((await post(t.app, '/api/credits/spend', {})).statusCode).toBe(401)
    const customer = await signedInAs(t, 'individual')
    const refill = { userId: customer.userId, amount: 5 }
    expect(
      (await post(t.app, '/api/admin/credits/refill', refill, { cookie: customer.cookie })).statusCode,
    ).toBe(403)
    const admin = await signedInAs(t, 'admin')
    const res = await post(t.app, '/api/admin/credits/refill', refill, { cookie: admin.cookie })
    expect(res.json()).toEqual({ balance: 8 })
    expect(
      (await post(t.app, '/api/admin/credits/refill', { ...refill, amount: 0 }, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(400)
  })
})

describe('GDPR self-service', () => {
  it('exports everything we hold about me, without secrets', async () => {
    const { cookie, email } = await signedInAs(t, 'individual')
    await post(t.app, '/api/public/contact', {
      name: 'Anne',
      email,
      topic: 'privacy',
      message: 'What do you keep about me?',
    })
    const res = await t.app.inject({ url: '/api/users/me/export', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('attachment')
    const data = res.json()
    expect(data.account.email).toBe(email)
    expect(data.credits).toEqual([expect.objectContaining({ delta: 3, reason: 'welcome' })])
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'What do you keep about me?' })])
    expect(data.supportCases).toEqual([
      expect.objectContaining({
        kind: 'contact',
        messages: [expect.objectContaining({ kind: 'message', text: 'What do you keep about me?' })],
      }),
    ])
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(res.body).not.toMatch(/password|token|scrypt/i)
  })

  it('exports what I wrote to the assistant, word for word, with its replies', async () => {
    const { cookie } = await signedInAs(t, 'individual')
    await talk(t, 'Fuite sous l’évier de la cuisine à Dudelange, assez urgent', { cookie, language: 'fr' })
    const data = (await t.app.inject({ url: '/api/users/me/export', headers: { cookie } })).json()
    expect(data.assistantConversations).toEqual([
      expect.objectContaining({
        language: 'fr',
        messages: [
          expect.objectContaining({
            from: 'customer',
            text: 'Fuite sous l’évier de la cuisine à Dudelange, assez urgent',
          }),
          expect.objectContaining({ from: 'assistant' }),
        ],
      }),
    ])
    expect(data).toMatchObject({ projects: [], reviews: [], photosNotYetSent: [], projectBeingWritten: null })
  })

  it('deletes the account after the password is confirmed: data erased, ledger and reviews anonymised, sessions ended', async () => {
    const { cookie, email, userId } = await signedInAs(t, 'individual')
    await post(t.app, '/api/public/contact', {
      name: 'Anne',
      email,
      topic: 'other',
      message: 'Please forget me soon.',
    })
    const [reviewed] = await t.database.db.select({ id: provider.id }).from(provider).limit(1)
    if (!reviewed) throw new Error('no provider in the test database')
    const [written] = await t.database.db
      .insert(review)
      .values({
        providerId: reviewed.id,
        authorUserId: userId,
        authorName: 'Anne S.',
        rating: 5,
        text: 'Très bien.',
      })
      .returning({ id: review.id })
    await t.database.db
      .insert(notificationPreference)
      .values({ email, family: 'quotes', inApp: true, emailMode: 'digest' })
    await t.database.db.insert(notificationDigest).values({ email, day: '2026-11-20', items: 2 })
    const wrong = await post(t.app, '/api/users/me/delete', { password: 'Not-My-Password-1' }, { cookie })
    expect(wrong.statusCode).toBe(403)
    expect((await t.database.db.select().from(user).where(eq(user.id, userId))).length).toBe(1)

    const res = await post(t.app, '/api/users/me/delete', { password: GOOD_PASSWORD }, { cookie })
    expect(res.statusCode).toBe(204)
    const db = t.database.db
    expect(await db.select().from(user).where(eq(user.id, userId))).toEqual([])
    expect(await db.select().from(profile).where(eq(profile.userId, userId))).toEqual([])
    expect(await db.select().from(session).where(eq(session.userId, userId))).toEqual([])
    expect(await db.select().from(contactMessage).where(eq(contactMessage.email, email))).toEqual([])
    expect(await db.select().from(supportTicket).where(eq(supportTicket.email, email))).toEqual([])
    expect(
      await db.select().from(notificationPreference).where(eq(notificationPreference.email, email)),
    ).toEqual([])
    expect(await db.select().from(notificationDigest).where(eq(notificationDigest.email, email))).toEqual([])
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.reason, 'welcome'))
    expect(ledger.some((entry) => entry.userId === null)).toBe(true)
    // The review still counts for the business, no longer signed with the person's name, nor with a
    // label of ours in one language: the pages name an unnamed reviewer in their reader's language.
    expect(
      await db
        .select()
        .from(review)
        .where(eq(review.id, written?.id ?? 0)),
    ).toEqual([expect.objectContaining({ authorUserId: null, authorName: '', rating: 5 })])
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401)
    expect((await signIn(t.app, email)).res.statusCode).toBe(401)
  })
})
