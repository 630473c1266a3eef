import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { isLoginRequired, PAGE_PATHS } from '@shared/routes/app-routes'
import { Secret, TOTP } from 'otpauth'
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_TOTP_SECRET } from '../playwright.config'

/**
 * The password of every demo account in the browser tests: their server runs in production mode,
 * which never uses the README's demo passwords, and gets this one from playwright.config.ts; the
 * demo admin's authenticator secret likewise.
 */
export { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_TOTP_SECRET }

/** What an authenticator app holding this base32 secret shows now (RFC 6238: 6 digits, 30 s). */
export const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate()

/**
 * Signs `request` (a page's or a context's cookie jar) in through the API, as the sign-in form does;
 * an account with two-step sign-in (the demo admin) passes the second step with a code from `totpSecret`.
 */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = DEMO_ACCOUNT_PASSWORD,
  totpSecret = DEMO_ADMIN_TOTP_SECRET,
) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  })
  expect(res.ok(), await res.text()).toBe(true)
  if (!(await res.json()).twoFactorRedirect) return
  const second = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(totpSecret) },
    headers: { origin: baseURL },
  })
  expect(second.ok(), await second.text()).toBe(true)
}

/** An address of its own for an account made by a test. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.lu`

/**
 * The link in the newest email to `to` (the newest whose text contains `containing`, when given),
 * as a path with its query, from the server's development mailbox.
 */
