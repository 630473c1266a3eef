import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { DomainError, invalidFields } from './domain-error'
import { registerErrorHandling } from './errors'

/** A bare app whose one route throws `error`, answered by the one error handler. */
async function answerTo(error: unknown, language = 'en') {
  const app = Fastify({ logger: false })
  registerErrorHandling(app)
  app.get('/refused', async () => {
    throw error
  })
  const res = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': language } })
  await app.close()
  return res
}

describe('the one error handler', () => {
  it('answers a service’s DomainError with its status, its code and the message in the caller’s language', async () => {
    const res = await answerTo(new DomainError('no_credits', 409), 'fr')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: {
        code: 'no_credits',
        message: expect.stringMatching(
          /^Vous ne pouvez pas commencer de nouveau projet pour le moment\u00a0: LuxPro est gratuit pour un nombre limité de projets en cours/,
        ),
      },
    })
  })

  it('names each refused field in details', async () => {
    const res = await answerTo(invalidFields([{ path: ['name'], message: 'Enter a template name.' }]))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Some fields are missing or invalid.',
        details: [{ path: 'name', message: 'Enter a template name.' }],
      },
    })
  })

  it('hides anything else behind a generic 500', async () => {
    const res = await answerTo(new Error('connection string with a password in it'))
    expect(res.statusCode).toBe(500)
    expect(res.json().error.code).toBe('internal_error')
    expect(res.body).not.toContain('password')
  })
})
