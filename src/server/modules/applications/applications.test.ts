import { partnerApplication, provider, providerOnboarding, subscription, user } from '@server/db/schema/index'
import { linkIn, mailbox, ORIGIN, signedInAs, signIn, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { ApplicationStartSchema } from '@shared/applications/application-schemas'
import { luxembourgVatFor } from '@shared/providers/vat-number'
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { draftByToken, startApplication } from './application-drafts'
import { answerQuestion, requestInfo, startReview } from './application-review'

let t: TestApp
let admin: { cookie: string; userId: string; email: string }
beforeAll(async () => {
  t = await buildTestApp()
  admin = await signedInAs(t, 'admin')
})
afterAll(() => t.close())

let vatSeed = 700_000
const nextVat = () => luxembourgVatFor(++vatSeed)

const basic = (email = uniqueEmail('partner')) => ({
  contactPerson: 'Claire Hoffmann',
  companyName: `Toitures Hoffmann ${vatSeed}`,
  email,
  phone: '+352 26 12 34 56',
  primaryCategory: 'roofing',
})
const business = (vatNumber = nextVat()) => ({
  step: 'business',
  yearsInBusiness: '5_10',
  teamSize: '6_15',
  serviceAreas: ['commune:Mersch', 'canton:Redange'],
  specificServices: 'Roof repairs, gutters and skylights',
  vatNumber,
  rcsNumber: 'B123456',
  permitNumber: '10023456/1',
  street: '12, rue de la Gare',
  postalCode: 'L-8302',
  locality: 'capellen',
})
const final = {
  step: 'final',
  howHeard: 'another_provider',
  goal: 'More roofing jobs in the centre and the west',
  otherServiceDescription: '',
  interestedProducts: ['directory_listing', 'premium_badge'],
  tier: 'premium',
}

/**
 * Each call from an address of its own: the public application routes take 20 writes a minute per
 * address, fewer than this file makes.
 */
let addresses = 0
const remoteAddress = () => `10.19.${Math.floor(++addresses / 250)}.${addresses % 250}`
const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: remoteAddress(),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  })
const put = (url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, remoteAddress: remoteAddress(), headers: { origin: ORIGIN } })
const asAdmin = (action: string, id: number, payload: object = {}) =>
  post(`/api/admin/partner-applications/${id}/${action}`, payload, admin.cookie)

/** A submitted application, made through the public API as an applicant would. */
async function submitted(language: 'en' | 'fr' = 'en', email = uniqueEmail('partner')) {
  const started = await post('/api/public/partner-applications', { ...basic(email), language })
  expect(started.statusCode, started.body).toBe(201)
  const { token } = started.json()
  expect((await put(`/api/public/partner-applications/draft?token=${token}`, business())).statusCode).toBe(
    200,
  )
  expect((await put(`/api/public/partner-applications/draft?token=${token}`, final)).statusCode).toBe(200)
  const sent = await post(`/api/public/partner-applications/draft/submit?token=${token}`)
  expect(sent.statusCode, sent.body).toBe(200)
  const [row] = await t.database.db
    .select()
    .from(partnerApplication)
    .where(eq(partnerApplication.email, email))
  if (!row) throw new Error('application not stored')
  return { token, row, email }
}

