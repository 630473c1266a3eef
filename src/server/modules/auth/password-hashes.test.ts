import { GOOD_PASSWORD, ORIGIN, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPasswordHashes } from './password-hashes'
import { ensureAccount } from './seed-accounts'

// One hash at once and two waiting: a burst of sign-ins overflows it at once. The sign-in limits
// are raised so that only the bound on hashes refuses anything here.
const METRICS_TOKEN = 'metrics-token-for-the-hash-bound'
let t: TestApp
let email: string
beforeAll(async () => {
  t = await buildTestApp({
    PASSWORD_HASH_CONCURRENCY: 1,
    PASSWORD_HASH_QUEUE: 2,
    AUTH_RATE_LIMIT_PER_IP: 1000,
    AUTH_RATE_LIMIT_PER_EMAIL: 1000,
    AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: 1000,
    METRICS_TOKEN,
  })
  email = uniqueEmail('burst')
  await ensureAccount(t.app.auth, t.database.db, {
    email,
    password: GOOD_PASSWORD,
    name: 'Léa Muller',
    type: 'individual',
  })
})
afterAll(() => t.close())

const signIn = (i: number, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: `10.9.0.${i + 1}`,
    headers: { origin: ORIGIN, 'accept-language': language },
    payload: { email, password: GOOD_PASSWORD },
  })

describe('password hashes are bounded', () => {
  it('answers a burst beyond the bound with 503 and Retry-After, and signs the others in', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(i, i % 2 ? 'fr' : 'de')))
    const statuses = answers.map((res) => res.statusCode)
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true)
    // The bound's three places (one hashing, two waiting) were all used.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3)
    const refused = answers.filter((res) => res.statusCode === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(res.json().error.code).toBe('server_busy')
    }
    const messages = new Set(refused.map((res) => res.json().error.message))
    expect(
      [...messages].every((m) => /connexions|Anmeldungen/.test(m)),
      [...messages].join(' | '),
    ).toBe(true)
    // Once the burst is over, the places are free again.
    expect(t.app.passwordHashes.stats()).toMatchObject({ running: 0, waiting: 0, tickets: 0 })
    expect((await signIn(99)).statusCode).toBe(200)
    // Operators see the refusals in /metrics.
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(metrics.body).toContain(`password_hash_refusals_total ${refused.length}`)
  })

  it('keeps answering a cheap route while a burst of sign-ins is under way', async () => {
    let settled = 0
    const burst = Array.from({ length: 12 }, (_, i) => signIn(20 + i).finally(() => settled++))
    const [health, categories] = await Promise.all([
      t.app.inject({ url: '/health' }),
      t.app.inject({ url: '/api/public/categories' }),
    ])
    const hashing = t.app.passwordHashes.stats()
    expect(health.statusCode).toBe(200)
    expect(categories.statusCode).toBe(200)
    // Answered while sign-ins were still hashing or waiting: the cheap routes did not queue behind the burst.
    // (No clock: how long that takes depends on the machine, the order does not.)
    expect(settled).toBeLessThan(12)
    expect(hashing.running + hashing.waiting).toBeGreaterThan(0)
    await Promise.all(burst)
  })

  it('hashes at most the bound at once, in the order asked', async () => {
    const hashes = createPasswordHashes({ concurrency: 2, queue: 1 })
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (i: number) =>
      hashes.run(async () => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push(i)
        running--
      })
    await Promise.all([0, 1, 2, 3, 4].map(task))
    expect(most).toBe(2)
    expect(order.slice(2)).toEqual([2, 3, 4])
    const tickets = [hashes.admit(), hashes.admit(), hashes.admit()]
    expect(tickets.every(Boolean)).toBe(true)
    expect(hashes.admit()).toBeNull()
    tickets[0]?.()
    tickets[0]?.()
    expect(hashes.stats().tickets).toBe(2)
    expect(hashes.admit()).not.toBeNull()
  })
})
