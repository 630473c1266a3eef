import { expect, type Page, test } from '@playwright/test'
import { messagesOf } from '@web/test/english-sentences'
import { APP_START_TIMEOUT, expectSettled, layoutShift, watchLayoutShifts } from './fixtures'

/**
 * Pages that moved under a phone reader's eyes in German once they had drawn, and what each waits
 * for before its shift is read: the answers that change what it shows, drawn. pages.spec.ts watches
 * the other public pages' shifts.
 */

const LANGUAGE = 'de'
const messages = messagesOf(LANGUAGE)
const text = (key: string) => {
  const value = messages.get(key)
  if (value === undefined) throw new Error(`no ${LANGUAGE} text for ${key}`)
  return value
}

/** The two frames after something arrived: React has drawn it and the browser laid it out. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  )

interface Visit {
  path: string
  /** The API answers the page draws once they are there. */
  answers: RegExp[]
  /** What the page shows once those answers are drawn. */
  drawn: (page: Page) => Promise<void>
}

const requestRefused = async (page: Page) => {
  await expect(
    page.getByRole('alert').getByRole('heading', { name: text('quotes.json:response.unavailableTitle') }),
  ).toBeVisible()
}

const VISITS: Visit[] = [
  {
    // The gate is off on the test server: the page says so above the form.
    path: '/access',
    answers: [/\/api\/access\/session$/],
    drawn: async (page) => {
      await expect(page.getByText(text('access.json:open.title'))).toBeVisible()
      await expect(page.getByRole('button', { name: text('access.json:emailStep.submit') })).toBeVisible()
    },
  },
  {
    // Opened without its reference and signature: the link is refused.
    path: '/support/reply',
    answers: [],
    drawn: async (page) => {
      await expect(page.getByText(text('support.json:reply.invalid'))).toBeVisible()
    },
  },
  { path: '/business/quote-requests/1042', answers: [/\/api\/quote-requests\/1042$/], drawn: requestRefused },
  { path: '/provider/quotes/1042', answers: [/\/api\/quote-requests\/1042$/], drawn: requestRefused },
]

test.describe('layout shift on a phone, in German', () => {
  // A quote request's page brings the most code to hydrate: past fixtures' APP_START_TIMEOUT when
  // other work fills both cores.
  test.describe.configure({ timeout: 90_000 })

  for (const visit of VISITS) {
    test(visit.path, async ({ page }) => {
      await watchLayoutShifts(page)
      const answered = visit.answers.map((path) =>
        page.waitForResponse((response) => path.test(new URL(response.url()).pathname)),
      )
      const response = await page.goto(`${visit.path}?lang=${LANGUAGE}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 2 * APP_START_TIMEOUT })
      await expectSettled(page)
      await Promise.all(answered)
      // The session check answered: the header shows what a signed-out visitor gets.
      await expect(page.locator('header a[href^="/auth"]')).toBeAttached()
      await visit.drawn(page)
      await nextFrames(page)
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
    })
  }
})
