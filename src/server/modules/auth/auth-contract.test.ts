import { session } from '@server/db/schema/index'
import {
  cookieOf,
  GOOD_PASSWORD,
  linkIn,
  mailbox,
  ORIGIN,
  openLink,
  post,
  register,
  signIn,
  uniqueEmail,
} from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { type Answer, openApiContract } from '@server/test/openapi-contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The auth library's endpoints answer as the OpenAPI document says: a person's whole journey
 * (register, confirm, sign in, sessions, change and reset the password), each answer checked
 * against the schema documented for its status. Nothing the document leaves out (role, ban,
 * image, a session's token) leaves the server; refusals are `{error: {code, message}}`.
 */

let t: TestApp
let contract: ReturnType<typeof openApiContract>
beforeAll(async () => {
  t = await buildTestApp()
  contract = openApiContract((await t.app.inject('/api/docs/json')).json())
})
afterAll(() => t.close())

const problems: string[] = []
/** Checks an answer against the document and hands it back. */
function checked<A extends Answer>(method: string, url: string, answer: A): A {
  const problem = contract.problemOf(method, url, answer)
  if (problem) problems.push(problem)
  return answer
}
const get = (url: string, cookie = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { cookie, ...headers } })

describe('the auth endpoints answer as documented', () => {
  it('through a whole journey: register, confirm, sign in, sessions, change and reset the password', async () => {
    const email = uniqueEmail()
    const signUp = checked('POST', '/api/auth/sign-up/email', await register(t.app, { email }))
    expect(signUp.statusCode).toBe(200)
    expect(Object.keys(signUp.json().user).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'id', 'language', 'name', 'type', 'updatedAt'].sort(),
    )
    checked('POST', '/api/auth/sign-up/email', await register(t.app, { email }))
    const unconfirmed = await post(t.app, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })
    expect(checked('POST', '/api/auth/sign-in/email', unconfirmed).json().error.code).toBe(
      'email_not_verified',
    )
    checked(
      'POST',
      '/api/auth/send-verification-email',
      await post(t.app, '/api/auth/send-verification-email', { email }),
    )
    const confirm = linkIn((await mailbox(t.app, email))[0]!.text)
    const confirmed = checked('GET', '/api/auth/verify-email', await openLink(t.app, confirm))
    expect(confirmed.statusCode).toBe(302)
    // Opened again: the token is spent, the answer is still a redirect to the page that says so.
    expect(checked('GET', '/api/auth/verify-email', await openLink(t.app, confirm)).statusCode).toBe(302)

    const wrong = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email, password: 'Wrong-Password-1' },
      { 'accept-language': 'de' },
    )
    expect(checked('POST', '/api/auth/sign-in/email', wrong).statusCode).toBe(401)
    expect(wrong.json()).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
      },
    })
    const first = await signIn(t.app, email)
    const second = await signIn(t.app, email)
    checked('POST', '/api/auth/sign-in/email', first.res)
    expect(first.res.json().user.role).toBeUndefined()
    const current = checked('GET', '/api/auth/get-session', await get('/api/auth/get-session', first.cookie))
    expect(current.json().session.token).toBeUndefined()
    checked('GET', '/api/auth/get-session', await get('/api/auth/get-session'))

    const listed = checked(
      'GET',
      '/api/auth/list-sessions',
      await get('/api/auth/list-sessions', first.cookie),
    )
    const ids = listed.json().map((s: { id: string }) => s.id)
    expect(ids).toHaveLength(2)
    const other = ids.find((id: string) => id !== current.json().session.id)
    const revoke = (id: string) => post(t.app, '/api/auth/revoke-session', { id }, { cookie: first.cookie })
    expect(checked('POST', '/api/auth/revoke-session', await revoke(other)).statusCode).toBe(200)
    expect((await get('/api/users/me', second.cookie)).statusCode).toBe(401)
    expect(checked('POST', '/api/auth/revoke-session', await revoke(other)).statusCode).toBe(404)

    const change = async (body: object) =>
      checked(
        'POST',
        '/api/auth/change-password',
        await post(t.app, '/api/auth/change-password', body, { cookie: first.cookie }),
      )
    expect(
      (await change({ currentPassword: 'Wrong-Password-1', newPassword: 'Even-Better-2026' })).json().error
        .code,
    ).toBe('wrong_password')
    expect(
      (await change({ currentPassword: GOOD_PASSWORD, newPassword: 'Password1' })).json().error.code,
    ).toBe('password_common')
    const changed = await change({ currentPassword: GOOD_PASSWORD, newPassword: 'Even-Better-2026' })
    expect(changed.statusCode).toBe(200)

    checked(
      'POST',
      '/api/auth/request-password-reset',
      await post(t.app, '/api/auth/request-password-reset', { email }),
    )
    const resetMail = (await mailbox(t.app, email)).find((m) => m.template === 'reset-password')!
    const resetLink = linkIn(resetMail.text)
    // The link names no page: it lands on the reset form, as the default says.
    expect(resetLink.searchParams.get('callbackURL')).toBe('/auth?tab=reset')
    const opened = checked('GET', '/api/auth/reset-password/{token}', await openLink(t.app, resetLink))
    expect(opened.statusCode).toBe(302)
    const token = new URL(String(opened.headers.location), ORIGIN).searchParams.get('token')!
    const reset = (newPassword: string) =>
      post(t.app, '/api/auth/reset-password', { token, newPassword }).then((res) =>
        checked('POST', '/api/auth/reset-password', res),
      )
    expect((await reset('weak')).json().error.code).toBe('password_policy')
    expect((await reset('Brand-New-2027')).statusCode).toBe(200)
    expect((await reset('Brand-New-2028')).json().error.code).toBe('invalid_token')
    const again = await signIn(t.app, email, 'Brand-New-2027')
    expect(checked('POST', '/api/auth/sign-in/email', again.res).statusCode).toBe(200)
    const out = await post(t.app, '/api/auth/sign-out', {}, { cookie: cookieOf(again.res) })
    expect(checked('POST', '/api/auth/sign-out', out).statusCode).toBe(200)

    expect(problems).toEqual([])
  })

  it("lists a signed-in caller's sessions without the token of any of them", async () => {
    const email = uniqueEmail()
    await register(t.app, { email })
    await openLink(t.app, linkIn((await mailbox(t.app, email))[0]!.text))
    const devices = [await signIn(t.app, email), await signIn(t.app, email), await signIn(t.app, email)]
    const listed = await get('/api/auth/list-sessions', devices[0]!.cookie)
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toHaveLength(3)
    const [{ userId }] = listed.json()
    const tokens = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, userId))
    expect(tokens).toHaveLength(3)
    for (const { token } of tokens) expect(listed.body).not.toContain(token)
    expect(contract.problemOf('GET', '/api/auth/list-sessions', listed)).toBeNull()
  })
})
