import { ApiRequestError } from '@web/lib/api/request-error'
import { describe, expect, it } from 'vitest'
import { authErrorCode, authErrorMessage, secondStepErrorMessage } from './auth-error-message'

const failure = (status: number, data: unknown = null) =>
  new ApiRequestError('x', status, data, '/api/auth/x')
const rateLimited = failure(429, { error: { code: 'rate_limited', message: 'Trop de tentatives.' } })

describe('authErrorCode', () => {
  it('reads the {error:{code}} every route answers', () => {
    expect(authErrorCode(failure(401, { error: { code: 'invalid_credentials', message: 'x' } }))).toBe(
      'invalid_credentials',
    )
    expect(authErrorCode(rateLimited)).toBe('rate_limited')
    expect(authErrorCode(new Error('x'))).toBeUndefined()
  })
})

describe('authErrorMessage: sign-in (product §8)', () => {
  it.each([
    [
      failure(401, { error: { code: 'invalid_credentials', message: 'x' } }),
      'errors.signIn.invalidCredentials',
    ],
    [failure(403, { error: { code: 'email_not_verified', message: 'x' } }), 'errors.signIn.emailNotVerified'],
    [failure(0), 'errors.signIn.network'],
    [failure(400, { error: { code: 'validation_error', message: 'x' } }), 'errors.signIn.invalidInput'],
    [failure(500), 'errors.signIn.serverError'],
    [
      failure(500, { error: { code: 'internal_error', message: 'Something went wrong.' } }),
      'errors.signIn.serverError',
    ],
    [failure(404), 'errors.signIn.failed'],
    [failure(200, '<html>'), 'errors.signIn.failed'],
    [new Error('Signed in, but no session was found'), 'errors.signIn.failed'],
  ])('%o → %s', (error, key) => {
    expect(authErrorMessage('signIn', error)).toEqual({ key })
  })
})

describe('authErrorMessage: sign-up', () => {
  it.each([
    [failure(409, { error: { code: 'email_taken', message: 'x' } }), 'errors.signUp.alreadyRegistered'],
    [failure(400, { error: { code: 'password_policy', message: 'x' } }), 'errors.signUp.passwordPolicy'],
    [failure(400, { error: { code: 'password_common', message: 'x' } }), 'errors.signUp.passwordCommon'],
    [
      failure(400, { error: { code: 'invalid_account_type', message: 'x' } }),
      'errors.signUp.invalidAccountType',
    ],
    [failure(0), 'errors.signUp.network'],
    [failure(500), 'errors.signUp.serverError'],
    [failure(404), 'errors.signUp.failed'],
    [new TypeError('boom'), 'errors.signUp.failed'],
  ])('%o → %s', (error, key) => {
    expect(authErrorMessage('signUp', error)).toEqual({ key })
  })
})

describe("authErrorMessage: the server says why, in the person's language", () => {
  const unavailable = failure(503, {
    error: { code: 'service_unavailable', message: 'Service indisponible.' },
  })
  it('puts its sentence after "Login failed:" and "Registration failed:"', () => {
    expect(authErrorMessage('signIn', unavailable)).toEqual({
      key: 'errors.signIn.failedWithReason',
      values: { message: 'Service indisponible.' },
    })
    expect(authErrorMessage('signUp', unavailable)).toEqual({
      key: 'errors.signUp.failedWithReason',
      values: { message: 'Service indisponible.' },
    })
  })
})

describe('authErrorMessage: password reset and confirmation email', () => {
  it('names the failure and gives the reason', () => {
    expect(
      authErrorMessage('resetPassword', failure(400, { error: { code: 'invalid_token', message: 'x' } })),
    ).toEqual({
      key: 'errors.resetPassword.failed',
      reasonKey: 'errors.reasons.invalidToken',
    })
    expect(
      authErrorMessage('resetPassword', failure(400, { error: { code: 'password_policy', message: 'x' } })),
    ).toEqual({
      key: 'errors.resetPassword.failed',
      reasonKey: 'errors.reasons.passwordPolicy',
    })
    expect(
      authErrorMessage('resetPassword', failure(400, { error: { code: 'password_common', message: 'x' } })),
    ).toEqual({
      key: 'errors.resetPassword.failed',
      reasonKey: 'errors.reasons.passwordCommon',
    })
    expect(authErrorMessage('resetPassword', failure(500))).toEqual({
      key: 'errors.resetPassword.failed',
      reasonKey: 'errors.reasons.tryAgain',
    })
    expect(authErrorMessage('requestReset', failure(0))).toEqual({
      key: 'errors.requestReset.failed',
      reasonKey: 'errors.reasons.network',
    })
    expect(authErrorMessage('requestReset', failure(400))).toEqual({
      key: 'errors.requestReset.failed',
      reasonKey: 'errors.reasons.tryAgain',
    })
    expect(authErrorMessage('resendVerification', new Error('x'))).toEqual({
      key: 'errors.resendVerification.failed',
      reasonKey: 'errors.reasons.tryAgain',
    })
  })
})

describe('authErrorMessage: rate limit', () => {
  it("shows the server's translated sentence, with a key to fall back on", () => {
    for (const action of ['signIn', 'signUp', 'requestReset', 'resetPassword'] as const) {
      expect(authErrorMessage(action, rateLimited)).toEqual({
        key: 'errors.rateLimited',
        serverText: 'Trop de tentatives.',
      })
    }
    expect(authErrorMessage('signIn', failure(429))).toEqual({ key: 'errors.rateLimited' })
  })
})

describe("secondStepErrorMessage: sign-in's second step (ADR 040)", () => {
  it.each([
    [failure(401, { error: { code: 'invalid_code' } }), 'errors.secondStep.wrongCode'],
    [failure(401, { error: { code: 'two_factor_expired' } }), 'errors.secondStep.expired'],
    [failure(429, { error: { code: 'two_factor_locked' } }), 'errors.secondStep.locked'],
    [rateLimited, 'errors.rateLimited'],
    [failure(0), 'errors.signIn.network'],
    [failure(500), 'errors.secondStep.failed'],
    [new Error('x'), 'errors.secondStep.failed'],
  ])('%o → %s', (error, key) => {
    expect(secondStepErrorMessage(error).key).toBe(key)
  })
})
