import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { messagesOf } from '@web/test/english-sentences'
import { APP_START_TIMEOUT, expectLayoutStable, expectSettled, watchLayoutShifts } from './fixtures'

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
      await expectLayoutStable(page)
    })
  }
})

/**
 * A page whose HTML arrives in two parts, the cut in the middle of its footer (a slow network, or a
 * busy phone's parser stopping midway): the browser must not draw the first part, or the rest of the
 * footer, arriving, pushes it up. A proxy in front of the test server holds the document's second
 * part until the test has seen that no frame was drawn without it.
 */
test('a page that arrives in two parts is first drawn whole', async ({ page, baseURL }) => {
  const path = `/support/reply?lang=${LANGUAGE}`
  const upstream = await fetch(new URL(path, baseURL))
  const html = await upstream.text()
  const cut = html.indexOf('</footer>') - 1_000
  expect(cut).toBeGreaterThan(html.indexOf('<footer'))
  let sendTheRest = () => {}
  const theRestSent = new Promise<void>((resolve) => {
    sendTheRest = resolve
  })
  // The document's own headers (its security policy) without those of the encoding fetch undid.
  const headersOf = (response: Response) =>
    Object.fromEntries(
      [...response.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    )
  const proxy = createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, headersOf(upstream))
      response.write(html.slice(0, cut))
      await theRestSent
      response.end(html.slice(cut))
      return
    }
    const answer = await fetch(new URL(request.url ?? '/', baseURL), {
      headers: { 'accept-language': LANGUAGE },
    })
    response.writeHead(answer.status, headersOf(answer))
    response.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  try {
    await watchLayoutShifts(page)
    const { port } = proxy.address() as AddressInfo
    const url = `http://127.0.0.1:${port}${path}`
    const loaded = page.goto(url)
    await page.waitForURL(url, { waitUntil: 'commit' })
    // The parser has the first part: the footer's beginning is in the document.
    await expect.poll(() => page.evaluate(() => document.querySelector('footer') !== null)).toBe(true)
    // Without the whole page, the next frame must wait: a second and a half without one.
    const firstFrame = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          requestAnimationFrame(() => resolve('drawn with half a page'))
          setTimeout(() => resolve('held'), 1_500)
        }),
    )
    sendTheRest()
    await loaded
    expect(firstFrame).toBe('held')
    await expect(page.getByText(text('support.json:reply.invalid'))).toBeVisible()
    await expectLayoutStable(page)
  } finally {
    sendTheRest()
    proxy.closeAllConnections()
    await new Promise((resolve) => proxy.close(resolve))
  }
})
