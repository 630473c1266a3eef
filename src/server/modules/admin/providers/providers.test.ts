import { auditLog } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ProviderDetail, ProviderPage } from '@shared/admin/provider-admin-schemas'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await buildTestApp()
  cookie = (await signedInAs(t, 'admin')).cookie
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })
const searchFor = async (q: string) =>
  (await t.app.inject({ url: `/api/public/providers/search?q=${encodeURIComponent(q)}` })).json() as {
    items: Array<{ slug: string }>
  }

describe('admin providers', () => {
  it('creates a listing the directory finds at once, edits it, hides it, deletes it with its name typed', async () => {
    const created = await call('POST', '/api/admin/providers', {
      name: 'Toitures Quarkwerk',
      categories: ['roofing'],
      locality: 'Ettelbruck',
      email: 'info@quarkwerk.lu',
      vatNumber: 'LU 1234 5613',
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as number
    const detail = (await call('GET', `/api/admin/providers/${id}`)).json() as ProviderDetail
    expect(detail.provider).toMatchObject({
      slug: 'toitures-quarkwerk',
      commune: 'Ettelbruck',
      status: 'active',
      vatNumber: 'LU12345613',
    })
    expect((await searchFor('Quarkwerk')).items.map((p) => p.slug)).toEqual(['toitures-quarkwerk'])

    expect(
      (await call('PATCH', `/api/admin/providers/${id}`, { name: 'Toitures Quarkwerk & Fils' })).statusCode,
    ).toBe(200)
    // Verified and insured follow reviewed documents only: an administrator cannot set them by hand.
    expect(
      (await call('POST', `/api/admin/providers/${id}/checks`, { verified: true, insured: true })).statusCode,
    ).toBe(400)
    expect((await call('POST', `/api/admin/providers/${id}/checks`, { premium: true })).statusCode).toBe(200)
    const checked = (await call('GET', `/api/admin/providers/${id}`)).json() as ProviderDetail
    expect(checked.provider).toMatchObject({
      name: 'Toitures Quarkwerk & Fils',
      verified: false,
      insured: false,
      premium: true,
    })
    expect(checked.audit.map((entry) => entry.action)).toEqual([
      'provider.checks',
      'provider.edit',
      'provider.create',
    ])
    expect(checked.audit[1]).toMatchObject({
      before: { name: 'Toitures Quarkwerk' },
      after: { name: 'Toitures Quarkwerk & Fils' },
    })

    expect((await call('POST', `/api/admin/providers/${id}/status`, { status: 'inactive' })).statusCode).toBe(
      200,
    )
    expect((await searchFor('Quarkwerk')).items).toEqual([])

    const wrong = await call('POST', `/api/admin/providers/${id}/delete`, { confirm: 'Quarkwerk' })
    expect(wrong.statusCode).toBe(400)
    expect(
      (await call('POST', `/api/admin/providers/${id}/delete`, { confirm: 'toitures quarkwerk & fils' }))
        .statusCode,
    ).toBe(200)
    expect((await call('GET', `/api/admin/providers/${id}`)).statusCode).toBe(404)
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({ action: 'provider.delete', before: { slug: 'toitures-quarkwerk' } })
  })

  it('refuses an unknown place and a bad VAT number', async () => {
    const base = { name: 'Nowhere Ltd', categories: ['cleaning'], locality: 'Ettelbruck' }
    expect(
      (await call('POST', '/api/admin/providers', { ...base, locality: 'Atlantis' })).json().error.code,
    ).toBe('unknown_locality')
    expect(
      (await call('POST', '/api/admin/providers', { ...base, vatNumber: 'LU12345678' })).statusCode,
    ).toBe(400)
  })

  it('pages with filters and sort; bulk-verifies; exports CSV', async () => {
    const page = (
      await call('GET', '/api/admin/providers?category=plumbing&sort=name&dir=asc&pageSize=5')
    ).json() as ProviderPage
    expect(page.items).toHaveLength(5)
    expect(page.total).toBeGreaterThan(5)
    expect(page.items.every((row) => row.categories.includes('plumbing'))).toBe(true)
    const names = page.items.map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    const commune = page.items[0]?.commune ?? ''
    const inCommune = (
      await call('GET', `/api/admin/providers?commune=${encodeURIComponent(commune)}`)
    ).json() as ProviderPage
    expect(inCommune.items.every((row) => row.commune === commune)).toBe(true)

    const ids = page.items.slice(0, 2).map((row) => row.id)
    expect((await call('POST', '/api/admin/providers/bulk', { ids, action: 'verify' })).statusCode).toBe(400)
    await call('POST', '/api/admin/providers/bulk', { ids, action: 'deactivate' })
    const res = await call('POST', '/api/admin/providers/bulk', { ids, action: 'activate' })
    expect(res.json()).toEqual({ ok: true, affected: 2 })

    const csv = await call('GET', '/api/admin/providers/export?category=plumbing')
    expect(csv.body.startsWith('\ufeffid,slug,name,company_name,categories')).toBe(true)
    expect(csv.body.trim().split('\r\n')).toHaveLength(page.total + 1)
  })
})
