import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { arbitraryFor, asQuery, asText, type Hints, jsonSchemaOf } from '@server/security/fuzz-arbitraries'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { type Answer, documentPathOf, openApiContract } from '@server/test/openapi-contract'
import { providerWithListing } from '@server/test/provider-listing'
import { type Cookies, type Role, realHints, seedWorld } from '@server/test/route-world'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Access } from './access'

/**
 * The OpenAPI document against the routes' real answers: every documented operation is called by
 * a caller of its role with valid inputs (built from its own schemas and the test data), and with
 * wrong ones (no session, another role, an empty or over-long path parameter, an invalid body).
 * Each answer's status must be declared for the operation, and its body valid against the schema
 * documented for that status.
 */

/** Routes left out of the document on purpose: Prometheus' text format, the development mailbox. */
const UNDOCUMENTED = (route: string) => route === 'GET /metrics' || route.startsWith('GET /dev/')

/** Valid inputs tried per operation until one succeeds (fixed seed: a failure replays the same way). */
const ATTEMPTS = 6
const SEED = 41

let t: TestApp
let hints: Hints = {}
let contract: ReturnType<typeof openApiContract>
const cookies: Cookies = {}
const emails: Partial<Record<Role, string>> = {}
let ip = 0
/** A new client address per call: per-IP rate limits must not hide a route behind 429s. */
const nextAddress = () => {
  ip++
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`
}

const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-contract-'))
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir, ASSISTANT_RATE_LIMIT_PER_MIN: 100_000 })
  const owner = await providerWithListing(t)
  ;[cookies.provider, emails.provider] = [owner.cookie, owner.email]
  for (const [role, type] of [
    ['customer', 'individual'],
    ['admin', 'admin'],
  ] as const) {
    const account = await signedInAs(t, type)
    ;[cookies[role], emails[role]] = [account.cookie, account.email]
  }
  hints = await realHints(t, await seedWorld(t, cookies, owner.providerId))
  contract = openApiContract((await t.app.inject('/api/docs/json')).json())
}, 120_000)
afterAll(async () => {
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Who calls a route on its success path: the role its rule names (any account for signedIn). */
const CALLER: Record<Access, Role> = {
  public: 'anonymous',
  signedIn: 'customer',
  customer: 'customer',
  provider: 'provider',
  admin: 'admin',
}
/** A signed-in caller the rule refuses (403). */
const WRONG_ROLE: Partial<Record<Access, Role>> = {
  customer: 'provider',
  provider: 'customer',
  admin: 'customer',
}

interface Call {
  params?: Record<string, unknown>
  query?: unknown
  body?: unknown
  /** The body as it is sent (JSON text). */
  rawBody?: string
}

function send(method: string, url: string, role: Role, call: Call) {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) =>
    encodeURIComponent(asText(call.params?.[key] ?? 1)),
  )
  const headers: Record<string, string> = { origin: ORIGIN }
  const cookie = cookies[role]
  if (cookie) headers.cookie = cookie
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return t.app.inject({
    method: method as 'GET',
    url: path,
    query: call.query === undefined ? undefined : asQuery(call.query),
    headers: call.rawBody === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    remoteAddress: nextAddress(),
    ...(hasBody && call.rawBody !== undefined ? { payload: call.rawBody } : {}),
    ...(hasBody && call.rawBody === undefined && call.body !== undefined
      ? { payload: call.body as object }
      : {}),
  })
}

/** Valid inputs for a route from its own schemas and the test data's values. */
function validCalls(rule: (typeof t.app.accessRules)[number]): Call[] {
  const of = (schema: unknown) => {
    const json = jsonSchemaOf(schema)
    return json ? arbitraryFor(json, 'valid', hints) : fc.constant(undefined)
  }
  const calls = fc.record({
    params: of(rule.schema.params) as fc.Arbitrary<Record<string, unknown> | undefined>,
    query: of(rule.schema.querystring),
    body: of(rule.schema.body),
  })
  return fc.sample(calls, { seed: SEED, numRuns: ATTEMPTS })
}

/** A route may end the session it was called with (sign-out, a password change): sign in again. */
async function keepSignedIn(role: Role) {
  const cookie = cookies[role]
  if (!cookie) return
  const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } })
  if (me.statusCode === 200) return
  if (role === 'provider') cookies.provider = (await signedInAs(t, 'business', emails.provider)).cookie
  else cookies[role] = (await signedInAs(t, role === 'admin' ? 'admin' : 'individual', emails[role])).cookie
}

/** Settings the admin's valid calls may switch on, which would answer 503 or 403 to every later call. */
async function undoSiteWideSwitches() {
  const as = { origin: ORIGIN, cookie: cookies.admin ?? '' }
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/maintenance',
    headers: as,
    payload: { enabled: false },
  })
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: as,
    payload: { accessGate: { enabled: false } },
  })
}

describe('the OpenAPI document describes every route as it answers', () => {
  it('documents every API route', () => {
    const documented = new Set(contract.operations.map((o) => `${o.method} ${o.path}`))
    const missing = t.app.accessRules
      .map((r) => `${r.method} ${documentPathOf(r.url)}`)
      .filter((route) => !documented.has(route) && !UNDOCUMENTED(route))
    expect(missing).toEqual([])
    expect(contract.operations.length).toBeGreaterThan(150)
  })

  it('answers each operation as documented: valid input from a caller of its role, and wrong input', async () => {
    const problems: string[] = []
    const neverSucceeded: string[] = []
    const check = (method: string, url: string, answer: Answer) => {
      const problem = contract.problemOf(method, url, answer)
      if (problem) problems.push(problem)
    }
    // Signing out ends the caller's session: walk it last.
    const signsOut = (url: string) => Number(url.endsWith('/sign-out'))
    const rules = t.app.accessRules
      .filter((r) => !UNDOCUMENTED(`${r.method} ${r.url}`))
      .sort((a, b) => signsOut(a.url) - signsOut(b.url))
    for (const rule of rules) {
      const { method, url, access } = rule
      const caller = CALLER[access]
      let succeeded = false
      for (const call of validCalls(rule)) {
        const answer = await send(method, url, caller, call)
        check(method, url, answer)
        await keepSignedIn(caller)
        if (answer.statusCode < 400) {
          succeeded = true
          break
        }
      }
      if (!succeeded) neverSucceeded.push(`${method} ${url}`)
      if (access !== 'public') check(method, url, await send(method, url, 'anonymous', {}))
      const wrongRole = WRONG_ROLE[access]
      if (wrongRole) check(method, url, await send(method, url, wrongRole, {}))
      for (const name of url.match(/:([A-Za-z0-9_]+)/g) ?? []) {
        for (const value of ['', 'x'.repeat(300)]) {
          const params = { [name.slice(1)]: value }
          check(method, url, await send(method, url, caller, { params }))
        }
      }
      if (rule.schema.body) check(method, url, await send(method, url, caller, { rawBody: '[1]' }))
      if (url.startsWith('/api/admin/')) await undoSiteWideSwitches()
      await keepSignedIn(caller)
    }
    console.log(
      `${rules.length - neverSucceeded.length} of ${rules.length} operations answered a valid call with success`,
    )
    expect(problems).toEqual([])
    // Generated inputs reach the success of about half the routes (the rest stop at a domain refusal,
    // itself checked); fewer means the walk stopped reaching the code behind the routes.
    expect(rules.length - neverSucceeded.length).toBeGreaterThanOrEqual(75)
  }, 600_000)
})
