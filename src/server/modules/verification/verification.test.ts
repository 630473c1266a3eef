import { auditLog, outboxEmail, provider, providerDocument, user } from '@server/db/schema/index'
import { refreshTrustFlags } from '@server/modules/providers/verification-facts'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import { luxembourgToday } from '@shared/format/date-time'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { trustClaims } from '@shared/providers/trust-claims'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDocumentExpiry } from './document-expiry'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } })

function upload(cookie: string, kind: string) {
  const boundary = '----luxpro-test'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: `/api/provider/onboarding/documents/${kind}`,
    payload: body,
    headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
}

async function claimsOf(slug: string) {
  const profile = (await t.app.inject(`/api/public/providers/${slug}`)).json() as ProviderProfile
  return trustClaims(profile.verification, luxembourgToday()).map((c) => c.id)
}

async function queued(cookie: string, providerId: number, kind: string) {
  const items = (await call(cookie, 'GET', '/api/admin/documents')).json().items as Array<{
    id: number
    providerId: number
    kind: string
  }>
  return items.find((item) => item.providerId === providerId && item.kind === kind)
}

describe('document verification', () => {
  it('a provider uploads, an admin reads and approves with an end date: the badge shows, audited', async () => {
    const owner = await providerWithListing(t)
    await t.database.db.delete(providerDocument).where(eq(providerDocument.providerId, owner.providerId))
    expect((await upload(owner.cookie, 'insurance')).statusCode).toBe(200)
    const own = (await call(owner.cookie, 'GET', '/api/provider/documents')).json()
    expect(own.items).toMatchObject([{ kind: 'insurance', status: 'pending', validUntil: null }])
    expect(await claimsOf(owner.slug)).not.toContain('insurance')

    const admin = await signedInAs(t, 'admin')
    const item = await queued(admin.cookie, owner.providerId, 'insurance')
    if (!item) throw new Error('not queued')
    const file = await call(admin.cookie, 'GET', `/api/admin/documents/${item.id}/file`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['cache-control']).toBe('private, no-store')

    // A last day in the past is refused; then approved until a future day.
    expect(
      (
        await call(admin.cookie, 'POST', `/api/admin/documents/${item.id}/approve`, {
          validUntil: '2020-01-01',
        })
      ).statusCode,
    ).toBe(400)
    const approve = await call(admin.cookie, 'POST', `/api/admin/documents/${item.id}/approve`, {
      validUntil: '2099-03-31',
    })
    expect(approve.statusCode, approve.body).toBe(200)
    expect(await claimsOf(owner.slug)).toContain('insurance')
    const [flags] = await t.database.db.select().from(provider).where(eq(provider.id, owner.providerId))
    expect(flags?.insured).toBe(true)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.approve'), eq(auditLog.targetId, String(item.id))))
    expect(audit?.actorUserId).toBe(admin.userId)
    // Decided once: a second decision is refused.
    expect(
      (await call(admin.cookie, 'POST', `/api/admin/documents/${item.id}/reject`, { reason: 'Too late' }))
        .statusCode,
    ).toBe(409)

    // A new upload replaces the file and waits for a new review: the badge goes meanwhile.
    expect((await upload(owner.cookie, 'insurance')).statusCode).toBe(200)
    expect(await claimsOf(owner.slug)).not.toContain('insurance')
  })

  it('a rejection is emailed to the provider in their language with the reason, and audited', async () => {
    const owner = await providerWithListing(t)
    await t.database.db.update(user).set({ language: 'de' }).where(eq(user.id, owner.userId))
    expect((await upload(owner.cookie, 'rcs_extract')).statusCode).toBe(200)
    const admin = await signedInAs(t, 'admin')
    const item = await queued(admin.cookie, owner.providerId, 'rcs_extract')
    if (!item) throw new Error('not queued')
    const reject = await call(admin.cookie, 'POST', `/api/admin/documents/${item.id}/reject`, {
      reason: 'Der Auszug ist älter als drei Monate.',
    })
    expect(reject.statusCode, reject.body).toBe(200)
    const own = (await call(owner.cookie, 'GET', '/api/provider/documents')).json()
    expect(own.items.find((d: { kind: string }) => d.kind === 'rcs_extract')).toMatchObject({
      status: 'rejected',
      rejectReason: 'Der Auszug ist älter als drei Monate.',
    })
    expect(await claimsOf(owner.slug)).not.toContain('rcs_extract')
    const [mail] = await t.database.db
      .select()
      .from(outboxEmail)
      .where(and(eq(outboxEmail.to, owner.email), eq(outboxEmail.template, 'document-rejected')))
      .orderBy(desc(outboxEmail.id))
    expect(mail?.language).toBe('de')
    expect(mail?.subject).toContain('RCS-Auszug')
    expect(mail?.text).toContain('Der Auszug ist älter als drei Monate.')
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.reject'), eq(auditLog.targetId, String(item.id))))
    expect(audit).toBeDefined()
  })

  it('only admins see the queue and decide; a provider cannot approve its own document', async () => {
    const owner = await providerWithListing(t)
    expect((await upload(owner.cookie, 'permit')).statusCode).toBe(200)
    const [row] = await t.database.db
      .select()
      .from(providerDocument)
      .where(and(eq(providerDocument.providerId, owner.providerId), eq(providerDocument.kind, 'permit')))
    const id = row?.id ?? 0
    expect((await call(owner.cookie, 'GET', '/api/admin/documents')).statusCode).toBe(403)
    expect((await call(owner.cookie, 'GET', `/api/admin/documents/${id}/file`)).statusCode).toBe(403)
    expect(
      (await call(owner.cookie, 'POST', `/api/admin/documents/${id}/approve`, { validUntil: '2099-01-01' }))
        .statusCode,
    ).toBe(403)
    const customer = await signedInAs(t, 'customer')
    expect((await call(customer.cookie, 'GET', '/api/provider/documents')).statusCode).toBe(403)
    expect((await t.app.inject(`/api/admin/documents/${id}/file`)).statusCode).toBe(401)
    const [still] = await t.database.db.select().from(providerDocument).where(eq(providerDocument.id, id))
    expect(still?.status).toBe('pending')
  })

  it('expiry: 30 days before, the owner is emailed once; after the last day, the badge and the flag go', async () => {
    const owner = await providerWithListing(t)
    await t.database.db.update(user).set({ language: 'fr' }).where(eq(user.id, owner.userId))
    await t.database.db.delete(providerDocument).where(eq(providerDocument.providerId, owner.providerId))
    expect((await upload(owner.cookie, 'insurance')).statusCode).toBe(200)
    const admin = await signedInAs(t, 'admin')
    const item = await queued(admin.cookie, owner.providerId, 'insurance')
    if (!item) throw new Error('not queued')
    const approved = await call(admin.cookie, 'POST', `/api/admin/documents/${item.id}/approve`, {
      validUntil: '2099-03-31',
    })
    expect(approved.statusCode).toBe(200)
    const deps = {
      db: t.database.db,
      mailer: t.app.mailer,
      publicUrl: 'http://localhost:3000',
      log: t.app.log,
      onListingsChanged: () => t.app.searchCache.clear(),
    }
    const notices = () =>
      t.database.db
        .select()
        .from(outboxEmail)
        .where(and(eq(outboxEmail.to, owner.email), eq(outboxEmail.template, 'document-expiring')))
    const insured = async () =>
      (await t.database.db.select().from(provider).where(eq(provider.id, owner.providerId)))[0]?.insured

    // 31 days before the end: nothing yet.
    await runDocumentExpiry(deps, new Date('2099-02-28T08:00:00Z'))
    expect(await notices()).toHaveLength(0)
    // 30 days before: one notice, in French, with the end date written the French way; not twice.
    await runDocumentExpiry(deps, new Date('2099-03-01T08:00:00Z'))
    await runDocumentExpiry(deps, new Date('2099-03-15T08:00:00Z'))
    const sent = await notices()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.language).toBe('fr')
    expect(sent[0]?.text).toContain('31 mars 2099')
    // The last valid day still holds the badge; the next day (Luxembourg time) it goes.
    await runDocumentExpiry(deps, new Date('2099-03-31T20:00:00Z'))
    expect(await insured()).toBe(true)
    await runDocumentExpiry(deps, new Date('2099-03-31T23:30:00Z'))
    expect(await insured()).toBe(false)
    const profile = (await t.app.inject(`/api/public/providers/${owner.slug}`)).json() as ProviderProfile
    expect(trustClaims(profile.verification, '2099-04-01').map((c) => c.id)).not.toContain('insurance')
    // The run judged every listing in 2099: back to today's flags for the files that follow.
    await refreshTrustFlags(t.database.db, null, luxembourgToday())
  })
})