describe('the partner application (applicant side)', () => {
  it('keeps a draft step by step, resumable from the emailed link, and confirms the submission with a reference', async () => {
    const email = uniqueEmail('draft')
    const started = await post('/api/public/partner-applications', { ...basic(email), language: 'fr' })
    expect(started.statusCode, started.body).toBe(201)
    const { token, draft } = started.json()
    expect(draft).toMatchObject({ status: 'draft', stepsDone: ['basic'], tier: 'basic', language: 'fr' })

    // The draft link, emailed in the applicant's language, opens the same draft.
    const [mail] = await mailbox(t.app, email)
    expect(mail).toMatchObject({ template: 'partner-draft', language: 'fr' })
    const link = linkIn(mail?.text ?? '')
    expect(link.pathname).toBe('/partners/apply')
    expect(link.searchParams.get('draft')).toBe(token)
    expect(link.searchParams.get('lang')).toBe('fr')
    const reopened = await t.app.inject(`/api/public/partner-applications/draft?token=${token}`)
    expect(reopened.json()).toMatchObject({ companyName: draft.companyName, stepsDone: ['basic'] })

    // Submitting before every step is saved is refused.
    expect(
      (await post(`/api/public/partner-applications/draft/submit?token=${token}`)).json().error.code,
    ).toBe('application_incomplete')

    // The registered address is checked against the reference data: a postal code of another place
    // is refused; the locality is kept as the reference data spells it.
    const wrong = await put(`/api/public/partner-applications/draft?token=${token}`, {
      ...business(),
      postalCode: '7410',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('address_unknown')
    const right = await put(`/api/public/partner-applications/draft?token=${token}`, business())
    expect(right.statusCode, right.body).toBe(200)
    expect(right.json()).toMatchObject({
      street: '12, rue de la Gare',
      postalCode: '8302',
      locality: 'Capellen',
    })
    // Each step is checked on its own.
    const badVat = await put(`/api/public/partner-applications/draft?token=${token}`, business('LU12345614'))
    expect(badVat.statusCode).toBe(400)
    expect(badVat.json().error.details[0]).toMatchObject({ path: 'vatNumber' })
    expect(
      (await put(`/api/public/partner-applications/draft?token=${token}`, business())).json().stepsDone,
    ).toEqual(['basic', 'business'])
    // The plan is chosen, never derived from the products: without it the step is refused; with
    // products that only a dearer plan offers, the chosen plan stays.
    const { tier: _, ...withoutPlan } = final
    const noPlan = await put(`/api/public/partner-applications/draft?token=${token}`, withoutPlan)
    expect(noPlan.statusCode).toBe(400)
    expect(noPlan.json().error.details[0]).toMatchObject({ path: 'tier' })
    const cheapest = await put(`/api/public/partner-applications/draft?token=${token}`, {
      ...final,
      interestedProducts: ['more_leads', 'unlimited_leads'],
      tier: 'basic',
    })
    expect(cheapest.json()).toMatchObject({
      interestedProducts: ['more_leads', 'unlimited_leads'],
      tier: 'basic',
    })
    const enterprise = await put(`/api/public/partner-applications/draft?token=${token}`, {
      ...final,
      tier: 'enterprise',
    })
    expect(enterprise.statusCode).toBe(400)
    const saved = await put(`/api/public/partner-applications/draft?token=${token}`, final)
    expect(saved.json()).toMatchObject({ stepsDone: ['basic', 'business', 'final'], tier: 'premium' })

    const sent = await post(`/api/public/partner-applications/draft/submit?token=${token}`)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ status: 'submitted', tier: 'premium', email })
    const due = new Date(sent.json().reviewDueAt).getTime() - Date.now()
    expect(due).toBeGreaterThan(47.9 * 3_600_000)
    const received = (await mailbox(t.app, email)).find((m) => m.template === 'partner-received')
    expect(received?.language).toBe('fr')
    expect(received?.text).toContain(sent.json().reference)
    expect(received?.text).toContain('48 heures')
    const how = linkIn(received?.text ?? '')
    expect(`${how.pathname}${how.search}${how.hash}`).toBe('/how-it-works?lang=fr#providers')

    // Once submitted, the draft link no longer opens or changes anything.
    expect((await t.app.inject(`/api/public/partner-applications/draft?token=${token}`)).statusCode).toBe(404)
    expect((await put(`/api/public/partner-applications/draft?token=${token}`, final)).statusCode).toBe(404)
  })

  it('answers an email that has applied exactly as a new one, and tells its owner by email', async () => {
    const first = await submitted('fr')
    const apply = async (email: string) => {
      const started = await post('/api/public/partner-applications', {
        ...basic(email),
        companyName: 'Call +352 000 000 now',
        language: 'de',
      })
      const q = `?token=${started.json().token}`
      const steps = [
        await put(`/api/public/partner-applications/draft${q}`, business()),
        await put(`/api/public/partner-applications/draft${q}`, final),
      ]
      const sent = await post(`/api/public/partner-applications/draft/submit${q}`)
      return { started, steps, sent }
    }
    const known = await apply(first.email)
    const fresh = await apply(uniqueEmail('partner'))
    const shape = (answer: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, typeof value]))
    expect(known.started.statusCode, known.started.body).toBe(201)
    expect(shape(known.started.json().draft)).toEqual(shape(fresh.started.json().draft))
    expect(known.steps.map((r) => r.statusCode)).toEqual([200, 200])
    expect(known.sent.statusCode, known.sent.body).toBe(fresh.sent.statusCode)
    expect(shape(known.sent.json())).toEqual(shape(fresh.sent.json()))
    expect(known.sent.json()).toMatchObject({ status: 'submitted', email: first.email, tier: 'premium' })
    expect(known.sent.json().reference).toMatch(/^LP-/)

    // Nothing was made of the attempt; the address's owner learns of it, in their own language.
    const withEmail = await t.database.db
      .select({ id: partnerApplication.id })
      .from(partnerApplication)
      .where(eq(partnerApplication.email, first.email))
    expect(withEmail).toEqual([{ id: first.row.id }])
    const mails = await mailbox(t.app, first.email)
    const notices = mails.filter((m) => m.template === 'partner-duplicate')
    expect(notices).toHaveLength(2)
    expect(notices[0]).toMatchObject({
      language: 'fr',
      subject: 'Quelqu’un a tenté de postuler avec votre adresse e-mail',
    })
    expect(mails.filter((m) => m.template === 'partner-draft')).toHaveLength(1)
    // A new address gets its draft link, with none of the applicant's words in the subject.
    const draftMail = (await mailbox(t.app, fresh.sent.json().email)).find(
      (m) => m.template === 'partner-draft',
    )
    expect(draftMail?.subject).toBe(`Ihre LuxPro-Partnerbewerbung (${fresh.started.json().draft.reference})`)
  })

  it('tells kindly when the business has applied already (same VAT number)', async () => {
    const first = await submitted()
    const other = await post('/api/public/partner-applications', { ...basic(), language: 'en' })
    const sameVat = await put(
      `/api/public/partner-applications/draft?token=${other.json().token}`,
      business(first.row.vatNumber ?? ''),
    )
    expect(sameVat.statusCode).toBe(409)
    expect(sameVat.json().error.message).toContain('48 hours')

    // A business already listed in the directory, found by its VAT number.
    const [listed] = await t.database.db
      .select({ vat: provider.vatNumber })
      .from(provider)
      .where(isNotNull(provider.vatNumber))
      .limit(1)
    const third = await post('/api/public/partner-applications', { ...basic(), language: 'fr' })
    const listedVat = await put(
      `/api/public/partner-applications/draft?token=${third.json().token}`,
      business(listed?.vat ?? ''),
    )
    expect(listedVat.statusCode, listedVat.body).toBe(409)
    expect(listedVat.json().error).toMatchObject({ code: 'application_duplicate' })
    expect(listedVat.json().error.message).toContain('an application or a listing has the same VAT number')
  })

  it('keeps the draft link for 7 days, not longer', async () => {
    const started = new Date('2026-03-02T09:00:00Z')
    const input = ApplicationStartSchema.parse({ ...basic(), language: 'en' })
    const { token } = await startApplication(t.database.db, input, started)
    const at = (days: number) => new Date(started.getTime() + days * 86_400_000)
    expect((await draftByToken(t.database.db, token, at(6.9))).status).toBe('draft')
    await expect(draftByToken(t.database.db, token, at(7.01))).rejects.toMatchObject({
      code: 'application_not_found',
    })
  })

  it('refuses an unknown or expired link', async () => {
    const res = await t.app.inject(
      '/api/public/partner-applications/draft?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    )
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('application_not_found')
  })
})

