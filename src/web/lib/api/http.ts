import { i18n } from '@web/i18n/i18n'
import { ApiRequestError } from './request-error'

export const CUSTOM_API_BASE_STORAGE_KEY = 'custom_api_base_url'

/** The API host: same origin, unless a custom base URL is stored (product §7). */
export function apiBaseUrl(): string {
  try {
    return localStorage.getItem(CUSTOM_API_BASE_STORAGE_KEY)?.replace(/\/+$/, '') ?? ''
  } catch {
    return ''
  }
}

/** The request never reached the server: said in the interface language, like the server's own refusals. */
export const networkError = (path: string) =>
  new ApiRequestError(i18n.t('common:errors.network'), 0, null, path)

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** Sends a request and reads the JSON answer: empty body → null, non-JSON → 'Invalid JSON response'. */
export async function sendRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'en',
    ...options.headers,
  }
  // A form-data body sets its own multipart content type with the boundary.
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw networkError(path)
  }

  const text = await response.text()
  let data: unknown = null
  if (text.length > 0) {
    try {
      data = JSON.parse(text)
    } catch {
      throw new ApiRequestError('Invalid JSON response', response.status, text, path)
    }
  }
  if (!response.ok) {
    const message =
      (data as { error?: { message?: string } } | null)?.error?.message ??
      `Request failed with status ${response.status}`
    throw new ApiRequestError(message, response.status, data, path)
  }
  return data as T
}