export async function mailLink(request: APIRequestContext, to: string, containing?: string) {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)
  const mails = (await res.json()).items as Array<{ text: string }>
  const mail = containing === undefined ? mails[0] : mails.find((m) => m.text.includes(containing))
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no link in the mail to ${to}${containing ? ` about ${containing}` : ''}`)
  const url = new URL(link)
  return url.pathname + url.search
}

/** The password of the accounts the tests register. */
export const CUSTOMER_PASSWORD = 'Sunny-Day-2026'

interface NewAccount {
  email?: string
  name?: string
  /** A customer (the default) or a business. */
  type?: 'individual' | 'business'
  language?: 'en' | 'fr' | 'de'
  location?: string
  password?: string
  /** Also sign in on `request` (the default). */
  signedIn?: boolean
}

/**
 * An account registered through the API, as the form does, whose owner followed the link of the
 * confirmation email; signed in on `request` (a page's or a context's cookie jar) unless asked not
 * to be. Returns the account's email.
 */
export async function confirmedAccount(
  request: APIRequestContext,
  baseURL: string,
  {
    email = uniqueEmail('customer'),
    name = 'Lea Thill',
    type = 'individual',
    language = 'en',
    location = 'Strassen',
    password = CUSTOMER_PASSWORD,
    signedIn = true,
  }: NewAccount = {},
) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password, type, language, location },
    headers: { origin: baseURL },
  })
  expect(signUp.ok(), await signUp.text()).toBe(true)
  const confirmed = await request.get(await mailLink(request, email), { maxRedirects: 0 })
  expect(confirmed.status(), 'the confirmation link').toBeLessThan(400)
  if (signedIn) await signIn(request, baseURL, email, password)
  return email
}

/** The demo admin, signed in on the page's own cookie jar. */
export const signInAsAdmin = (page: Page, baseURL: string) => signIn(page.request, baseURL, 'admin@luxpro.lu')

/** A provider of the demo data, for pages that show one. */
export const DEMO_PROVIDER_SLUG = 'sanitaire-weber-bertrange'

/** Page paths with a sample value for each parameter (:slug → a demo provider, :requestId → 1042). */
const pagePaths = PAGE_PATHS.map((path) =>
  path.replace(':slug', DEMO_PROVIDER_SLUG).replace(/:[A-Za-z]+/g, '1042'),
)

/** Every public page of product §2 that a signed-out visitor can open (/register only redirects). */
export const PUBLIC_PAGES = pagePaths.filter((path) => !isLoginRequired(path) && path !== '/register')

export const LOGIN_REQUIRED_PAGES = pagePaths.filter(isLoginRequired)

/**
 * How long a page's code may take to start: a server-rendered page runs it after the first paint, and
 * hydrates once the page's own chunk is there, seconds on a busy 2-core machine.
 */
export const APP_START_TIMEOUT = 20_000

/** Waits until the app runs (pre-rendered pages hydrate after first paint), the lazy page replaced the "Loading..." fallback, and its one h1 shows. */
export async function expectPageReady(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: APP_START_TIMEOUT })
  await expect(page.getByTestId('route-loading')).toHaveCount(0)
  // After a redirect in the browser (/register → /auth), the next page's chunk loads first, with the
  // previous page kept meanwhile: as long as hydration on a busy machine.
  await expect(page.locator('h1')).toHaveCount(1, { timeout: APP_START_TIMEOUT })
}

/**
 * What the app shows while it loads something: a skeleton (the pulsing placeholder of a list, a map
 * or the account menu), a part marked aria-busy (a list being fetched, a page's text), or the
 * full-screen session check.
 */
const LOADING_INDICATORS = '.animate-pulse, [aria-busy="true"], [role="status"]:has(.animate-spin)'

/**
 * Waits until the page is ready and nothing on screen is still loading: the visible placeholders
 * have given way to their data. Below the fold a placeholder may wait for the visitor to scroll near
 * it (the map loads then): it is not waited for. Explicit marks instead of network idle, which waits
 * out every request and at least half a second more on every page.
 */
export async function expectSettled(page: Page) {
  await expectPageReady(page)
  await expect
    .poll(
      () =>
        page.evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)].filter((element) => {
              const box = element.getBoundingClientRect()
              const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0
              return onScreen && element.checkVisibility({ checkVisibilityCSS: true })
            }).length,
          LOADING_INDICATORS,
        ),
      { message: 'something on screen is still loading', timeout: APP_START_TIMEOUT },
    )
    .toBe(0)
}

/**
 * Waits until React has hydrated `element`: a part of a server-rendered page in its own chunk (a
 * lazy island) hydrates after the page, and a click on it before then is lost. React keeps each
 * element's props under a `__reactProps$…` key once it owns the element.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      { timeout: APP_START_TIMEOUT },
    )
    .toBe(true)
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // Colour contrast is judged on what settles: a toast still fading in is half transparent, and the
  // first toast comes a moment after its action (sonner loads with it), so the page must be still
  // for a while, not only at one instant. An animation in a part the browser skips for now
  // (content-visibility: auto, off screen) waits for that part to come near the viewport: it is
  // not waited for.
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .filter((animation) => animation.playState !== 'finished')
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target
          return !target || target.checkVisibility({ contentVisibilityAuto: true })
        })
    const deadline = performance.now() + 5000
    for (let still = 0; still < 3 && performance.now() < deadline; ) {
      const moving = running()
      still = moving.length === 0 ? still + 1 : 0
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)))
      await new Promise((settle) => setTimeout(settle, 100))
    }
  })
  // Only violations are read: axe then skips building the report of every node that passes (most
  // of its time on a long page). Axe runs in the page itself: by default the library opens a blank
  // page and loads axe into it again to join each frame's results, which took more than half of
  // every pass (2.2–4.9 s against 1.2–1.8 s per page, measured on two cores), and our pages have no
  // frame from another origin that would need it.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

/**
 * Every console error and warning of the page, but the browser's own network lines for two expected
 * answers (the 404 of a not-found page's document, and the 401 that tells a signed-out visitor's app
 * there is no session) and Playwright's notice that it blocks the service worker (the suite's default:
 * installable.spec.ts runs it).
 */
export function watchConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return
    if (message.text() === 'Service Worker registration blocked by Playwright') return
    const { url } = message.location()
    if (/status of 404/.test(message.text()) && url === page.url()) return
    if (/status of 401/.test(message.text()) && new URL(url).pathname === '/api/users/me') return
    messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  return messages
}

/** One layout shift as the browser saw it: its score and what moved, for a failure's message. */
interface Shift {
  value: number
  moved: string[]
}

/** Records the page's layout shifts from its first paint on; read with `expectLayoutStable`. */
export const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = []
    ;(window as unknown as { shifts: Shift[] }).shifts = shifts
    const nameOf = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node'
      const classes = node.getAttribute('class')?.split(/\s+/).slice(0, 4).join('.') ?? ''
      return `<${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${node.textContent?.trim().slice(0, 40) ?? ''}"`
    }
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[])
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (source) =>
              `${nameOf(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
          ),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })

/**
 * The page has shifted its layout by at most `limit` so far, once its fonts and the images on screen are
 * there (late ones are what shift a page; a lazy image further down loads only as the visitor scrolls
 * near it). A failure names what moved, from where to where and when.
 */
export async function expectLayoutStable(page: Page, limit = 0.02) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter(
            (image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight,
          )
          .every((image) => image.complete),
      ),
    )
    .toBe(true)
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts)
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  const moved = shifts.flatMap((shift) => shift.moved.map((line) => `${shift.value.toFixed(3)}: ${line}`))
  expect(total, `layout shifts:\n${moved.join('\n')}`).toBeLessThanOrEqual(limit)
}
