// Every page of the route list, in en, fr and de, at 390 and 1280 px, signed out and signed in as
// each demo role, from the production build on a fresh data directory with the demo data.
// Usage: npm run screenshots -- [--only <pattern>] [--roles signed-out,customer,provider,admin]
//        [--langs en,fr,de] [--widths 390,1280] [--out screenshots]
// Writes <out>/<role>/<lang>/<width>/<page>.png; needs `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, type BrowserContext, chromium, type Page, request } from '@playwright/test'
import { isLoginRequired, PAGE_PATHS } from '@shared/routes/app-routes'
import { Secret, TOTP } from 'otpauth'
import { CHROMIUM_ARGS } from '../playwright.config'
import { FULL_CHROMIUM } from './chromium-paths'

const ROLES = ['signed-out', 'customer', 'provider', 'admin'] as const
type Role = (typeof ROLES)[number]
const LANGS = ['en', 'fr', 'de'] as const
const WIDTHS = [390, 1280] as const
/** The demo account of each signed-in role (README "Accounts and email"). */
const ACCOUNT: Record<Exclude<Role, 'signed-out'>, string> = {
  customer: 'anne.schmit@example.lu',
  provider: 'contact@sanitaire-weber.lu',
  admin: 'admin@luxpro.lu',
}
const PROVIDER_SLUG = 'sanitaire-weber-bertrange'

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const at = args.indexOf(`--${name}`)
  if (at >= 0) return args[at + 1]
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

function listOption<T extends string | number>(name: string, known: readonly T[]): T[] {
  const given = option(name)
  if (!given) return [...known]
  const picked = given.split(',').map((item) => known.find((k) => String(k) === item.trim()))
  if (picked.some((item) => item === undefined)) {
    console.error(`--${name}: one or more of ${known.join(', ')}`)
    process.exit(2)
  }
  return picked as T[]
}

const only = option('only')
const onlyPattern = only ? new RegExp(only.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')) : null
const roles = listOption('roles', ROLES)
const langs = listOption('langs', LANGS)
const widths = listOption('widths', WIDTHS)
const outDir = option('out') ?? 'screenshots'

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.error('No production build in dist/: run `npm run build` first.')
  process.exit(1)
}

/** The pages a role can use: signed out, the public ones; the admin pages for the admin only. */
const pagesFor = (role: Role) =>
  PAGE_PATHS.filter((path) => (role === 'signed-out' ? !isLoginRequired(path) : true))
    .filter((path) => role === 'admin' || !path.startsWith('/admin'))
    .filter((path) => !onlyPattern || onlyPattern.test(path))

/** A file name per route pattern, the same whatever the ids: /admin/users/:id → admin-users-id. */
const fileNameOf = (path: string) => path.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'home'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const started = performance.now()
let shots = 0
const problems: string[] = []
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-screenshots-'))
const password = `Shots-${randomBytes(12).toString('base64url')}`
const totpSecret = new Secret({ size: 20 }).base32

// The browser tests' server (playwright.config.ts): the build in production mode, demo data with
// accounts whose password and authenticator secret exist for this run only, limits off.
let serverLog = ''
const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    S3_URL: '',
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    DEMO_ACCOUNT_PASSWORD: password,
    DEMO_ADMIN_TOTP_SECRET: totpSecret,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: '100000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
server.stdout?.on('data', (chunk) => {
  serverLog += chunk
})
server.stderr?.on('data', (chunk) => {
  serverLog += chunk
})

let stopping = false
function stopServer(): Promise<void> {
  stopping = true
  if (server.exitCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  server.kill('SIGTERM')
  return exited
}
process.on('SIGINT', () => {
  void stopServer().then(() => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(130)
  })
})
server.on('exit', (code) => {
  if (stopping) return
  console.error(`The server stopped (exit ${code}):\n${serverLog.slice(-4000)}`)
  process.exit(1)
})

