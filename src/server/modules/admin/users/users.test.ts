import { auditLog, creditLedger, provider } from '@server/db/schema/index'
import { GOOD_PASSWORD, mailbox, ORIGIN, signedInAs, signIn, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { AccountDetail, AccountPage } from '@shared/admin/account-admin-schemas'
import type { AuditPage } from '@shared/admin/audit-schemas'
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: { cookie: string; userId: string; email: string }

beforeAll(async () => {
  t = await buildTestApp()
  admin = await signedInAs(t, 'admin')
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })

const lastAudit = async (targetId: string) => {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

/** A business account owning an active listing (nobody else's). */
async function businessWithListing() {
  const account = await signedInAs(t, 'business')
  const [row] = await t.database.db
    .select({ id: provider.id, slug: provider.slug })
    .from(provider)
    .where(and(isNull(provider.ownerUserId), eq(provider.status, 'active')))
    .orderBy(asc(provider.id))
    .limit(1)
  if (!row) throw new Error('no unowned provider')
  await t.database.db.update(provider).set({ ownerUserId: account.userId }).where(eq(provider.id, row.id))
  return { ...account, providerId: row.id, slug: row.slug }
}

describe('admin accounts', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401)
    const customer = await signedInAs(t, 'individual')
    expect((await call('GET', '/api/admin/users', undefined, customer.cookie)).statusCode).toBe(403)
    const refused = await call(
      'POST',
      `/api/admin/users/${customer.userId}/role`,
      { role: 'admin' },
      customer.cookie,
    )
    expect(refused.statusCode).toBe(403)
  })

  it('pages, searches, filters and sorts accounts on the server', async () => {
    const marker = `zebra${Date.now().toString(36)}`
    for (const [i, type] of (['individual', 'business', 'individual'] as const).entries())
      await signedInAs(t, type, `${marker}.${i}@example.lu`)
    const res = await call('GET', `/api/admin/users?q=${marker}&sort=email&dir=asc&pageSize=2`)
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json() as AccountPage
    expect(page.total).toBe(3)
    expect(page.items.map((row) => row.email)).toEqual([`${marker}.0@example.lu`, `${marker}.1@example.lu`])
    expect(page.items[0]).toMatchObject({ role: 'customer', status: 'active', credits: 3 })
    const providers = (await call('GET', `/api/admin/users?q=${marker}&role=provider`)).json() as AccountPage
    expect(providers.items.map((row) => row.email)).toEqual([`${marker}.1@example.lu`])
    const second = (
      await call('GET', `/api/admin/users?q=${marker}&sort=email&dir=asc&pageSize=2&page=2`)
    ).json()
    expect((second as AccountPage).items.map((row) => row.email)).toEqual([`${marker}.2@example.lu`])
    expect((await call('GET', '/api/admin/users?pageSize=1000')).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/users?role=wizard')).statusCode).toBe(400)
  })

  it('creates a verified account and emails an invitation in its language', async () => {
    const email = uniqueEmail('invited')
    const res = await call('POST', '/api/admin/users', {
      name: 'Léa Muller',
      email,
      role: 'provider',
      language: 'fr',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [invite] = await mailbox(t.app, email)
    expect(invite).toMatchObject({
      template: 'account-invite',
      language: 'fr',
      subject: 'Votre compte LuxPro est prêt',
    })
    expect(invite?.text).toContain('/api/auth/reset-password/')
    const again = await call('POST', '/api/admin/users', { name: 'Léa Muller', email, role: 'customer' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('email_taken')
    expect(await lastAudit(res.json().id)).toMatchObject({ action: 'user.create', actorUserId: admin.userId })
  })

  it('deactivates: no sign-in, sessions ended at once, listing hidden; reactivates exactly that', async () => {
    const owner = await businessWithListing()
    const search = async () => (await t.app.inject({ url: `/api/public/providers/${owner.slug}` })).statusCode
    expect(await search()).toBe(200)

    const off = await call('POST', `/api/admin/users/${owner.userId}/status`, {
      status: 'inactive',
      reason: 'Spam reported by customers',
    })
    expect(off.statusCode, off.body).toBe(200)
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } })).statusCode).toBe(
      401,
    )
    const refused = await signIn(t.app, owner.email)
    expect(refused.res.statusCode).toBe(403)
    expect(await search()).toBe(404)
    const entry = await lastAudit(owner.userId)
    expect(entry).toMatchObject({
      action: 'user.deactivate',
      before: { status: 'active' },
      after: { status: 'inactive' },
      details: { reason: 'Spam reported by customers', hiddenListings: [owner.providerId] },
    })

    expect(
      (await call('POST', `/api/admin/users/${owner.userId}/status`, { status: 'active' })).statusCode,
    ).toBe(200)
    expect((await signIn(t.app, owner.email, GOOD_PASSWORD)).res.statusCode).toBe(200)
    expect(await search()).toBe(200)
  })

  it('refuses to deactivate, demote or delete the admin’s own account', async () => {
    for (const [url, body] of [
      [`/api/admin/users/${admin.userId}/status`, { status: 'inactive' }],
      [`/api/admin/users/${admin.userId}/role`, { role: 'customer' }],
      [`/api/admin/users/${admin.userId}/delete`, { confirm: admin.email }],
    ] as const) {
      const res = await call('POST', url, body)
      expect(res.statusCode).toBe(409)
      expect(res.json().error.code).toBe('cannot_change_own_account')
    }
  })

  it('changes the role; the next request sees it', async () => {
    const person = await signedInAs(t, 'individual')
    expect(
      (await call('POST', `/api/admin/users/${person.userId}/role`, { role: 'provider' })).statusCode,
    ).toBe(200)
    const info = await t.app.inject({
      url: '/api/admin/users/current/info',
      headers: { cookie: person.cookie },
    })
    expect(info.json().data).toMatchObject({ type: 'business', role: 'provider' })
    expect(await lastAudit(person.userId)).toMatchObject({
      action: 'user.role_change',
      before: { role: 'customer' },
      after: { role: 'provider' },
    })
  })

  it('refills and adjusts credits with a reason written to the ledger, never below zero', async () => {
    const person = await signedInAs(t, 'individual')
    const url = `/api/admin/users/${person.userId}/credits`
    const refill = await call('POST', url, { delta: 5, reason: 'Goodwill after a failed request' })
    expect(refill.json()).toEqual({ balance: 8 })
    expect((await call('POST', url, { delta: -2, reason: 'Duplicate refill' })).json()).toEqual({
      balance: 6,
    })
    const below = await call('POST', url, { delta: -7, reason: 'Too much' })
    expect(below.statusCode).toBe(409)
    expect((await call('POST', url, { delta: 0, reason: 'Nothing' })).statusCode).toBe(400)
    expect((await call('POST', url, { delta: 1, reason: '' })).statusCode).toBe(400)
    const ledger = await t.database.db
      .select({ delta: creditLedger.delta, reason: creditLedger.reason, note: creditLedger.note })
      .from(creditLedger)
      .where(eq(creditLedger.userId, person.userId))
      .orderBy(asc(creditLedger.id))
    expect(ledger).toEqual([
      { delta: 3, reason: 'welcome', note: null },
      { delta: 5, reason: 'refill', note: 'Goodwill after a failed request' },
      { delta: -2, reason: 'adjust', note: 'Duplicate refill' },
    ])
    const detail = (await call('GET', `/api/admin/users/${person.userId}`)).json() as AccountDetail
    expect(detail.account.credits).toBe(6)
    expect(detail.audit.map((entry) => entry.action)).toEqual(['credits.adjust', 'credits.refill'])
  })

  it('sends a password reset email in the person’s language', async () => {
    const person = await signedInAs(t, 'individual')
    await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/store',
      headers: { cookie: person.cookie, origin: ORIGIN },
      payload: { language: 'de' },
    })
    expect((await call('POST', `/api/admin/users/${person.userId}/password-reset`)).statusCode).toBe(200)
    const [reset] = await mailbox(t.app, person.email)
    expect(reset).toMatchObject({ template: 'reset-password', language: 'de' })
  })

  it('deletes with the email typed: the same erasure as the person’s own', async () => {
    const person = await signedInAs(t, 'individual')
    const url = `/api/admin/users/${person.userId}/delete`
    const wrong = await call('POST', url, { confirm: 'someone@else.lu' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('confirmation_mismatch')
    expect((await call('POST', url, { confirm: person.email.toUpperCase() })).statusCode).toBe(200)
    expect((await call('GET', `/api/admin/users/${person.userId}`)).statusCode).toBe(404)
    expect((await signIn(t.app, person.email)).res.statusCode).toBe(401)
    expect(await lastAudit(person.userId)).toMatchObject({
      action: 'user.delete',
      before: { email: person.email },
    })
  })

  it('applies a bulk action to the selection in one transaction', async () => {
    const a = await signedInAs(t, 'individual')
    const b = await signedInAs(t, 'individual')
    const res = await call('POST', '/api/admin/users/bulk', { ids: [a.userId, b.userId], action: 'verify' })
    expect(res.json()).toEqual({ ok: true, affected: 2 })
    const rows = (await call('GET', `/api/admin/users?verified=true&q=${a.email}`)).json() as AccountPage
    expect(rows.items.map((row) => row.id)).toEqual([a.userId])
    const missing = await call('POST', '/api/admin/users/bulk', {
      ids: [a.userId, 'nobody'],
      action: 'unverify',
    })
    expect(missing.statusCode).toBe(404)
    const still = (await call('GET', `/api/admin/users?verified=true&q=${a.email}`)).json() as AccountPage
    expect(still.total).toBe(1)
  })

  it('exports the filtered accounts as CSV with a BOM, comma or semicolon', async () => {
    const person = await signedInAs(t, 'individual')
    const renamed = await call('PATCH', `/api/admin/users/${person.userId}`, { name: 'Weber; Marc' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const res = await call(
      'GET',
      `/api/admin/users/export?q=${encodeURIComponent(person.email)}&delimiter=semicolon`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="luxpro-users-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    expect(res.body.startsWith('\ufeffid;name;email;role')).toBe(true)
    const lines = res.body.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`;"Weber; Marc";${person.email};customer;`)
    const audit = (await call('GET', '/api/admin/audit?action=export.')).json() as AuditPage
    expect(audit.items[0]).toMatchObject({ action: 'export.users', actorUserId: admin.userId })
  })

  it('records failed sign-ins as security events', async () => {
    const email = uniqueEmail('attacker')
    await signIn(t.app, email, 'Wrong-Password-1')
    // Recorded from the answer (an onResponse hook), so it lands just after the answer has gone.
    const auditPage = async () =>
      (await call('GET', `/api/admin/audit?action=auth.sign_in_failed&q=${email}`)).json() as AuditPage
    await expect.poll(async () => (await auditPage()).items.length).toBe(1)
    const audit = await auditPage()
    expect(audit.items[0]).toMatchObject({ actorEmail: email, details: { status: 401 } })
  })
})
