// LuxPro's service worker (ADR 022): repeat visits take the app's code and static files from the
// device, and a page asked for without a network gets the offline page in the visitor's language.
// Pages themselves always come from the network, and nothing under /api/ is ever stored: answers
// there can be private (an account, a request) and must never outlive the session that saw them.
const STATIC_CACHE = 'luxpro-static-v1'
const ASSETS_CACHE = 'luxpro-assets-v1'
const SETTINGS_CACHE = 'luxpro-settings-v1'
const CACHES = [STATIC_CACHE, ASSETS_CACHE, SETTINGS_CACHE]
const LANGUAGES = ['en', 'fr', 'de']
const OFFLINE_PAGES = LANGUAGES.map((language) => `/offline/${language}.html`)
const PRECACHED = [...OFFLINE_PAGES, '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']
/** Hashed files never change; the cache keeps the most recent ones. */
const MAX_ASSETS = 200
const LANGUAGE_KEY = '/__luxpro/language'

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(STATIC_CACHE)
      .then((cache) => cache.addAll(PRECACHED))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !CACHES.includes(name)).map((name) => caches.delete(name))),
      ),
  )
})

// The app tells the worker the language the visitor chose, for the offline page.
self.addEventListener('message', (event) => {
  const { type, language } = event.data ?? {}
  if (type !== 'language' || !LANGUAGES.includes(language)) return
  event.waitUntil(
    caches.open(SETTINGS_CACHE).then((cache) => cache.put(LANGUAGE_KEY, new Response(language))),
  )
})

async function offlineLanguage(url) {
  const asked = url.searchParams.get('lang')
  if (LANGUAGES.includes(asked)) return asked
  const stored = await (await caches.open(SETTINGS_CACHE)).match(LANGUAGE_KEY)
  const chosen = stored ? await stored.text() : null
  if (LANGUAGES.includes(chosen)) return chosen
  const own = (self.navigator.language ?? 'en').slice(0, 2)
  return LANGUAGES.includes(own) ? own : 'en'
}

async function offlinePage(url) {
  const page = await caches.match(`/offline/${await offlineLanguage(url)}.html`)
  return page ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } })
}

async function fromCacheFirst(request) {
  const cache = await caches.open(ASSETS_CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    await cache.put(request, response.clone())
    const keys = await cache.keys()
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)))
  }
  return response
}

/** The stored copy at once, refreshed from the network for the next visit. */
async function staleWhileRevalidate(event) {
  const cache = await caches.open(STATIC_CACHE)
  const cached = await cache.match(event.request)
  const refreshed = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone())
    return response
  })
  if (cached) {
    event.waitUntil(refreshed.catch(() => undefined))
    return cached
  }
  return refreshed
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const path = url.pathname
  // Private or live answers go straight to the network, untouched.
  if (path.startsWith('/api/') || path === '/health' || path === '/metrics') return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url)))
    return
  }
  if (path.startsWith('/assets/')) {
    event.respondWith(fromCacheFirst(request))
    return
  }
  if (
    PRECACHED.includes(path) ||
    path.startsWith('/geo/') ||
    path.startsWith('/icons/') ||
    path.startsWith('/gallery/')
  )
    event.respondWith(staleWhileRevalidate(event))
})

// Push notifications (ADR 072): the server sends {title, body, url, tag}, already in the device's
// language. The tag makes a second push about the same page replace the first.
self.addEventListener('push', (event) => {
  let message = null
  try {
    message = event.data ? event.data.json() : null
  } catch {
    message = null
  }
  if (!message || typeof message.title !== 'string') return
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: sameOriginPath(message.url) },
    }),
  )
})

/** Only a page of this site is ever opened from a notification. */
function sameOriginPath(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin)
    return target.origin === self.location.origin ? target.pathname + target.search : '/'
  } catch {
    return '/'
  }
}

// A click brings a tab already on that page to the front, else opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = sameOriginPath(event.notification.data?.url)
  const target = new URL(path, self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target)
      return open ? open.focus() : self.clients.openWindow(target)
    }),
  )
})
