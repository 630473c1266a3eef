import { accessCode, accessWaitlist, auditLog } from '@server/db/schema/index'
import { mailbox, ORIGIN, signedInAs, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { WaitingList } from '@shared/access/access-schemas'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** The gate and its request mode are the admin setting here (ADR 050), so tests can open the gate. */
let t: TestApp
let admin: string
let ipCounter = 0
/** Each call its own address: the limiters count per IP. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await signedInAs(t, 'admin')).cookie
  expect((await setGate(true, 'code_by_email')).statusCode).toBe(200)
})
afterAll(async () => {
  await t?.close()
})

const asCaller = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } })

const publicPost = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN }, remoteAddress: ip })

const join = (email: string, language: string, ip?: string) =>
  publicPost('/api/access/waiting-list', { email, language }, ip)

const setGate = (enabled: boolean, requestMode: 'code_by_email' | 'waiting_list') =>
  asCaller(admin, 'PUT', '/api/admin/settings', { accessGate: { enabled, requestMode } })
const setMode = (requestMode: 'code_by_email' | 'waiting_list') => setGate(true, requestMode)

const waitingList = async (state: 'waiting' | 'invited' = 'waiting') => {
  const res = await asCaller(admin, 'GET', `/api/admin/access-waiting-list?state=${state}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as WaitingList
}

const codeIn = (text = '') => /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)?.[0] ?? ''

describe('codes by email (the default mode)', () => {
  it('sends a code on request and has no waiting list', async () => {
    const status = (await t.app.inject({ url: '/api/access/session' })).json()
    expect(status).toMatchObject({ gateEnabled: true, requestMode: 'code_by_email' })
    const email = uniqueEmail('asker')
    expect((await publicPost('/api/access/request-code', { email, language: 'en' })).statusCode).toBe(200)
    const refused = await join(uniqueEmail('waiter'), 'de')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('access_by_email_code')
  })
})

describe('requests join the waiting list', () => {
  it('the mode is switched by an admin, audited with the setting', async () => {
    const res = await setMode('waiting_list')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().accessGate).toEqual({ enabled: true, requestMode: 'waiting_list' })
    const status = (await t.app.inject({ url: '/api/access/session' })).json()
    expect(status.requestMode).toBe('waiting_list')
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, 'accessGate')))
    const entry = entries.find((row) => JSON.stringify(row.after).includes('waiting_list'))
    expect(entry?.before).toEqual({ accessGate: { enabled: true, requestMode: 'code_by_email' } })
    expect(entry?.after).toEqual({ accessGate: { enabled: true, requestMode: 'waiting_list' } })
  })

  it('no code is sent on request any more: the answer points to the waiting list', async () => {
    const email = uniqueEmail('asker')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/access/request-code',
      payload: { email, language: 'fr' },
      headers: { origin: ORIGIN, 'accept-language': 'fr' },
      remoteAddress: freshIp(),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toMatchObject({ code: 'access_by_waiting_list' })
    expect(res.json().error.message).toMatch(/liste d’attente/)
    expect(await mailbox(t.app, email)).toHaveLength(0)
  })

  it('people leave their email and language; joining again keeps the place and says the same', async () => {
    const [first, second] = [uniqueEmail('waiter'), uniqueEmail('waiter')]
    expect((await join(first, 'en')).json()).toEqual({ joined: true })
    expect((await join(second, 'de')).json()).toEqual({ joined: true })
    const again = await join(first.toUpperCase(), 'fr')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ joined: true })
    const list = await waitingList()
    const mine = list.items.filter((row) => row.email === first || row.email === second)
    expect(mine.map((row) => [row.email, row.language])).toEqual([
      [first, 'fr'],
      [second, 'de'],
    ])
    expect(list.counts.waiting).toBeGreaterThanOrEqual(2)
    expect(await mailbox(t.app, first)).toHaveLength(0)
  })

  it('limits joining as a code request is limited: 5 per hour per address', async () => {
    const email = uniqueEmail('eager')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await join(email, 'en')).statusCode)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses[5]).toBe(429)
  })

  it('admins invite a batch: a full single-use code each, emailed in each person’s language, audited', async () => {
    const people = [
      { email: uniqueEmail('batch'), language: 'fr' },
      { email: uniqueEmail('batch'), language: 'de' },
      { email: uniqueEmail('batch'), language: 'en' },
    ]
    for (const person of people) await join(person.email, person.language)
    const rows = (await waitingList()).items.filter((row) => people.some((p) => p.email === row.email))
    const chosen = rows.filter((row) => row.language !== 'en')
    const res = await asCaller(admin, 'POST', '/api/admin/access-waiting-list/invite', {
      ids: chosen.map((row) => row.id),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ invited: 2 })

    for (const row of chosen) {
      const mails = await mailbox(t.app, row.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]?.template).toBe('access-invite')
      expect(mails[0]?.language).toBe(row.language)
      expect(mails[0]?.text).toContain(`/access?lang=${row.language}`)
      const granted = await publicPost('/api/access/validate', { code: codeIn(mails[0]?.text) })
      expect(granted.statusCode, granted.body).toBe(200)
      expect(granted.json()).toMatchObject({ access_level: 'full', features: { full_access: true } })
    }
    const left = people.find((p) => p.language === 'en')?.email ?? ''
    expect(await mailbox(t.app, left)).toHaveLength(0)

    // The invited leave the waiting rows; their entries name the code that went out.
    expect((await waitingList()).items.some((row) => chosen.some((c) => c.id === row.id))).toBe(false)
    const invited = (await waitingList('invited')).items.filter((row) => chosen.some((c) => c.id === row.id))
    expect(invited).toHaveLength(2)
    expect(invited.every((row) => row.invitedAt !== null)).toBe(true)
    const entries = await t.database.db
      .select({ codeId: accessWaitlist.codeId, email: accessWaitlist.email })
      .from(accessWaitlist)
      .where(
        inArray(
          accessWaitlist.id,
          chosen.map((row) => row.id),
        ),
      )
    const codes = await t.database.db
      .select()
      .from(accessCode)
      .where(
        inArray(
          accessCode.id,
          entries.map((entry) => entry.codeId ?? ''),
        ),
      )
    expect(codes.map((code) => code.maxUses)).toEqual([1, 1])

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access_waitlist.invite'))
    expect(audit?.details).toMatchObject({ count: 2 })
    expect(((audit?.details ?? {}) as { emails?: string[] }).emails?.sort()).toEqual(
      chosen.map((r) => r.email).sort(),
    )

    // Inviting the same people again sends nothing more.
    const again = await asCaller(admin, 'POST', '/api/admin/access-waiting-list/invite', {
      ids: chosen.map((row) => row.id),
    })
    expect(again.json()).toEqual({ invited: 0 })
    for (const row of chosen) expect(await mailbox(t.app, row.email)).toHaveLength(1)
  })

  it('refuses an empty or malformed batch', async () => {
    expect(
      (await asCaller(admin, 'POST', '/api/admin/access-waiting-list/invite', { ids: [] })).statusCode,
    ).toBe(400)
    const bad = await asCaller(admin, 'POST', '/api/admin/access-waiting-list/invite', { ids: ['nope'] })
    expect(bad.statusCode).toBe(400)
  })

  it('switching back to codes by email closes the waiting list to newcomers', async () => {
    expect((await setMode('code_by_email')).statusCode).toBe(200)
    expect((await join(uniqueEmail('late'), 'en')).statusCode).toBe(409)
    expect(
      (await publicPost('/api/access/request-code', { email: uniqueEmail('asker'), language: 'en' }))
        .statusCode,
    ).toBe(200)
    // The list stays for admins to invite from.
    expect((await waitingList()).counts.waiting).toBeGreaterThan(0)
  })
})

describe('the waiting list is admins’ only', () => {
  it('refuses visitors, customers and providers', async () => {
    const [entry] = await t.database.db
      .select({ id: accessWaitlist.id })
      .from(accessWaitlist)
      .where(isNull(accessWaitlist.invitedAt))
      .limit(1)
    expect(entry).toBeDefined()
    const invite = { ids: [entry?.id ?? ''] }
    // The gate open, so that what refuses them is the role check.
    expect((await setGate(false, 'waiting_list')).statusCode).toBe(200)
    const customer = (await signedInAs(t, 'individual')).cookie
    const provider = (await signedInAs(t, 'business')).cookie
    expect((await asCaller(admin, 'GET', '/api/admin/access-waiting-list?state=gone')).statusCode).toBe(400)
    expect((await asCaller(admin, 'GET', '/api/admin/access-codes?state=lost')).statusCode).toBe(400)
    for (const cookie of [customer, provider]) {
      expect((await asCaller(cookie, 'GET', '/api/admin/access-codes')).statusCode).toBe(403)
      const list = await asCaller(cookie, 'GET', '/api/admin/access-waiting-list')
      expect(list.statusCode).toBe(403)
      expect(list.json().error.code).toBe('forbidden')
      const sent = await asCaller(cookie, 'POST', '/api/admin/access-waiting-list/invite', invite)
      expect(sent.statusCode).toBe(403)
      expect(sent.json().error.code).toBe('forbidden')
    }
    expect((await t.app.inject({ url: '/api/admin/access-waiting-list' })).statusCode).toBe(401)
    expect((await publicPost('/api/admin/access-waiting-list/invite', invite)).statusCode).toBe(401)
    const [untouched] = await t.database.db
      .select({ invitedAt: accessWaitlist.invitedAt })
      .from(accessWaitlist)
      .where(eq(accessWaitlist.id, entry?.id ?? ''))
    expect(untouched?.invitedAt).toBeNull()
  })
})
