import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { test as base, expect, type Page } from '@playwright/test'
import { expectPageReady, totpCode } from './fixtures'

/**
 * The early-access gate and the launch banner on a server of their own, started with
 * ACCESS_GATE_ENABLED=true: the shared test server stays open for the other specs. Its port is one
 * nobody listens on when the worker starts (a fixed one may be another suite's server, which would
 * answer its health check in its place).
 */
const ADMIN = { email: 'gate.admin@example.lu', password: 'Gate-Admin-Password-2026' }

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening))
  const address = probe.address()
  await new Promise((closed) => probe.close(closed))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Starts the gated server and resolves once it answers its health check; rejects if it exits first. */
async function startGatedServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = `.data/e2e-gate-${port}`
  rmSync(dataDir, { recursive: true, force: true })
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_SECRET: 'e2e-gate-secret-e2e-gate-secret-e2e-0123',
      PUBLIC_URL: origin,
      MAILBOX_ENABLED: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ACCESS_GATE_ENABLED: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let exitCode: number | null | undefined
  server.once('exit', (code) => {
    exitCode = code
  })
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the gated server exited with ${exitCode} before it answered`)
    const up = await fetch(`${origin}/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    base: origin,
    // Its data directory goes once it has exited: removed before, the server finds its lock gone.
    stop: async () => {
      const gone = once(server, 'exit')
      server.kill('SIGTERM')
      await gone
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const test = base.extend<object, { gatedServer: { base: string } }>({
  gatedServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startGatedServer()
      await use(server)
      await server.stop()
    },
    // Migrating an empty database takes more than a minute when other work fills both cores.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ gatedServer }, use) => use(gatedServer.base),
})

test.describe.configure({ mode: 'serial' })

async function codeFromMailbox(page: Page, to: string): Promise<string> {
  let text = ''
  await expect(async () => {
    const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)
    text = ((await res.json()).items as Array<{ text: string }>)[0]?.text ?? ''
    expect(text).toMatch(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)
  }).toPass({ timeout: 10_000 })
  return /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)?.[0] ?? ''
}

/**
 * The gated server's administrator (ADMIN_EMAIL) starts without an authenticator, and the admin API
 * needs one: the first sign-in turns two-step sign-in on, every sign-in then passes the second step.
 */
let adminTotpSecret = ''
async function adminCookie(page: Page, origin: string): Promise<string> {
  const post = (path: string, data: object) => page.request.post(path, { data, headers: { origin } })
  expect((await post('/api/auth/sign-in/email', ADMIN)).status()).toBe(200)
  if (!adminTotpSecret) {
    const enabled = await post('/api/auth/two-factor/enable', { password: ADMIN.password })
    expect(enabled.status()).toBe(200)
    adminTotpSecret = new URL((await enabled.json()).totpURI).searchParams.get('secret') ?? ''
  }
  const verified = await post('/api/auth/two-factor/verify-totp', { code: totpCode(adminTotpSecret) })
  expect(verified.status()).toBe(200)
  const session = verified
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === 'set-cookie' && value.includes('session_token='))
  return session?.value.split(';')[0] ?? ''
}

