import { allows } from '@server/http/access'
import { multipartBody } from '@server/modules/files/multipart-body'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { pdf } from '@server/test/office-files'
import { providerWithListing } from '@server/test/provider-listing'
import { type Cookies, type Role, realHints, seedWorld } from '@server/test/route-world'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asQuery, asText, type Hints, hostileString, inputArbitrary, jsonSchemaOf } from './fuzz-arbitraries'

/**
 * Property-based fuzzing of every API route from its own zod schemas: each route is
 * called as anonymous, customer, provider and admin with inputs built from its body, querystring and
 * params schemas, valid, half-valid and hostile. Whatever comes in, the answer is never 5xx.
 * Fixed seed: a failure names its input and replays the same way. The roles are split over two test
 * files (fuzz-*.test.ts), each on its own app and database, so that both cores fuzz: the admin, whom
 * every route lets in, and the three others, whom many routes refuse (about 8,500 calls each).
 */

/** FUZZ_SEED and FUZZ_RUNS explore further (a failure prints its input; replay it with the same seed). */
const SEED = Number(process.env.FUZZ_SEED ?? 14)
/** Inputs per route and role, for the roles the route lets in (see runsFor). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50)
/**
 * Routes that check the caller's password on each call with a well-formed body: one scrypt hash,
 * about 60 ms of CPU (50 runs of the six took 28 of the fuzzing's 115 seconds). Their inputs are a
 * password and a flag or two, which 15 runs cover.
 */
const PASSWORD_CHECKING_RUNS = 15
/**
 * Routes whose every call is heavy and takes no input: taking a backup archives the whole database
 * and the files (50 of them took 90 of the fuzzing's 185 seconds), downloading one streams such an
 * archive (50 took 15 of 135 seconds); a few calls show that odd ids, bodies and queries change
 * nothing. FUZZ_STATS=1 prints the time spent per route.
 */
const FEW_RUNS: Record<string, number> = {
  'POST /api/admin/backups': 3,
  'GET /api/admin/backups/:id/download': 5,
  ...Object.fromEntries(
    [
      'POST /api/users/me/delete',
      'POST /api/auth/two-factor/enable',
      'POST /api/auth/two-factor/disable',
      'POST /api/auth/two-factor/generate-backup-codes',
      'POST /api/auth/change-password',
      'POST /api/auth/sign-in/email',
    ].map((route) => [route, PASSWORD_CHECKING_RUNS]),
  ),
}
/**
 * Calls whose input cannot matter, where more runs would send the same request again:
 * - a role the route's access rule refuses is answered 401/403 by the guard, before the body is read
 *   (onRequest): its input never reaches the route;
 * - a GET with neither path parameters nor a query string to fuzz sends the same request every time.
 * The roles the route lets in get every run.
 */
const REFUSED_RUNS = 3
const NO_INPUT_RUNS = 1

function runsFor(rule: (typeof t.app.accessRules)[number], role: Role): number {
  const route = `${rule.method} ${rule.url}`
  if (!allows(rule.access, role === 'anonymous' ? null : role)) return Math.min(RUNS, REFUSED_RUNS)
  const readsNothing = !jsonSchemaOf(rule.schema.params) && !jsonSchemaOf(rule.schema.querystring)
  if (rule.method === 'GET' && readsNothing) return Math.min(RUNS, NO_INPUT_RUNS)
  return Math.min(RUNS, FEW_RUNS[route] ?? RUNS)
}

export type { Role }

const ROLES: Role[] = ['anonymous', 'customer', 'provider', 'admin']
/** Multipart routes read their form themselves (no body schema): fuzzed with forms. */
const UPLOADS = new Set(['POST /api/templates', 'POST /api/provider/portfolio'])

