import { afterEach, describe, expect, it, vi } from 'vitest'
import { adaptiveRequest } from './adaptive-client'
import { authenticatedRequest } from './authenticated-client'
import { rememberBearerToken } from './bearer-token'

const fetchMock = () => vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'))
const call = (mock: ReturnType<typeof fetchMock>, i = 0) => ({
  url: mock.mock.calls[i]?.[0] as string,
  headers: (mock.mock.calls[i]?.[1] as RequestInit | undefined)?.headers as Record<string, string>,
})

afterEach(() => {
  vi.restoreAllMocks()
  rememberBearerToken(null)
})

describe('authenticated handler', () => {
  it('adds the bearer token only when a session token is known', async () => {
    const mock = fetchMock()
    await authenticatedRequest('/api/users/me')
    expect(call(mock).headers.Authorization).toBeUndefined()
    rememberBearerToken('abc123')
    await authenticatedRequest('/api/users/me')
    expect(call(mock, 1).headers.Authorization).toBe('Bearer abc123')
    expect(call(mock, 1).headers['Accept-Language']).toBeDefined()
  })
})

describe('adaptive handler', () => {
  it('uses the public path without a session', async () => {
    const mock = fetchMock()
    await adaptiveRequest('/chat', { method: 'POST', body: { message: 'hi' } }, false)
    expect(call(mock).url).toBe('/api/public/chat')
  })

  it('uses the authenticated path with a session', async () => {
    const mock = fetchMock()
    await adaptiveRequest('/chat', { method: 'POST', body: { message: 'hi' } }, true)
    expect(call(mock).url).toBe('/api/chat')
  })

  it('uses the authenticated path for a provider chat even without a session', async () => {
    const mock = fetchMock()
    await adaptiveRequest(
      '/chat',
      { method: 'POST', body: { message: 'hi', provider_context: { id: 1 } } },
      false,
    )
    expect(call(mock).url).toBe('/api/chat')
  })
})
