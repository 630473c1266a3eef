import { expect, type Page, type Route, test } from '@playwright/test'
import { DEMO_ACCOUNT_PASSWORD, expectPageReady } from './fixtures'

/**
 * A slow phone: the page's HTML is there, its scripts are not. Whatever the visitor types and sends
 * then must never reach a URL (address bar, history, access log) nor any request.
 */
const SECRET = 'Very-Secret-Pass-2026'

interface FormCase {
  url: string
  fields: Array<[label: string, value: string]>
  submit: string
}

const FORMS: Record<string, FormCase> = {
  register: {
    url: '/auth?tab=register',
    fields: [
      ['Full name', 'Lea Prehydration'],
      ['Email address', 'lea.prehydration@example.lu'],
      ['Location', 'Prehydration-Wiltz'],
      ['Password', SECRET],
      ['Confirm password', SECRET],
    ],
    submit: 'Create account',
  },
  'sign-in': {
    url: '/auth',
    fields: [
      ['Email address', 'sign.prehydration@example.lu'],
      ['Password', SECRET],
    ],
    submit: 'Log in',
  },
  contact: {
    url: '/contact',
    fields: [
      ['Your name', 'Contact Prehydration'],
      ['Email address', 'contact.prehydration@example.lu'],
      ['Your message', 'A message typed before the page script ran'],
    ],
    submit: 'Send message',
  },
  'partner application': {
    url: '/partners/apply',
    fields: [
      ['Contact person', 'Partner Prehydration'],
      ['Company name', 'Prehydration Sàrl'],
      ['Professional email', 'partner.prehydration@example.lu'],
      ['Phone', '+352 691 424 242'],
    ],
    submit: 'Next',
  },
  'access email': {
    url: '/access',
    fields: [['Email address', 'access.prehydration@example.lu']],
    submit: 'Send me a code',
  },
  'access code': {
    url: '/access',
    fields: [['Access code', 'PREHYDRATION']],
    submit: 'Unlock access',
  },
}

/** Holds every script of the app until `release`, as a slow network would. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)))
  return async () => {
    released = true
    for (const route of held.splice(0)) await route.continue()
  }
}

/** Every request the page makes, with its body: where a leaked field would show. */
function recordRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) =>
    seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`),
  )
  return seen
}

/** The forms in which a value may travel: as typed, percent-encoded, or form-encoded. */
const encodings = (value: string) => [
  value,
  encodeURIComponent(value),
  new URLSearchParams({ v: value }).toString().slice(2),
]

for (const [name, form] of Object.entries(FORMS)) {
  test(`the ${name} form sent before the page's script ran puts no field in a URL or a request`, async ({
    page,
  }) => {
    const release = await holdScripts(page)
    const requests = recordRequests(page)
    await page.addInitScript(() => {
      const counter = window as unknown as { submits: number }
      counter.submits = 0
      document.addEventListener('submit', () => counter.submits++, true)
    })
    await page.goto(form.url, { waitUntil: 'domcontentloaded' })
    const main = page.locator('main')
    for (const [label, value] of form.fields) await main.getByLabel(label, { exact: true }).fill(value)
    const submit = main.getByRole('button', { name: form.submit, exact: true })
    await expect(submit).toBeVisible()
    // Both ways a visitor sends a form: Enter in a field, and the button.
    const last = form.fields.at(-1)?.[0] ?? ''
    await main
      .getByLabel(last, { exact: true })
      .press('Enter')
      .catch(() => {})
    await submit.click({ force: true, timeout: 2_000 }).catch(() => {})
    // A form is sent only after its submit event, which fires during the key press or the click:
    // none fired, so the browser sends nothing later either.
    expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0)

    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    expect(page.url()).toBe(new URL(form.url, page.url()).href)
    for (const [, value] of form.fields)
      for (const encoded of encodings(value))
        expect(
          requests.filter((request) => request.includes(encoded)),
          value,
        ).toEqual([])
    await release()
  })
}

test('once its script runs, the sign-in form works as before', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/auth', { waitUntil: 'domcontentloaded' })
  const submit = page.getByRole('button', { name: 'Log in', exact: true })
  await expect(submit).toBeDisabled()
  await release()
  await expectPageReady(page)
  await expect(submit).toBeEnabled()
  await page.getByLabel('Email address').fill('anne.schmit@example.lu')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT_PASSWORD)
  await submit.click()
  await page.waitForURL((url) => url.pathname === '/my-requests')
  expect(page.url()).not.toContain('password')
})

test('the directory search works before the script runs: a shareable GET to /directory', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/directory', { waitUntil: 'domcontentloaded' })
  const search = page.getByRole('search')
  await search.getByRole('combobox', { name: 'Search the directory' }).fill('plombier')
  await search.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL((url) => url.pathname === '/directory' && url.searchParams.get('q') === 'plombier')
  await release()
})
