import { cookieOf, GOOD_PASSWORD, ORIGIN, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_COOKIE, deviceCookies } from './device-cookie'
import { ensureAccount } from './seed-accounts'

// The production defaults (ADR 039): 10 failures per minute per IP, 5 per 15 minutes per (email,
// IP), 20 per minute per email from everywhere, 5 per 15 minutes per device.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    AUTH_RATE_LIMIT_PER_IP: 10,
    AUTH_RATE_LIMIT_PER_EMAIL: 5,
    AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: 20,
  })
})
afterAll(() => t.close())

const WRONG = 'Wrong-Password-1'

async function verifiedAccount() {
  const email = uniqueEmail()
  await ensureAccount(t.app.auth, t.database.db, {
    email,
    password: GOOD_PASSWORD,
    name: 'Léa Muller',
    type: 'individual',
  })
  return email
}

/** A sign-in from an address, with the cookies a browser there would send. */
function attempt(email: string, password: string, remoteAddress: string, cookie = '') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  })
}

/** The device cookie a successful sign-in sets, as the browser sends it back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }) {
  const cookie = cookieOf(res)
    .split('; ')
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
  expect(cookie, 'a device cookie').toBeTruthy()
  return cookie as string
}

async function statuses(count: number, send: () => Promise<{ statusCode: number }>) {
  const list: number[] = []
  for (let i = 0; i < count; i++) list.push((await send()).statusCode)
  return list
}

describe('sign-in limits count failed attempts only (ADR 039)', () => {
  it('lets six correct sign-ins in a row from one address through', async () => {
    const email = await verifiedAccount()
    expect(await statuses(6, () => attempt(email, GOOD_PASSWORD, '203.0.113.10'))).toEqual([
      200, 200, 200, 200, 200, 200,
    ])
  })

  it('lets one address sign in to many accounts in a minute (an office behind one router)', async () => {
    const emails = []
    for (let i = 0; i < 12; i++) emails.push(await verifiedAccount())
    const answers = []
    for (const email of emails) answers.push((await attempt(email, GOOD_PASSWORD, '203.0.113.11')).statusCode)
    expect(answers).toEqual(emails.map(() => 200))
  })

  it('clears the count of an (email, address) pair when its owner signs in', async () => {
    const email = await verifiedAccount()
    const from = '203.0.113.12'
    expect(await statuses(4, () => attempt(email, WRONG, from))).toEqual([401, 401, 401, 401])
    expect((await attempt(email, GOOD_PASSWORD, from)).statusCode).toBe(200)
    // Five more failures are allowed again; the sixth is one too many.
    expect(await statuses(5, () => attempt(email, WRONG, from))).toEqual([401, 401, 401, 401, 401])
    const blocked = await attempt(email, WRONG, from)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60)
  })
})

describe('device cookies (ADR 039)', () => {
  it('lets the owner’s device in while an attacker has locked the (email, address) pair', async () => {
    const email = await verifiedAccount()
    const home = '198.51.100.30'
    const device = deviceCookieOf(await attempt(email, GOOD_PASSWORD, home))
    expect(await statuses(5, () => attempt(email, WRONG, home))).toEqual([401, 401, 401, 401, 401])
    expect((await attempt(email, GOOD_PASSWORD, home)).statusCode).toBe(429)
    const owner = await attempt(email, GOOD_PASSWORD, home, device)
    expect(owner.statusCode, owner.body).toBe(200)
    expect(cookieOf(owner)).toContain('session_token')
    // The cookie is renewed, HttpOnly, and only sent to sign-in.
    const setCookie = ([] as string[]).concat(owner.headers['set-cookie'] as string[])
    const renewed = setCookie.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    expect(renewed).toMatch(/; Path=\/api\/auth\/sign-in; Max-Age=\d+; HttpOnly; SameSite=Lax/)
  })

  it('lets the owner’s device in during an attack from many addresses, and not a new browser', async () => {
    const email = await verifiedAccount()
    const device = deviceCookieOf(await attempt(email, GOOD_PASSWORD, '198.51.100.31'))
    for (let i = 0; i < 21; i++) await attempt(email, WRONG, `192.0.2.${i + 1}`)
    expect((await attempt(email, GOOD_PASSWORD, '198.51.100.32')).statusCode).toBe(429)
    expect((await attempt(email, GOOD_PASSWORD, '198.51.100.32', device)).statusCode).toBe(200)
  })

  it('judges a device by its own counter: five wrong passwords lock that device', async () => {
    const email = await verifiedAccount()
    const device = deviceCookieOf(await attempt(email, GOOD_PASSWORD, '198.51.100.33'))
    expect(await statuses(5, () => attempt(email, WRONG, '198.51.100.33', device))).toEqual([
      401, 401, 401, 401, 401,
    ])
    expect((await attempt(email, GOOD_PASSWORD, '198.51.100.33', device)).statusCode).toBe(429)
  })

  it('does not trust a forged, expired or other account’s cookie', async () => {
    const email = await verifiedAccount()
    const other = await verifiedAccount()
    const from = '198.51.100.34'
    const own = deviceCookieOf(await attempt(email, GOOD_PASSWORD, '198.51.100.35'))
    const othersCookie = deviceCookieOf(await attempt(other, GOOD_PASSWORD, from))
    await statuses(5, () => attempt(email, WRONG, from))

    const value = own.slice(DEVICE_COOKIE.length + 1)
    const forged = `${DEVICE_COOKIE}=${value.slice(0, -4)}AAAA`
    const longAgo = new Date(Date.now() - 200 * 86_400_000)
    const expired = deviceCookies(t.app.deps.authSecret)
      .renewed(undefined, email, false, longAgo)
      .split(';')[0] as string
    const wrongSecret = deviceCookies('another-secret-another-secret-0123456789')
      .renewed(undefined, email, false)
      .split(';')[0] as string
    for (const [name, cookie] of Object.entries({ forged, expired, wrongSecret, othersCookie })) {
      expect((await attempt(email, GOOD_PASSWORD, from, cookie)).statusCode, name).toBe(429)
    }
    expect((await attempt(email, GOOD_PASSWORD, from, own)).statusCode).toBe(200)
  })

  it('keeps the entries of the other accounts that signed in on the same browser', async () => {
    const first = await verifiedAccount()
    const second = await verifiedAccount()
    const from = '198.51.100.36'
    const afterFirst = deviceCookieOf(await attempt(first, GOOD_PASSWORD, from))
    const both = deviceCookieOf(await attempt(second, GOOD_PASSWORD, from, afterFirst))
    await statuses(5, () => attempt(first, WRONG, from))
    expect((await attempt(first, GOOD_PASSWORD, from, both)).statusCode).toBe(200)
  })
})