async function waitForHealth() {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${base}/health did not answer within 3 minutes:\n${serverLog.slice(-4000)}`)
}

/** Signs a cookie jar in as the sign-in form does, with the demo admin's second step. */
async function signIn(api: APIRequestContext, email: string) {
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: base },
  })
  if (!res.ok()) throw new Error(`sign-in as ${email}: ${res.status()} ${await res.text()}`)
  if (!(await res.json()).twoFactorRedirect) return
  const code = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 }).generate()
  const second = await api.post('/api/auth/two-factor/verify-totp', {
    data: { code },
    headers: { origin: base },
  })
  if (!second.ok()) throw new Error(`second step as ${email}: ${second.status()} ${await second.text()}`)
}

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path)
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as T
}

type Items<T> = { items: T[] }

/**
 * A real id for each route parameter, read from the seeded data as the pages read it. The demo data
 * has no support case: one is opened through the contact form, as a visitor would.
 */
async function seededParams(sessions: Map<Role, APIRequestContext>): Promise<Record<string, string>> {
  const admin = sessions.get('admin')
  const provider = sessions.get('provider')
  const params: Record<string, string> = { slug: PROVIDER_SLUG }
  if (provider) {
    const leads = await json<Items<{ id: number }>>(provider, '/api/provider/quote-requests')
    if (leads.items[0]) params.requestId = String(leads.items[0].id)
  }
  if (!admin) return params
  const users = await json<Items<{ id: string; email: string }>>(
    admin,
    `/api/admin/users?q=${encodeURIComponent(ACCOUNT.customer)}`,
  )
  const customer = users.items.find((user) => user.email === ACCOUNT.customer) ?? users.items[0]
  const providers = await json<Items<{ id: number; slug: string }>>(
    admin,
    `/api/admin/providers?q=${encodeURIComponent('Sanitaire Weber')}`,
  )
  const listing = providers.items.find((item) => item.slug === PROVIDER_SLUG) ?? providers.items[0]
  const projects = await json<Items<{ id: number; requests: number }>>(
    admin,
    '/api/admin/projects?pageSize=100',
  )
  const project = projects.items.find((item) => item.requests > 0) ?? projects.items[0]
  const applications = await json<Items<{ id: number }>>(admin, '/api/admin/partner-applications')
  const visitor = await request.newContext({ baseURL: base })
  await visitor.post('/api/public/contact', {
    data: {
      name: 'Lea Thill',
      email: 'lea.thill@example.lu',
      topic: 'question',
      message: 'Do the listed plumbers also come out on Sundays for a burst pipe?',
      language: 'en',
    },
    headers: { origin: base },
  })
  await visitor.dispose()
  const cases = await json<Items<{ id: number }>>(admin, '/api/admin/support')
  return {
    ...params,
    ...(customer && { 'users/:id': customer.id }),
    ...(listing && { 'providers/:id': String(listing.id) }),
    ...(project && { 'projects/:id': String(project.id) }),
    ...(applications.items[0] && { 'applications/:id': String(applications.items[0].id) }),
    ...(cases.items[0] && { 'support/:id': String(cases.items[0].id) }),
  }
}

/** The page's address with real ids, or null when the data has none for its parameter. */
function addressOf(path: string, params: Record<string, string>): string | null {
  let missing = false
  const address = path.replace(/(\w+\/):(\w+)/g, (_whole, parent: string, name: string) => {
    const value = params[`${parent}:${name}`] ?? params[name]
    if (value === undefined) missing = true
    return `${parent}${value ?? ''}`
  })
  return missing ? null : address
}

/** Chromium draws no taller window than this. */
const MAX_HEIGHT = 16_000

/** What the app shows while it loads (e2e/fixtures.ts: expectSettled). */
const LOADING = '.animate-pulse, [aria-busy="true"], [role="status"]:has(.animate-spin)'

/**
 * Explicit readiness, as the browser tests wait: the app hydrated (html[data-hydrated]), the lazy
 * page replaced its fallback, one h1, nothing on screen still loading, the fonts in. Returns what
 * did not come in time (the picture is taken anyway).
 */
async function settle(page: Page): Promise<string | null> {
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 })
    await page.getByTestId('route-loading').waitFor({ state: 'detached', timeout: 20_000 })
    await page.locator('h1').first().waitFor({ state: 'attached', timeout: 20_000 })
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].every((element) => {
          const box = element.getBoundingClientRect()
          const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0
          return !onScreen || !element.checkVisibility({ checkVisibilityCSS: true })
        }),
      LOADING,
      { timeout: 20_000, polling: 100 },
    )
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    return null
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'not ready'
  }
}

/**
 * One page, whole: the window is made as tall as the page, so that what is fixed (the phone's bottom
 * bar) sits at its foot as on a screen, not in the middle of a full-page capture, and what loads
 * near the viewport (images, the footer) loads. Returns notes on what was not as expected.
 */
async function shoot(page: Page, address: string, file: string): Promise<string[]> {
  const notes: string[] = []
  const response = await page.goto(address, { waitUntil: 'commit' })
  if (response && response.status() >= 400) notes.push(`status ${response.status()}`)
  const late = await settle(page)
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('the page has no viewport')
  // What comes into view (the footer, images) can make the page taller again: a few rounds.
  for (let round = 0, tall = viewport.height; round < 3; round++) {
    const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), MAX_HEIGHT)
    if (height <= tall) break
    tall = height
    await page.setViewportSize({ width: viewport.width, height })
    await settle(page)
  }
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' })
  await page.setViewportSize(viewport)
  if (late) {
    notes.push(`not settled: ${late}`)
    problems.push(`${file}: ${late}`)
  }
  return notes
}

async function contextFor(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  width: number,
  storageState: Awaited<ReturnType<APIRequestContext['storageState']>> | undefined,
): Promise<BrowserContext> {
  const phone = width < 768
  return browser.newContext({
    baseURL: base,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    storageState,
  })
}

await waitForHealth()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  args: CHROMIUM_ARGS,
})
try {
  const sessions = new Map<Role, APIRequestContext>()
  // The ids come from the admin's and the provider's lists, whichever roles are pictured.
  for (const role of ['customer', 'provider', 'admin'] as const) {
    const api = await request.newContext({ baseURL: base })
    await signIn(api, ACCOUNT[role])
    sessions.set(role, api)
  }
  const params = await seededParams(sessions)
  console.log(
    `server ${base} ready in ${((performance.now() - started) / 1000).toFixed(0)} s; ids ${JSON.stringify(params)}`,
  )

  for (const role of roles) {
    const storageState = role === 'signed-out' ? undefined : await sessions.get(role)?.storageState()
    // The two widths side by side: one waits on the server while the other draws.
    await Promise.all(
      widths.map(async (width) => {
        const context = await contextFor(browser, width, storageState)
        const page = await context.newPage()
        for (const lang of langs) {
          const dir = join(outDir, role, lang, String(width))
          mkdirSync(dir, { recursive: true })
          for (const path of pagesFor(role)) {
            const address = addressOf(path, params)
            if (!address) {
              if (lang === langs[0] && width === widths[0]) problems.push(`${path}: no seeded id, skipped`)
              continue
            }
            const file = join(dir, `${fileNameOf(path)}.png`)
            const notes = await shoot(page, `${address}?lang=${lang}`, file)
            const landed = new URL(page.url()).pathname
            if (landed !== address) notes.push(`shows ${landed}`)
            shots++
            console.log(`${file}${notes.length ? `  (${notes.join('; ')})` : ''}`)
          }
        }
        await context.close()
      }),
    )
  }
  for (const api of sessions.values()) await api.dispose()
} finally {
  await browser.close()
  await stopServer()
  rmSync(dataDir, { recursive: true, force: true })
}
const seconds = (performance.now() - started) / 1000
console.log(
  `${shots} screenshots in ${outDir}/ in ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` +
    (problems.length ? `; ${problems.length} to look at:\n  ${problems.join('\n  ')}` : ''),
)
