import { type RequestOptions, sendRequest } from './http'

const GET_CACHE_TTL_MS = 5 * 60_000
const PROVIDER_CACHE_TTL_MS = 10 * 60_000
const cache = new Map<string, { expires: number; value: unknown }>()

/** product §7: public paths get the /api prefix; /chat and /providers/… move under /api/public. */
export function publicPath(path: string): string {
  let p = path.startsWith('/api/') ? path.slice(4) : path
  if (p.startsWith('/chat') || p.startsWith('/providers/match') || p.startsWith('/providers/search')) {
    p = `/public${p}`
  }
  return `/api${p}`
}

/** The public request handler: no session, GET answers cached (5 min; 10 min for provider paths). */
export async function publicRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const fullPath = publicPath(path)
  const method = options.method ?? 'GET'
  if (method !== 'GET') return sendRequest<T>(fullPath, options)
  const hit = cache.get(fullPath)
  if (hit && hit.expires > Date.now()) return hit.value as T
  const value = await sendRequest<T>(fullPath, options)
  const ttl = fullPath.includes('/providers') ? PROVIDER_CACHE_TTL_MS : GET_CACHE_TTL_MS
  cache.set(fullPath, { expires: Date.now() + ttl, value })
  return value
}

export function clearPublicCache() {
  cache.clear()
}
