import { registerAccessControl, type SessionReader } from '@server/http/access'
import { adminRoute } from '@server/http/admin-route'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { defineOperation } from '@shared/api/operation'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

const noSessions: SessionReader = { api: { getSession: async () => null } }

/** An app with only the access rule, as buildApp installs it before any module. */
function bareApp() {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('deps', {} as never)
  registerAccessControl(app, noSessions)
  return app
}

describe('the admin route table', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('registers every /api/admin route of the app, each behind the admin rule', () => {
    const adminRules = t.app.accessRules.filter((rule) => rule.url.startsWith('/api/admin'))
    expect(adminRules.length).toBeGreaterThan(80)
    const notAdmin = adminRules.filter((rule) => rule.access !== 'admin').map((r) => `${r.method} ${r.url}`)
    // The console's "who is calling" is read before it knows whether the caller is an admin.
    expect(notAdmin).toEqual(['GET /api/admin/users/current/info'])
    for (const route of [
      'GET /api/admin/users',
      'GET /api/admin/users/export',
      'GET /api/admin/providers/:id',
      'POST /api/admin/providers/bulk',
      'GET /api/admin/audit/export',
      'GET /api/admin/support',
      'POST /api/admin/backups',
      'GET /api/admin/metrics/technical',
    ])
      expect(adminRules.map((r) => `${r.method} ${r.url}`)).toContain(route)
  })

  it('refuses an /api/admin route that a module registers on its own', async () => {
    const app = bareApp()
    const registerAlone = async () => {
      app.get('/api/admin/elsewhere', { config: { access: 'admin' } }, async () => ({ ok: true }))
      await app.ready()
    }
    await expect(registerAlone()).rejects.toThrow(/admin route table/)
  })

  it('takes the same route declared for the table, with the admin rule set for it', async () => {
    const app = bareApp()
    const declared = defineOperation({
      method: 'GET',
      path: '/api/admin/declared',
      access: 'admin',
      tags: ['admin'],
      summary: 'A declared route',
      responses: { 200: z.object({}) },
    })
    adminRoute(declared, async () => ({})).register(app)
    await app.ready()
    expect(app.accessRules).toEqual([
      expect.objectContaining({ url: '/api/admin/declared', access: 'admin' }),
    ])
    await app.close()
  })
})
