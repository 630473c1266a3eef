/**
 * This browser's side of push notifications (ADR 072): whether it can receive them, the permission,
 * and its subscription with the browser's push service. The service worker (public/sw.js) shows them.
 */

/** How long to wait for the service worker: it registers after the page has loaded, in the production build only. */
const WORKER_WAIT_MS = 5_000

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The service worker's registration, or null when there is none (the dev server, a private window). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))
  return Promise.race([navigator.serviceWorker.ready, timeout]).catch(() => null)
}

/** A base64url key as the push manager takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** Whether a subscription was made for `publicKey` (a server whose key changed needs a new one). */
export function madeFor(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey
  if (!key) return true
  const mine = new Uint8Array(key)
  const theirs = keyBytes(publicKey)
  return mine.length === theirs.length && mine.every((byte, index) => byte === theirs[index])
}

/** What the server keeps of a subscription: its endpoint and keys. */
export function subscriptionBody(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON()
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  }
}
