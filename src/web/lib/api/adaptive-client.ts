import { authenticatedRequest } from './authenticated-client'
import type { RequestOptions } from './http'
import { publicRequest } from './public-client'

/**
 * product §7 adaptive handler: the authenticated handler when a session exists, or for a POST /chat
 * that carries provider_context; the public handler otherwise.
 */
export function adaptiveRequest<T>(path: string, options: RequestOptions, hasSession: boolean): Promise<T> {
  const providerChat =
    (options.method ?? 'GET') === 'POST' &&
    /^(\/api)?\/chat\b/.test(path) &&
    typeof options.body === 'object' &&
    options.body !== null &&
    'provider_context' in options.body
  if (hasSession || providerChat)
    return authenticatedRequest<T>(path.startsWith('/api/') ? path : `/api${path}`, options)
  return publicRequest<T>(path, options)
}
