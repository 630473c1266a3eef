import { providerService } from '@server/db/schema/index'
import { ORIGIN } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (cookie: string, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, payload })

async function jobOf(id: number) {
  const [row] = await t.database.db.select().from(providerService).where(eq(providerService.id, id))
  return row?.job ?? null
}

describe('a provider’s listed service is linked to its catalogue job by the server', () => {
  it('links the job from the name and category on create and on change, and never takes it from the provider', async () => {
    const me = await providerWithListing(t)
    const service = { description: '', price: 1350, unit: 'job', category: 'electrical' }
    const created = await post(me.cookie, '/api/provider/services', {
      ...service,
      name: 'Erneuerung des Sicherungskastens',
      job: 'install-heat-pump',
    })
    expect([200, 201]).toContain(created.statusCode)
    const id = created.json().id as number
    expect(await jobOf(id)).toBe('replace-fuse-box')
    const changed = await post(
      me.cookie,
      `/api/provider/services/${id}`,
      { ...service, name: 'Dépannage à l’heure' },
      'PUT',
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await jobOf(id)).toBeNull()
  })
})
