import { defineOperation } from '@shared/api/operation'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { rememberBearerToken } from './bearer-token'
import { call } from './call'
import { ApiRequestError } from './request-error'

const respond = (body: string, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(body, { status }))
const sent = (mock: ReturnType<typeof respond>, i = 0) => {
  const init = mock.mock.calls[i]?.[1] as RequestInit
  return {
    url: mock.mock.calls[i]?.[0],
    method: init.method,
    body: init.body,
    headers: init.headers as Record<string, string>,
  }
}

const noteOperation = defineOperation({
  method: 'PATCH',
  path: '/api/things/:slug/notes/:id',
  access: 'customer',
  tags: ['things'],
  summary: 'A test operation',
  params: z.object({ slug: z.string(), id: z.coerce.number() }),
  query: z.object({ page: z.coerce.number().optional(), language: z.string().optional() }),
  body: z.object({ note: z.string() }),
  responses: { 200: z.object({ ok: z.boolean() }) },
})

afterEach(() => {
  vi.restoreAllMocks()
  rememberBearerToken(null)
})

describe('call (ADR 078)', () => {
  it('builds the URL from the declaration, its parameters encoded and the query given, and sends the body as JSON', async () => {
    const fetch = respond('{"ok":true}')
    const answer = await call(noteOperation, {
      params: { slug: 'a b/c', id: 7 },
      query: { page: 2, language: undefined },
      body: { note: 'hé' },
    })
    expect(answer).toEqual({ ok: true })
    expect(sent(fetch)).toMatchObject({
      url: '/api/things/a%20b%2Fc/notes/7?page=2',
      method: 'PATCH',
      body: '{"note":"hé"}',
    })
    expect(sent(fetch).headers['Content-Type']).toBe('application/json')
  })

  it('adds the bearer token only when a session token is known', async () => {
    const fetch = respond('{"ok":true}')
    const input = { params: { slug: 's', id: 1 }, body: { note: '' } }
    await call(noteOperation, input)
    expect(sent(fetch).headers.Authorization).toBeUndefined()
    rememberBearerToken('abc123')
    await call(noteOperation, input)
    expect(sent(fetch, 1).headers.Authorization).toBe('Bearer abc123')
    expect(sent(fetch, 1).headers['Accept-Language']).toBeDefined()
  })

  it('sends a form as it is, and throws a refusal as ApiRequestError with the path it called', async () => {
    const fetch = respond(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), 404)
    const form = new FormData()
    const error = await call(
      noteOperation,
      { params: { slug: 's', id: 1 }, body: { note: '' } },
      { form },
    ).catch((e: unknown) => e)
    expect(sent(fetch).body).toBe(form)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 404, code: 'not_found', path: '/api/things/s/notes/1' })
  })
})
