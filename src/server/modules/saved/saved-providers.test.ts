import { provider } from '@server/db/schema/providers'
import { savedProvider } from '@server/db/schema/saved'
import { GOOD_PASSWORD, ORIGIN, post, signedInAs, signIn } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { MAX_SAVED_PROVIDERS, SAVED_NOTE_MAX, type SavedProvider } from '@shared/saved/saved-provider-schemas'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
/** Listed providers, in id order; the tests each take their own few. */
let ids: number[]
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db
    .select({ id: provider.id })
    .from(provider)
    .where(eq(provider.status, 'active'))
    .orderBy(asc(provider.id))
    .limit(MAX_SAVED_PROVIDERS + 20)
  ids = rows.map((row) => row.id)
  expect(ids.length).toBe(MAX_SAVED_PROVIDERS + 20)
})
afterAll(() => t.close())

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST'
function call(method: Method, url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}
const listOf = async (cookie: string) => {
  const res = await call('GET', '/api/saved-providers', cookie)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().items as SavedProvider[]).map((item) => ({ id: item.id, note: item.note }))
}
const setStatus = (id: number, status: 'active' | 'inactive') =>
  t.database.db.update(provider).set({ status }).where(eq(provider.id, id))

describe('saved providers', () => {
  it('lets a customer only: 401 signed out, 403 for a provider', async () => {
    expect((await call('GET', '/api/saved-providers')).statusCode).toBe(401)
    expect((await call('PUT', `/api/saved-providers/${ids[0]}`)).statusCode).toBe(401)
    const business = await signedInAs(t, 'business')
    expect((await call('GET', '/api/saved-providers', business.cookie)).statusCode).toBe(403)
    expect((await call('PUT', `/api/saved-providers/${ids[0]}`, business.cookie)).statusCode).toBe(403)
  })

  it('saves, notes and removes, once per provider, newest first', async () => {
    const { cookie } = await signedInAs(t, 'individual')
    const [a, b] = [ids[0] as number, ids[1] as number]
    const saved = await call('PUT', `/api/saved-providers/${a}`, cookie)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      id: a,
      note: '',
      slug: expect.any(String),
      categories: expect.any(Array),
    })
    expect((await call('PUT', `/api/saved-providers/${b}`, cookie)).statusCode).toBe(200)
    // Saving again changes nothing.
    expect((await call('PUT', `/api/saved-providers/${a}`, cookie)).statusCode).toBe(200)
    expect(await listOf(cookie)).toEqual([
      { id: b, note: '' },
      { id: a, note: '' },
    ])

    const noted = await call('PATCH', `/api/saved-providers/${a}`, cookie, {
      note: '  Ask about the boiler \n',
    })
    expect(noted.statusCode, noted.body).toBe(200)
    expect(noted.json().note).toBe('Ask about the boiler')
    expect((await call('PUT', `/api/saved-providers/${a}`, cookie)).json().note).toBe('Ask about the boiler')

    expect((await call('DELETE', `/api/saved-providers/${b}`, cookie)).statusCode).toBe(204)
    expect((await call('DELETE', `/api/saved-providers/${b}`, cookie)).statusCode).toBe(404)
    expect(await listOf(cookie)).toEqual([{ id: a, note: 'Ask about the boiler' }])
  })

  it('refuses bad input with 400 and an unknown provider with 404', async () => {
    const { cookie } = await signedInAs(t, 'individual')
    const a = ids[2] as number
    expect((await call('PUT', '/api/saved-providers/abc', cookie)).statusCode).toBe(400)
    expect((await call('PUT', '/api/saved-providers/0', cookie)).statusCode).toBe(400)
    expect((await call('PUT', '/api/saved-providers/99999999999', cookie)).statusCode).toBe(400)
    const unknown = await call('PUT', '/api/saved-providers/2000000000', cookie)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('not_found')

    await call('PUT', `/api/saved-providers/${a}`, cookie)
    const long = await call('PATCH', `/api/saved-providers/${a}`, cookie, {
      note: 'x'.repeat(SAVED_NOTE_MAX + 1),
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.code).toBe('validation_error')
    expect((await call('PATCH', `/api/saved-providers/${a}`, cookie, { note: 42 })).statusCode).toBe(400)
    expect((await call('PATCH', `/api/saved-providers/${a}`, cookie, {})).statusCode).toBe(400)
    // A note on a provider not in the list is not found, not created.
    expect((await call('PATCH', `/api/saved-providers/${ids[3]}`, cookie, { note: 'hi' })).statusCode).toBe(
      404,
    )
    expect(
      (await call('POST', '/api/saved-providers/merge', cookie, { providerIds: 'all' })).statusCode,
    ).toBe(400)
    expect(
      (
        await call('POST', '/api/saved-providers/merge', cookie, {
          providerIds: ids.slice(0, MAX_SAVED_PROVIDERS + 1),
        })
      ).statusCode,
    ).toBe(400)
  })

  it("never shows or changes another customer's list", async () => {
    const anne = await signedInAs(t, 'individual')
    const marc = await signedInAs(t, 'individual')
    const a = ids[4] as number
    await call('PUT', `/api/saved-providers/${a}`, anne.cookie)
    await call('PATCH', `/api/saved-providers/${a}`, anne.cookie, { note: 'Anne’s own note' })

    expect(await listOf(marc.cookie)).toEqual([])
    expect(
      (await call('PATCH', `/api/saved-providers/${a}`, marc.cookie, { note: 'Marc was here' })).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/saved-providers/${a}`, marc.cookie)).statusCode).toBe(404)
    expect(await listOf(anne.cookie)).toEqual([{ id: a, note: 'Anne’s own note' }])

    // Marc saving the same provider makes his own entry; Anne's stays as it was.
    await call('PUT', `/api/saved-providers/${a}`, marc.cookie)
    await call('DELETE', `/api/saved-providers/${a}`, marc.cookie)
    expect(await listOf(anne.cookie)).toEqual([{ id: a, note: 'Anne’s own note' }])
  })

  it('leaves hidden listings out of the list, and refuses to save them', async () => {
    const { cookie } = await signedInAs(t, 'individual')
    const [shown, hidden] = [ids[5] as number, ids[6] as number]
    await call('PUT', `/api/saved-providers/${shown}`, cookie)
    await call('PUT', `/api/saved-providers/${hidden}`, cookie)
    await call('PATCH', `/api/saved-providers/${hidden}`, cookie, { note: 'kept' })
    await setStatus(hidden, 'inactive')
    try {
      expect(await listOf(cookie)).toEqual([{ id: shown, note: '' }])
      expect((await call('PUT', `/api/saved-providers/${hidden}`, cookie)).statusCode).toBe(404)
      expect((await call('PATCH', `/api/saved-providers/${hidden}`, cookie, { note: 'x' })).statusCode).toBe(
        404,
      )
      const merged = await call('POST', '/api/saved-providers/merge', cookie, { providerIds: [hidden] })
      expect(merged.json().items.map((item: SavedProvider) => item.id)).toEqual([shown])
    } finally {
      await setStatus(hidden, 'active')
    }
    // Shown again, it is back with its note.
    expect(await listOf(cookie)).toEqual([
      { id: hidden, note: 'kept' },
      { id: shown, note: '' },
    ])
  })

  it("joins the browser's list at sign-in in one request: duplicates and unknown ids skipped, capped", async () => {
    const { email } = await signedInAs(t, 'individual')
    // A new session, as after signing in on the page where the visitor saved.
    const { res, cookie } = await signIn(t.app, email, GOOD_PASSWORD)
    expect(res.statusCode).toBe(200)
    const [a, b, c] = [ids[7] as number, ids[8] as number, ids[9] as number]
    await call('PUT', `/api/saved-providers/${c}`, cookie)
    await call('PATCH', `/api/saved-providers/${c}`, cookie, { note: 'from before' })

    const merged = await post(
      t.app,
      '/api/saved-providers/merge',
      { providerIds: [a, b, a, c, 2_000_000_000] },
      { cookie },
    )
    expect(merged.statusCode, merged.body).toBe(200)
    const items = merged.json().items as SavedProvider[]
    expect(items.map((item) => item.id).sort()).toEqual([a, b, c].sort())
    // The browser's newest (first) stays first; what was saved already keeps its note.
    expect(items.map((item) => item.id).slice(0, 2)).toEqual([a, b])
    expect(items.find((item) => item.id === c)?.note).toBe('from before')
    // Merging the same list again adds nothing.
    const again = await post(t.app, '/api/saved-providers/merge', { providerIds: [a, b] }, { cookie })
    expect(again.json().items).toHaveLength(3)

    // Up to the cap, never past it, by merge or by one save.
    const rest = ids.filter((id) => ![a, b, c].includes(id))
    const full = await post(
      t.app,
      '/api/saved-providers/merge',
      { providerIds: rest.slice(0, MAX_SAVED_PROVIDERS) },
      { cookie },
    )
    expect(full.json().items).toHaveLength(MAX_SAVED_PROVIDERS)
    const over = await call('PUT', `/api/saved-providers/${rest.at(-1)}`, cookie)
    expect(over.statusCode).toBe(409)
    expect(over.json().error.code).toBe('saved_list_full')
    // A provider already in the full list is still "saved".
    expect((await call('PUT', `/api/saved-providers/${a}`, cookie)).statusCode).toBe(200)
  })

  it('is in the data download and goes with the account', async () => {
    const { cookie, userId } = await signedInAs(t, 'individual')
    const a = ids[10] as number
    await call('PUT', `/api/saved-providers/${a}`, cookie)
    await call('PATCH', `/api/saved-providers/${a}`, cookie, { note: 'Quote in spring' })
    const data = (await call('GET', '/api/users/me/export', cookie)).json()
    expect(data.savedProviders).toEqual([
      expect.objectContaining({ note: 'Quote in spring', provider: expect.any(String) }),
    ])

    expect(
      (await post(t.app, '/api/users/me/delete', { password: GOOD_PASSWORD }, { cookie })).statusCode,
    ).toBe(204)
    const rows = await t.database.db
      .select()
      .from(savedProvider)
      .where(and(eq(savedProvider.userId, userId), eq(savedProvider.providerId, a)))
    expect(rows).toEqual([])
  })
})
