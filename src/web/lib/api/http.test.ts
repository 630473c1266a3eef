import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendRequest } from './http'
import { ApiRequestError } from './request-error'

const respond = (body: string, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }))

afterEach(() => vi.restoreAllMocks())

describe('sendRequest (product §7, §8)', () => {
  it('returns null for an empty body', async () => {
    respond('')
    expect(await sendRequest('/api/x')).toBeNull()
  })

  it("rejects a non-JSON body with 'Invalid JSON response'", async () => {
    respond('<html>')
    await expect(sendRequest('/api/x')).rejects.toMatchObject({
      message: 'Invalid JSON response',
      status: 200,
      path: '/api/x',
    })
  })

  it('turns a network failure into status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await sendRequest('/api/x').catch((e) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 0, path: '/api/x' })
  })

  it('says a network failure in the interface language', async () => {
    await initI18n('en')
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    try {
      await changeLanguage('de')
      expect(await sendRequest('/api/x').catch((e) => e.message)).toBe(
        'Netzwerkfehler. Bitte überprüfen Sie Ihre Verbindung.',
      )
      await changeLanguage('fr')
      expect(await sendRequest('/api/x').catch((e) => e.message)).toBe(
        'Erreur réseau. Veuillez vérifier votre connexion.',
      )
    } finally {
      await changeLanguage('en')
    }
  })

  it("keeps the server's error code, message, status and data", async () => {
    respond(
      JSON.stringify({ error: { code: 'validation_error', message: 'Some fields are missing or invalid.' } }),
      400,
    )
    const error = await sendRequest('/api/x').catch((e) => e)
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Some fields are missing or invalid.',
    })
  })

  it('sends JSON with a content type and Accept-Language, and form data without a content type', async () => {
    const fetch = respond('{}')
    await sendRequest('/api/x', { method: 'POST', body: { a: 1 } })
    const jsonInit = fetch.mock.calls[0]?.[1] as RequestInit
    expect((jsonInit.headers as Record<string, string>)['Content-Type']).toBe('application/json')
    expect((jsonInit.headers as Record<string, string>)['Accept-Language']).toBeDefined()
    fetch.mockResolvedValue(new Response('{}'))
    await sendRequest('/api/x', { method: 'POST', body: new FormData() })
    const formInit = fetch.mock.calls[1]?.[1] as RequestInit
    expect((formInit.headers as Record<string, string>)['Content-Type']).toBeUndefined()
  })

  it('uses a custom API base URL from storage', async () => {
    localStorage.setItem('custom_api_base_url', 'https://api.example.lu/')
    const fetch = respond('{}')
    await sendRequest('/health')
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example.lu/health')
  })
})
