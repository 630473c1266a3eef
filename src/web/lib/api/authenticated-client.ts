import { bearerToken } from './bearer-token'
import { type RequestOptions, sendRequest } from './http'

/** product §7 authenticated handler: base + path, JSON, Accept-Language, and the bearer token when there is a session. */
export function authenticatedRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = bearerToken()
  return sendRequest<T>(path, {
    ...options,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
  })
}
