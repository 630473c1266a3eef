import { errorMessage } from '@server/http/errors'
import { GOOD_PASSWORD, post, register, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The auth library writes its refusals in English; ours reach the caller in their language, whether
 * they ask with Accept-Language (the app's request layer) or with ?lang= (a page's address).
 */

let t: TestApp
let unverified: string
beforeAll(async () => {
  t = await buildTestApp()
  unverified = uniqueEmail('unverified')
  expect((await register(t.app, { email: unverified })).statusCode).toBe(200)
})
afterAll(() => t.close())

const signIn = (email: string, password: string, { url = '/api/auth/sign-in/email', language = '' } = {}) =>
  post(t.app, url, { email, password }, language ? { 'accept-language': language } : {})

describe('sign-in refusals in the caller’s language', () => {
  it.each([
    ['de', { language: 'de-LU,de;q=0.9' }],
    ['fr', { url: '/api/auth/sign-in/email?lang=fr' }],
    ['fr', { url: '/api/auth/sign-in/email?lang=fr', language: 'de' }],
    ['en', { language: 'en' }],
  ] as const)('a wrong password (%s)', async (language, how) => {
    const res = await signIn(unverified, 'Not-The-Password-1', how)
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toEqual({
      code: 'invalid_credentials',
      message: errorMessage('invalid_credentials', language),
    })
    expect(res.body).not.toContain('Invalid email or password')
  })

  it.each([
    ['de', { language: 'de' }],
    ['fr', { url: '/api/auth/sign-in/email?lang=fr' }],
  ] as const)('an address not yet confirmed (%s)', async (language, how) => {
    const res = await signIn(unverified, GOOD_PASSWORD, how)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toEqual({
      code: 'email_not_verified',
      message: errorMessage('email_not_verified', language),
    })
    expect(res.body).not.toContain('Email not verified')
  })
})