let t: TestApp
/** Answers per route and status (FUZZ_STATS=1 prints them: which routes the inputs get through to). */
const statuses = new Map<string, Map<number, number>>()
const count = (route: string, status: number) => {
  const byStatus = statuses.get(route) ?? new Map<number, number>()
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  statuses.set(route, byStatus)
}
/** Milliseconds spent per route (printed with FUZZ_STATS=1: where the fuzzing's time goes). */
const spent = new Map<string, number>()
const cookies: Cookies = {}
let hints: Hints = {}
let ip = 0
/** A new client address per call: per-IP rate limits must not hide a route behind 429s. */
const nextAddress = () => {
  ip++
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`
}

const emails: Partial<Record<Role, string>> = {}
let listingId = 0

async function signIn(role: Role) {
  if (role === 'anonymous') return
  if (role === 'provider' && !emails.provider) {
    const owner = await providerWithListing(t)
    ;[cookies.provider, emails.provider, listingId] = [owner.cookie, owner.email, owner.providerId]
    return
  }
  const account = await signedInAs(
    t,
    role === 'customer' ? 'individual' : role === 'admin' ? 'admin' : 'business',
    emails[role],
  )
  ;[cookies[role], emails[role]] = [account.cookie, account.email]
}

/** The admin's fuzzed calls may switch maintenance on, which answers 503 to everyone else after it. */
async function endMaintenance() {
  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/maintenance',
    headers: { origin: ORIGIN, cookie: cookies.admin ?? '' },
    payload: { enabled: false },
  })
  expect(off.statusCode, off.body).toBe(200)
}

/** The admin's fuzzed settings may switch the early-access gate on, which answers 403 to everyone else after it. */
async function openGate() {
  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { origin: ORIGIN, cookie: cookies.admin ?? '' },
    payload: { accessGate: { enabled: false } },
  })
  expect(off.statusCode, off.body).toBe(200)
}

/** A route may end the session it was called with (sign-out): sign in again before the next one. */
async function keepSignedIn(role: Role) {
  const cookie = cookies[role]
  if (!cookie) return
  const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } })
  if (me.statusCode !== 200) await signIn(role)
}

/** One call of a route with generated params, querystring and body. */
function callWith(rule: { method: string; url: string }, role: Role, input: FuzzInput) {
  const url = rule.url
    .replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(asText(input.params?.[key] ?? 1)))
    .replace('*', 'get-session')
  const headers: Record<string, string> = { origin: ORIGIN }
  const cookie = cookies[role]
  if (cookie) headers.cookie = cookie
  const bodyAllowed = rule.method !== 'GET'
  return t.app.inject({
    method: rule.method as 'GET',
    url,
    query: input.query === undefined ? undefined : asQuery(input.query),
    headers: input.rawBody === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    remoteAddress: nextAddress(),
    ...(bodyAllowed && input.rawBody !== undefined ? { payload: input.rawBody } : {}),
    ...(bodyAllowed && input.rawBody === undefined && input.body !== undefined
      ? { payload: input.body as object }
      : {}),
  })
}

interface FuzzInput {
  params?: Record<string, unknown>
  query?: unknown
  body?: unknown
  /** A body sent as it is: malformed or deeply nested JSON text. */
  rawBody?: string
}

const rawBodies = fc.oneof(
  fc.constantFrom('{', '{"a":', 'null', '"text"', '[]', '{"__proto__":{"type":"admin"}}', '\u0000'),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
)

function inputsOf(rule: (typeof t.app.accessRules)[number]): fc.Arbitrary<FuzzInput> {
  const params = jsonSchemaOf(rule.schema.params)
  const query = jsonSchemaOf(rule.schema.querystring)
  const body = jsonSchemaOf(rule.schema.body)
  return fc.record(
    {
      params: params
        ? (inputArbitrary(params, hints) as fc.Arbitrary<Record<string, unknown>>)
        : fc.constant({}),
      query: query ? inputArbitrary(query, hints) : fc.constant(undefined),
      body: inputArbitrary(body, hints),
      rawBody: fc.oneof(
        { weight: 11, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: rawBodies },
      ),
    },
    { requiredKeys: ['params', 'query', 'body'] },
  )
}

const fileName = fc.oneof(
  fc.constantFrom('quote.pdf', 'Devis été.pdf', 'a\u0000.pdf', 'x\u202efdp.exe', '../../etc/passwd', ''),
  hostileString,
)
type UploadInput = { fields: Record<string, string>; name: string; bytes: Buffer }
const uploadInputs: fc.Arbitrary<UploadInput> = fc.record({
  fields: fc.dictionary(fc.constantFrom('name', 'description', 'isDefault', 'caption', 'x'), hostileString, {
    maxKeys: 4,
  }),
  name: fileName,
  bytes: fc.oneof(
    fc.constant(pdf()),
    fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  ),
})

async function sendUpload(url: string, role: Role, upload: UploadInput) {
  const form = await multipartBody(upload.fields, { bytes: upload.bytes, name: upload.name })
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': form.contentType }
  const cookie = cookies[role]
  if (cookie) headers.cookie = cookie
  return t.app.inject({ method: 'POST', url, headers, payload: form.payload, remoteAddress: nextAddress() })
}

/** Runs one route's property with the fixed seed: null, or the 5xx and the input that caused it. */
async function firstFailure<T>(
  route: string,
  runs: number,
  inputs: fc.Arbitrary<T>,
  send: (input: T) => Promise<{ statusCode: number; body: string }>,
): Promise<string | null> {
  const property = fc.asyncProperty(inputs, async (input) => {
    const started = performance.now()
    const res = await send(input)
    spent.set(route, (spent.get(route) ?? 0) + performance.now() - started)
    count(route, res.statusCode)
    if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`)
  })
  const run = await fc.check(property, { seed: SEED, numRuns: runs })
  if (!run.failed) return null
  const why = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance)
  return `${why}\n  input: ${JSON.stringify(run.counterexample).slice(0, 1_000)}`
}

