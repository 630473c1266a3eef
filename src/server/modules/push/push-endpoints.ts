/**
 * The push services of the browsers we serve: in production a subscription's endpoint must be an
 * https address on one of them, so no one can make the server send requests to a host of their
 * choosing (an internal address, another site).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
] as const

const onHost = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`)

/**
 * Whether the server may send to `endpoint`: https on a known push service without a port or
 * credentials; outside production also the loopback address (the tests' and a developer's own
 * push service).
 */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (!production && url.hostname === '127.0.0.1')
    return url.protocol === 'http:' || url.protocol === 'https:'
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((domain) => onHost(url.hostname.toLowerCase(), domain))
  )
}