describe('the review (admin side)', () => {
  it('moves through every transition and refuses every move the state does not allow', async () => {
    const { row } = await submitted()
    const id = row.id
    const code = async (action: string, payload: object = {}) => {
      const res = await asAdmin(action, id, payload)
      return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().error.code}`
    }
    const QUESTION = { question: 'Please send your insurance certificate number.' }
    const REASON = { reason: 'We cannot verify the establishment permit.' }

    // submitted: only start-review.
    expect(await code('request-info', QUESTION)).toBe('409 application_moved_on')
    expect(await code('approve')).toBe('409 application_moved_on')
    expect(await code('decline', REASON)).toBe('409 application_moved_on')
    expect(await code('start-review')).toBe(200)
    // in review: no second start.
    expect(await code('start-review')).toBe('409 application_moved_on')
    expect(await code('request-info', QUESTION)).toBe(200)
    // info requested: no approval, no second question, but a decline is possible.
    expect(await code('approve')).toBe('409 application_moved_on')
    expect(await code('request-info', QUESTION)).toBe('409 application_moved_on')
    expect(await code('start-review')).toBe('409 application_moved_on')

    // The applicant answers from the emailed link: the review goes on.
    const asked = (await mailbox(t.app, row.email)).find((m) => m.template === 'partner-info-requested')
    expect(asked?.text).toContain(QUESTION.question)
    const answerLink = linkIn(asked?.text ?? '')
    expect(answerLink.pathname).toBe('/partners/apply/answer')
    const token = answerLink.searchParams.get('token')
    const question = await t.app.inject(`/api/public/partner-applications/question?token=${token}`)
    expect(question.json()).toMatchObject({ open: true, question: QUESTION.question })
    const answered = await post(`/api/public/partner-applications/answer?token=${token}`, {
      answer: 'AXA policy 123',
    })
    expect(answered.json()).toMatchObject({ open: false, status: 'in_review' })
    expect(
      (await post(`/api/public/partner-applications/answer?token=${token}`, { answer: 'again' })).statusCode,
    ).toBe(409)

    expect(await code('decline', REASON)).toBe(200)
    // declined is final.
    for (const action of ['start-review', 'approve'])
      expect(await code(action)).toBe('409 application_moved_on')
    expect(await code('decline', REASON)).toBe('409 application_moved_on')
    expect(await code('request-info', QUESTION)).toBe('409 application_moved_on')

    const declined = (await mailbox(t.app, row.email)).find((m) => m.template === 'partner-declined')
    expect(declined?.text).toContain(REASON.reason)
    const detail = (
      await t.app.inject({ url: `/api/admin/partner-applications/${id}`, headers: { cookie: admin.cookie } })
    ).json()
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'submitted',
      'review_started',
      'info_requested',
      'info_provided',
      'declined',
    ])
    expect(detail.events.find((e: { kind: string }) => e.kind === 'declined').actor).toBe('admin tester')
  })

  it('declines while an answer is awaited, and the applicant can apply again afterwards', async () => {
    const { row, email } = await submitted()
    expect((await asAdmin('start-review', row.id)).statusCode).toBe(200)
    expect(
      (await asAdmin('request-info', row.id, { question: 'Which communes do you cover?' })).statusCode,
    ).toBe(200)
    expect(
      (await asAdmin('decline', row.id, { reason: 'No answer to our question in two weeks.' })).statusCode,
    ).toBe(200)
    const again = await post('/api/public/partner-applications', { ...basic(email), language: 'en' })
    expect(again.statusCode).toBe(201)
  })

  it('stops the 48-hour clock while the applicant owes an answer', async () => {
    const { row } = await submitted()
    const reviewer = {
      userId: admin.userId,
      name: 'admin tester',
      actor: { userId: admin.userId, email: admin.email, ip: null, userAgent: null },
    }
    const t0 = row.submittedAt ?? new Date()
    await startReview(t.database.db, row.id, reviewer, new Date(t0.getTime() + 3_600_000))
    const asked = new Date(t0.getTime() + 2 * 3_600_000)
    const { token } = await requestInfo(t.database.db, row.id, reviewer, 'Your permit, please?', asked)
    const answered = await answerQuestion(
      t.database.db,
      token,
      'Here it is',
      new Date(asked.getTime() + 5 * 3_600_000),
    )
    expect(answered.reviewDueAt?.getTime()).toBe((row.reviewDueAt?.getTime() ?? 0) + 5 * 3_600_000)
    expect(answered.clockPausedAt).toBeNull()
  })

  it('lists open applications by time left, counts the overdue, and shows the checks', async () => {
    const late = await submitted()
    const past = new Date(Date.now() - 3_600_000)
    await t.database.db
      .update(partnerApplication)
      .set({ reviewDueAt: past })
      .where(eq(partnerApplication.id, late.row.id))
    const queue = (
      await t.app.inject({ url: '/api/admin/partner-applications', headers: { cookie: admin.cookie } })
    ).json()
    const lefts = queue.items.map((i: { timeLeftMs: number }) => i.timeLeftMs)
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
    expect(queue.items.find((i: { id: number }) => i.id === late.row.id)).toMatchObject({ overdue: true })
    const counts = (
      await t.app.inject({ url: '/api/admin/partner-applications/counts', headers: { cookie: admin.cookie } })
    ).json()
    expect(counts.overdue).toBeGreaterThanOrEqual(1)
    expect(counts.open).toBeGreaterThanOrEqual(counts.overdue)

    const roofing = (
      await t.app.inject({
        url: '/api/admin/partner-applications?category=legal',
        headers: { cookie: admin.cookie },
      })
    ).json()
    expect(roofing.items.every((i: { primaryCategory: string }) => i.primaryCategory === 'legal')).toBe(true)

    const detail = (
      await t.app.inject({
        url: `/api/admin/partner-applications/${late.row.id}`,
        headers: { cookie: admin.cookie },
      })
    ).json()
    expect(detail.checks.map((c: { id: string; result: string }) => [c.id, c.result])).toEqual([
      ['vat', 'pass'],
      ['rcs', 'pass'],
      ['permit', 'pass'],
      ['duplicates', 'pass'],
    ])
  })

  it('filters by status, records notes with who wrote them, and refuses an empty note', async () => {
    const { row } = await submitted()
    expect((await asAdmin('start-review', row.id)).statusCode).toBe(200)
    const noted = await asAdmin('notes', row.id, { note: 'Called them: the permit is being renewed.' })
    expect(noted.statusCode, noted.body).toBe(200)
    expect(noted.json().events.at(-1)).toMatchObject({
      kind: 'note',
      actor: 'admin tester',
      body: 'Called them: the permit is being renewed.',
    })
    expect(Number.isNaN(Date.parse(noted.json().events.at(-1).createdAt))).toBe(false)
    const empty = await asAdmin('notes', row.id, { note: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.details[0]).toMatchObject({ path: 'note', message: 'Write a note.' })

    const list = async (status: string) =>
      (
        await t.app.inject({
          url: `/api/admin/partner-applications?status=${status}`,
          headers: { cookie: admin.cookie },
        })
      ).json().items as Array<{ id: number; status: string }>
    const inReview = await list('in_review')
    expect(inReview.map((i) => i.id)).toContain(row.id)
    expect(inReview.every((i) => i.status === 'in_review')).toBe(true)
    expect((await list('submitted')).map((i) => i.id)).not.toContain(row.id)
    const bad = await t.app.inject({
      url: '/api/admin/partner-applications?status=maybe',
      headers: { cookie: admin.cookie },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('warns the reviewer when the business looks listed already', async () => {
    const [listed] = await t.database.db
      .select({ name: provider.name, slug: provider.slug })
      .from(provider)
      .where(and(eq(provider.status, 'active'), isNotNull(provider.slug)))
      .limit(1)
    if (!listed) throw new Error('no listing in the test database')
    const email = uniqueEmail('lookalike')
    const started = await post('/api/public/partner-applications', {
      ...basic(email),
      companyName: listed.name,
      language: 'en',
    })
    const q = `?token=${started.json().token}`
    await put(`/api/public/partner-applications/draft${q}`, business())
    await put(`/api/public/partner-applications/draft${q}`, final)
    expect((await post(`/api/public/partner-applications/draft/submit${q}`)).statusCode).toBe(200)
    const [row] = await t.database.db
      .select()
      .from(partnerApplication)
      .where(eq(partnerApplication.email, email))
    const detail = (
      await t.app.inject({
        url: `/api/admin/partner-applications/${row?.id}`,
        headers: { cookie: admin.cookie },
      })
    ).json()
    const duplicates = detail.checks.find((c: { id: string }) => c.id === 'duplicates')
    expect(duplicates.result).toBe('warning')
    expect(duplicates.matches).toContainEqual({
      kind: 'provider',
      label: `${listed.name} (/providers/${listed.slug})`,
      reason: 'similar_name',
    })
  })

  it('approves in one transaction: business account, unpublished listing, plan, and a set-password link that works once', async () => {
    const { row, email } = await submitted('fr')
    expect((await asAdmin('start-review', row.id)).statusCode).toBe(200)
    // Two admins approve at once: one wins, the other is told it moved on; one listing only.
    const [a, b] = await Promise.all([asAdmin('approve', row.id), asAdmin('approve', row.id)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const approved = (a.statusCode === 200 ? a : b).json()
    expect(approved).toMatchObject({ status: 'approved' })
    expect(approved.providerSlug).toMatch(/^toitures-hoffmann-\d+-mamer/)

    const [account] = await t.database.db.select().from(user).where(eq(user.email, email))
    expect(account).toMatchObject({ type: 'business', emailVerified: true, language: 'fr' })
    const listings = await t.database.db
      .select()
      .from(provider)
      .where(eq(provider.ownerUserId, account?.id ?? ''))
    expect(listings).toHaveLength(1)
    expect(listings[0]).toMatchObject({
      status: 'inactive',
      subscriptionTier: 'premium',
      premium: true,
      // Placed at the registered address, not at the first service area; nothing checked yet.
      address: '12, rue de la Gare',
      postalCode: '8302',
      locality: 'Capellen',
      commune: 'Mamer',
      verified: false,
      insured: false,
      categories: ['roofing'],
      vatNumber: row.vatNumber,
    })
    const id = listings[0]?.id ?? 0
    expect(
      await t.database.db.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, id)),
    ).toHaveLength(1)
    const [plan] = await t.database.db.select().from(subscription).where(eq(subscription.providerId, id))
    expect(plan?.tier).toBe('premium')
    // Unpublished: not found in public.
    expect((await t.app.inject(`/api/public/providers/${listings[0]?.slug}`)).statusCode).toBe(404)
    // The listing the approval made is this business, not a duplicate of it.
    const detail = (
      await t.app.inject({
        url: `/api/admin/partner-applications/${row.id}`,
        headers: { cookie: admin.cookie },
      })
    ).json()
    expect(detail.checks.find((c: { id: string }) => c.id === 'duplicates')).toMatchObject({
      result: 'pass',
      matches: [],
    })

    const welcome = (await mailbox(t.app, email)).find((m) => m.template === 'partner-approved')
    expect(welcome?.language).toBe('fr')
    const link = linkIn(welcome?.text ?? '')
    expect(link.pathname).toBe('/auth')
    const token = link.searchParams.get('token')
    const set = await post('/api/auth/reset-password', { token, newPassword: 'Toiture-Solide-2026' })
    expect(set.statusCode, set.body).toBe(200)
    expect((await signIn(t.app, email, 'Toiture-Solide-2026')).res.statusCode).toBe(200)
    // Once.
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'Toiture-Autre-2026' })).statusCode,
    ).toBe(400)
  })

  it('upgrades an existing customer account instead of creating another', async () => {
    const customer = await signedInAs(t, 'individual')
    const { row } = await submitted('en', customer.email)
    expect((await asAdmin('start-review', row.id)).statusCode).toBe(200)
    expect((await asAdmin('approve', row.id)).statusCode).toBe(200)
    const [account] = await t.database.db.select().from(user).where(eq(user.email, customer.email))
    expect(account).toMatchObject({ id: customer.userId, type: 'business' })
    const mails = await mailbox(t.app, customer.email)
    expect(mails.some((m) => m.template === 'partner-approved-existing')).toBe(true)
  })

  it('is for admins only', async () => {
    const provider = await signedInAs(t, 'business')
    for (const cookie of [provider.cookie, '']) {
      for (const url of ['/api/admin/partner-applications', '/api/admin/partner-applications/1']) {
        const res = await t.app.inject({ url, headers: { cookie } })
        expect([401, 403]).toContain(res.statusCode)
      }
    }
    const missing = await t.app.inject({
      url: '/api/admin/partner-applications/2147483647',
      headers: { cookie: admin.cookie },
    })
    expect(missing.statusCode).toBe(404)
  })
})
