import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PushDeviceToggle } from './push-device-toggle'

/**
 * jsdom has no push: the browser's side (service worker registration, push manager, notification
 * permission) is a small stand-in here; the real one is exercised by the browser and the API tests.
 */
const SERVER_KEY = `B${'Q'.repeat(86)}`
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1'
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }

let serverKey: string | null
let permission: NotificationPermission
let permissionAnswer: NotificationPermission
let subscription: PushSubscription | null
/** Whether the server knows this device's subscription as the signed-in account's. */
let turnedOnHere: boolean
const calls: Array<{ method: string; url: string; body: unknown }> = []

function fakeSubscription(key: Uint8Array): PushSubscription {
  const made = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      subscription = null
      return true
    }),
  }
  return made as unknown as PushSubscription
}

const pushManager = {
  getSubscription: vi.fn(async () => subscription),
  subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = fakeSubscription(options.applicationServerKey as Uint8Array)
    return subscription
  }),
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET'
  calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null })
  if (url === '/api/push/key') return json({ publicKey: serverKey })
  if (url === '/api/push/subscriptions' && method === 'POST') {
    if (JSON.parse(String(init?.body)).resume && !turnedOnHere)
      return json({ error: { code: 'not_found' } }, 404)
    return json({ id: 1, deviceLabel: 'Chrome · Android' })
  }
  if (url === '/api/push/subscriptions' && method === 'DELETE') return new Response(null, { status: 204 })
  throw new Error(`unexpected ${method} ${url}`)
})

function withPush() {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  })
  vi.stubGlobal('PushManager', class {})
  const FakeNotification = class {}
  Object.defineProperty(FakeNotification, 'permission', { get: () => permission })
  Object.defineProperty(FakeNotification, 'requestPermission', {
    value: async () => {
      permission = permissionAnswer
      return permission
    },
  })
  vi.stubGlobal('Notification', FakeNotification)
}

const stateLine = () => document.querySelector('[data-push-state]') as HTMLElement
const toggle = () => screen.findByRole('switch', { name: /push notifications on this device/i })
const status = async (state: string) =>
  waitFor(() => expect(document.querySelector(`[data-push-state="${state}"]`)).not.toBeNull())

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  serverKey = SERVER_KEY
  permission = 'default'
  permissionAnswer = 'granted'
  subscription = null
  turnedOnHere = true
  calls.length = 0
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  await changeLanguage('en')
})

describe('PushDeviceToggle', () => {
  it('says a browser without push cannot have it, and asks the server nothing', async () => {
    renderWithProviders(<PushDeviceToggle />)
    await status('unsupported')
    expect(await toggle()).toBeDisabled()
    expect(stateLine()).toHaveTextContent('This browser cannot receive push notifications')
    expect(calls).toEqual([])
  })

  it('says when the server has no push, and when the browser blocks notifications', async () => {
    withPush()
    serverKey = null
    const { unmount } = renderWithProviders(<PushDeviceToggle />)
    await status('unavailable')
    expect(await toggle()).toBeDisabled()
    expect(stateLine()).toHaveTextContent('not available on this LuxPro server')
    unmount()
    serverKey = SERVER_KEY
    permission = 'denied'
    renderWithProviders(<PushDeviceToggle />)
    await status('blocked')
    expect(await toggle()).toBeDisabled()
    expect(stateLine()).toHaveTextContent('blocked for LuxPro in this browser’s settings')
  })

  it('turns on from the keyboard: asks permission, subscribes with the server key, sends the subscription in the page’s language', async () => {
    withPush()
    await changeLanguage('fr')
    const user = userEvent.setup()
    renderWithProviders(<PushDeviceToggle />)
    await status('off')
    const control = await screen.findByRole('switch', { name: 'Notifications push sur cet appareil' })
    expect(control).not.toBeChecked()
    await user.tab()
    expect(control).toHaveFocus()
    await user.keyboard(' ')
    await status('on')
    expect(control).toBeChecked()
    const [options] = pushManager.subscribe.mock.lastCall ?? []
    expect(options?.userVisibleOnly).toBe(true)
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(SERVER_KEY)
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT, keys: KEYS, language: 'fr' },
    })
    expect(stateLine().textContent).toContain('Activées\u00a0: cet appareil affiche')
  })

  it('stays off when the permission prompt is dismissed, and blocked when it is refused', async () => {
    withPush()
    permissionAnswer = 'default'
    const user = userEvent.setup()
    renderWithProviders(<PushDeviceToggle />)
    await status('off')
    await user.click(await toggle())
    await status('off')
    expect(pushManager.subscribe).not.toHaveBeenCalledTimes(2)
    permissionAnswer = 'denied'
    await user.click(await toggle())
    await status('blocked')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('shows off on a device another account turned on, until this one turns it on', async () => {
    withPush()
    permission = 'granted'
    subscription = fakeSubscription(Buffer.from(SERVER_KEY, 'base64url'))
    turnedOnHere = false
    const user = userEvent.setup()
    renderWithProviders(<PushDeviceToggle />)
    await status('off')
    await user.click(await toggle())
    await status('on')
    expect(calls.at(-1)?.body).toEqual({ endpoint: ENDPOINT, keys: KEYS, language: 'en' })
  })

  it('shows on for a subscribed device, sends it again (its language, this account), and turns off', async () => {
    withPush()
    subscription = fakeSubscription(Buffer.from(SERVER_KEY, 'base64url'))
    const user = userEvent.setup()
    renderWithProviders(<PushDeviceToggle />)
    await status('on')
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/push/key',
      'POST /api/push/subscriptions',
    ])
    expect(calls[1]?.body).toMatchObject({ resume: true })
    const subscribed = subscription
    await user.click(await toggle())
    await status('off')
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT },
    })
    expect(subscribed?.unsubscribe).toHaveBeenCalled()
    expect(await toggle()).not.toBeChecked()
  })
})