test('a visitor is sent to /access in French, gets a code by email and is let in (limited: English only)', async ({
  page,
  baseURL,
}) => {
  await page.goto('/directory?lang=fr')
  await expect(page).toHaveURL(/\/access\?lang=fr&next=%2Fdirectory%3Flang%3Dfr$/)
  await expectPageReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès anticipé')
  await expect(page).toHaveTitle('Accès anticipé – LuxPro')
  const email = `visitor.${Date.now()}@example.lu`
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'M’envoyer un code' }).click()
  await expect(page.getByRole('status')).toContainText(`Nous avons envoyé un code à ${email}`)
  await expect(page.getByRole('button', { name: /Nouveau code possible dans \d+ secondes?/ })).toBeDisabled()
  const code = await codeFromMailbox(page, email)
  await page.getByLabel('Code d’accès').fill(code)
  await page.getByRole('button', { name: 'Débloquer l’accès' }).click()
  await page.waitForURL(`${baseURL}/`)
  await expectPageReady(page)
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('luxpro_access_session') ?? 'null'),
  )
  expect(stored).toMatchObject({ accessLevel: 'limited', features: { full_access: false } })
  // The server renders the granted visitor's pages with their data, not a failed fetch.
  const directoryHtml = await (await page.request.get('/directory')).text()
  expect(directoryHtml).toContain('No provider is listed yet')
  expect(directoryHtml).not.toContain('Failed to fetch service providers')
  // A limited visitor stays in English, even when a link asks for German.
  await expect(page.getByLabel('Language', { exact: true }).first()).toBeDisabled()
  const germanLink = await (await page.request.get('/directory?lang=de')).text()
  expect(germanLink).toContain('<html lang="en"')
  await page.goto('/directory?lang=de')
  await expect(page).toHaveURL(/\/directory/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a wrong code gets the exact message, in English and in German', async ({ page }) => {
  await page.goto('/access')
  await expectPageReady(page)
  await page.getByLabel('Access code').fill('ABCD-EFGH-JKMN')
  await page.getByRole('button', { name: 'Unlock access' }).click()
  await expect(page.getByText('Invalid access code. Please try again.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/access$/)

  await page.goto('/?lang=de')
  await expect(page).toHaveURL(/\/access\?lang=de$/)
  await expectPageReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vorabzugang')
  await page.getByLabel('Zugangscode').fill('ABCD-EFGH-JKMN')
  await page.getByRole('button', { name: 'Zugang freischalten' }).click()
  await expect(page.getByText('Ungültiger Zugangscode. Bitte versuchen Sie es erneut.')).toBeVisible()
})

test('the launch banner shows above the header, stays closed, and returns when its text changes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const origin = baseURL ?? ''
  const cookie = await adminCookie(page, origin)
  const admin = { headers: { cookie, origin } }
  const created = await page.request.post('/api/admin/access-codes', {
    ...admin,
    data: {
      accessLevel: 'full',
      features: { chat: true, dashboard: true, directory: true, profile: true, full_access: true },
    },
  })
  expect(created.status()).toBe(201)
  await page.context().clearCookies()
  const granted = await page.request.post('/api/access/validate', {
    data: { code: (await created.json()).code },
    headers: { origin },
  })
  expect(granted.status()).toBe(200)
  const setBanner = async (en: string) => {
    const res = await page.request.put('/api/admin/settings', {
      ...admin,
      data: {
        launchBanner: {
          enabled: true,
          text: { en, fr: `${en} (fr)`, de: `${en} (de)` },
          link: 'https://luxpro.lu/launch',
          endsAt: null,
        },
      },
    })
    expect(res.status()).toBe(200)
  }
  await setBanner('LuxPro opens on 1 December.')
  // In the page the server sends (before any script), and again on its not-found page.
  const serverBanner = async (path: string) =>
    /<aside[^>]*data-testid="launch-banner".*?<\/aside>/s.exec(
      await (await page.request.get(path)).text(),
    )?.[0]
  await expect(async () => {
    expect(await serverBanner('/how-it-works')).toContain('LuxPro opens on 1 December.')
  }).toPass({ timeout: 10_000 })
  expect(await serverBanner('/no-such-page')).toContain('LuxPro opens on 1 December.')
  await page.goto('/')
  await expectPageReady(page)
  const banner = page.getByRole('complementary', { name: 'Announcement' })
  await expect(banner).toContainText('LuxPro opens on 1 December.')
  await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
    'href',
    'https://luxpro.lu/launch',
  )
  // Above the header, in the flow: it pushes the page down rather than covering it.
  const bannerBox = await banner.boundingBox()
  const headerBox = await page.locator('header').first().boundingBox()
  expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((headerBox?.y ?? 0) + 1)

  await banner.getByRole('button', { name: 'Close the announcement' }).click()
  await expect(banner).toHaveCount(0)
  await page.reload()
  await expectPageReady(page)
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0)
  // Closed, it is no longer in the server's page either: it never shows and then vanishes.
  expect(await serverBanner('/how-it-works')).toBeUndefined()

  await setBanner('LuxPro is open: welcome!')
  // The public settings are cached up to 30 s by the browser and 2 s by the server.
  await expect(async () => {
    await page.goto(`/?fresh=${Date.now()}`)
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText(
      'LuxPro is open: welcome!',
      {
        timeout: 3000,
      },
    )
  }).toPass({ timeout: 45_000 })
})
