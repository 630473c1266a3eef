import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { FULL_CHROMIUM, HEADLESS_SHELL } from './scripts/chromium-paths'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The demo accounts' password on the test server (production mode never uses the README's). */
export const DEMO_ACCOUNT_PASSWORD = 'E2e-Demo-Accounts-2026'
/** The demo admin's authenticator secret on the test server (production mode never seeds the README's). */
export const DEMO_ADMIN_TOTP_SECRET = 'E2EADMINTOTPSECRETFORBROWSERTEST'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * The headless shell when installed (scripts/ensure-chromium.mjs): the suite runs about a fifth faster
 * in it on two cores. It has no notification permission to ask for, so the push spec runs in the whole
 * browser. CHROMIUM_PATH runs everything in the browser it names.
 */
const BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)
/** Specs that need the whole browser, in the `desktop-browser` project. */
const NEEDS_FULL_CHROMIUM = /push-notifications/

/** Browser tests run the production build (npm run build) in Debian's Chromium; nothing is downloaded. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: BROWSER, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The service worker keeps the app's files between page loads, out of page.route()'s sight; only
    // the spec about it (installable.spec.ts) lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // Pages as a visitor who asked for reduced motion sees them: no pulsing skeleton or spinner keeps
    // the browser drawing frames while a test waits (a third less CPU for the same journeys on two
    // cores). A test about motion itself asks for it (the map's zoom).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // pages.spec visits each page once, in the phone project, and widens it for desktop's axe check;
      // a spec named *-phone.spec.ts is a phone's journey and runs in the phone project only.
      testIgnore: [/admin-maintenance|admin-backups|pages\.spec|-phone\.spec/, NEEDS_FULL_CHROMIUM],
    },
    {
      name: 'desktop-browser',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, args: CHROMIUM_ARGS },
      },
      testMatch: NEEDS_FULL_CHROMIUM,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // Every public page is visited at phone width by pages.spec (sideways scrolling, axe, German),
      // then widened to a desktop's for axe again.
      testMatch: /phone|pages/,
    },
    // Maintenance mode answers everyone else 503, and a restore replaces every row: these tests run
    // on their own, once the others have passed, on the same server (npm run test:e2e sets E2E_ALONE=1;
    // `E2E_ALONE=1 playwright test --project alone --no-deps` runs them alone).
    ...(process.env.E2E_ALONE
      ? [
          {
            name: 'alone',
            use: { ...devices['Desktop Chrome'], channel: undefined },
            testMatch: /admin-maintenance|admin-backups/,
            dependencies: ['desktop', 'desktop-browser', 'phone'],
            fullyParallel: false,
            // One after the other too: a restore holds the database while maintenance is switched.
            workers: 1,
          },
        ]
      : []),
  ],
  webServer: {
    command: `rm -rf .data/e2e-${PORT} && node dist/server/main.js`,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    // Migrating and seeding the demo data takes more than a minute when other work fills both cores.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.data/e2e-${PORT}`,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // Production mode seeds nothing unless asked: the browser tests walk the demo data.
      SEED_DEMO_DATA: 'true',
      DEMO_ACCOUNT_PASSWORD,
      // The admin API requires two-step sign-in: the suite computes the demo admin's codes from this.
      DEMO_ADMIN_TOTP_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // The suite signs the demo admin in from many tests at once; the limits have API tests of their own.
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: '100000',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-0123',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // The browser tests read the emails the app sends, as a developer would.
      MAILBOX_ENABLED: 'true',
      // Demo businesses answer a second after a demo request (e2e/demo-mode.spec.ts).
      DEMO_ANSWER_DELAY_SECONDS: '1',
    },
  },
})
