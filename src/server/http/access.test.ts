import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { UserType } from '@shared/accounts/user-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Access, allows } from './access'

let t: TestApp
const callers: Record<string, { cookie?: string; role: 'customer' | 'provider' | 'admin' | null }> = {}

// Its own data directory: the walk takes a backup as the admin (POST /api/admin/backups).
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-access-'))
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
  callers.anonymous = { role: null }
  const signed: Array<[string, UserType, 'customer' | 'provider' | 'admin']> = [
    ['customer', 'individual', 'customer'],
    ['provider', 'business', 'provider'],
    ['another provider', 'serviceProvider', 'provider'],
    ['admin', 'admin', 'admin'],
  ]
  for (const [name, type, role] of signed)
    callers[name] = { cookie: (await signedInAs(t, type)).cookie, role }
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1')

describe('route × role matrix: every registered API route enforces its access rule', () => {
  it('knows every route, and every route declares a rule', () => {
    const urls = t.app.accessRules.map((r) => `${r.method} ${r.url}`)
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /health',
        'POST /api/users/profile/store',
        'POST /api/admin/credits/refill',
        'GET /api/admin/unmatched-requests',
        'GET /api/admin/backups',
        'POST /api/admin/backups',
        'GET /api/admin/backups/:id/download',
        'DELETE /api/admin/backups/:id',
        'POST /api/admin/backups/:id/restore',
        'POST /api/public/chat',
        'POST /api/chat',
        'POST /api/chat/quotes',
        'POST /api/public/providers/match',
      ]),
    )
    expect(t.app.accessRules.length).toBeGreaterThan(15)
  })

  // Every route as five callers, one after the other, a backup among them: 17 s beside another test run,
  // over 30 s when the machine's two cores carry three.
  it('answers each caller as its rule says', async () => {
    const failures: string[] = []
    // Signing out ends the callers' sessions: walk it last.
    const signsOut = (url: string) => Number(url.endsWith('/sign-out'))
    const rules = [...t.app.accessRules].sort((a, b) => signsOut(a.url) - signsOut(b.url))
    for (const rule of rules) {
      for (const [name, caller] of Object.entries(callers)) {
        const res = await t.app.inject({
          method: rule.method as 'GET',
          url: concreteUrl(rule.url),
          headers: caller.cookie
            ? { cookie: caller.cookie, origin: 'http://localhost:3000' }
            : { origin: 'http://localhost:3000' },
          ...(rule.method === 'GET' ? {} : { payload: {} }),
        })
        const expected = expectedFor(rule.access, caller.role)
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === expected
        if (!ok)
          failures.push(`${rule.method} ${rule.url} as ${name}: got ${res.statusCode}, expected ${expected}`)
      }
    }
    expect(failures).toEqual([])
  }, 90_000)
})

function expectedFor(access: Access, role: 'customer' | 'provider' | 'admin' | null): 'allowed' | 401 | 403 {
  if (allows(access, role)) return 'allowed'
  return role ? 403 : 401
}
