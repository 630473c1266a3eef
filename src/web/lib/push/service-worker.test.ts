import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

/**
 * The service worker's push handlers (public/sw.js), run as the browser runs the file: its listeners
 * are called with push and notification-click events. Browsers give workers these objects; here they
 * are small stand-ins that record what the worker asked for.
 */
const ORIGIN = 'https://luxpro.example'

function loadWorker(windows: Array<{ url: string; focused: boolean }> = []) {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: Array<{ title: string; options: Record<string, unknown> }> = []
  const opened: string[] = []
  const self = {
    location: new URL(ORIGIN),
    navigator: { language: 'en' },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options })
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((window) => ({
          url: window.url,
          focus: async () => {
            window.focused = true
          },
        })),
      openWindow: async (url: string) => {
        opened.push(url)
      },
    },
  }
  runInNewContext(readFileSync(join(process.cwd(), 'public/sw.js'), 'utf8'), { self, URL, Response })
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = []
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) })
    await Promise.all(waits)
  }
  const push = (data: unknown) =>
    dispatch('push', {
      data: data === undefined ? null : { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
    })
  const click = (url: unknown) => {
    const notification = { data: { url }, closed: false, close: () => (notification.closed = true) }
    return dispatch('notificationclick', { notification }).then(() => notification)
  }
  return { push, click, shown, opened }
}

describe('service worker: push', () => {
  it('shows the pushed notice with the icon, the badge and its tag, and the page it leads to', async () => {
    const worker = loadWorker()
    await worker.push({
      title: 'Nouveau devis',
      body: 'Peinture Thill vous a envoyé un devis.',
      url: '/my-requests?lang=fr',
      tag: 'quote_received:/my-requests',
    })
    expect(worker.shown).toEqual([
      {
        title: 'Nouveau devis',
        options: {
          body: 'Peinture Thill vous a envoyé un devis.',
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          tag: 'quote_received:/my-requests',
          data: { url: '/my-requests?lang=fr' },
        },
      },
    ])
  })

  it('shows nothing for a push without a readable message, and never leads off the site', async () => {
    const worker = loadWorker()
    await worker.push(undefined)
    await worker.push('not json{')
    await worker.push({ body: 'no title' })
    expect(worker.shown).toEqual([])
    await worker.push({ title: 'New message', body: '', url: 'https://evil.example/phish', tag: 't' })
    expect(worker.shown[0]?.options.data).toEqual({ url: '/' })
  })
})

describe('service worker: a click on a notification', () => {
  it('brings the tab already on that page to the front', async () => {
    const windows = [
      { url: `${ORIGIN}/directory`, focused: false },
      { url: `${ORIGIN}/business/quote-requests/7`, focused: false },
    ]
    const worker = loadWorker(windows)
    const notification = await worker.click('/business/quote-requests/7')
    expect(notification.closed).toBe(true)
    expect(windows.map((window) => window.focused)).toEqual([false, true])
    expect(worker.opened).toEqual([])
  })

  it('opens the page when no tab shows it', async () => {
    const worker = loadWorker([{ url: `${ORIGIN}/directory`, focused: false }])
    await worker.click('/my-requests?lang=de')
    expect(worker.opened).toEqual([`${ORIGIN}/my-requests?lang=de`])
  })
})