/** Fuzzes every route as each of `fuzzedRoles`; every role is signed in, for the world the routes work on. */
export function fuzzEveryRoute(fuzzedRoles: Role[]) {
  beforeAll(async () => {
    t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 100_000 })
    for (const role of ROLES) await signIn(role)
    hints = await realHints(t, await seedWorld(t, cookies, listingId))
  }, 120_000)
  afterAll(() => t?.close())

  describe(`fuzzing every route from its zod schemas as ${fuzzedRoles.join(' and ')}`, () => {
    it('enumerates the routes with their schemas', () => {
      const withBody = t.app.accessRules.filter((r) => jsonSchemaOf(r.schema.body))
      expect(t.app.accessRules.length).toBeGreaterThan(50)
      expect(withBody.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          'POST /api/users/profile/store',
          'POST /api/quote-requests',
          'POST /api/public/chat',
        ]),
      )
      for (const upload of UPLOADS)
        expect(t.app.accessRules.map((r) => `${r.method} ${r.url}`)).toContain(upload)
    })

    it('never answers 5xx, whatever is sent', async () => {
      const failures: string[] = []
      for (const rule of t.app.accessRules) {
        const route = `${rule.method} ${rule.url}`
        for (const role of fuzzedRoles) {
          const runs = runsFor(rule, role)
          const failure = UPLOADS.has(route)
            ? await firstFailure(route, runs, uploadInputs, (upload) => sendUpload(rule.url, role, upload))
            : await firstFailure(route, runs, inputsOf(rule), (input) => callWith(rule, role, input))
          if (failure) failures.push(`${route} as ${role}: ${failure}`)
          if (route === 'PUT /api/admin/maintenance' && role === 'admin') await endMaintenance()
          if (route === 'PUT /api/admin/settings' && role === 'admin') await openGate()
          await keepSignedIn(role)
        }
      }
      if (process.env.FUZZ_STATS)
        for (const [route, byStatus] of statuses)
          console.log(
            route,
            `${Math.round(spent.get(route) ?? 0)} ms`,
            Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)),
          )
      expect(failures).toEqual([])
    }, 600_000)
  })
}
