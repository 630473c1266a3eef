import { expect, test } from '@playwright/test'
import { englishSentencesFor, englishSentencesIn, messagesOf } from '@web/test/english-sentences'
import {
  expectLayoutStable,
  expectNoSeriousA11yViolations,
  expectSettled,
  PUBLIC_PAGES,
  watchConsole,
  watchLayoutShifts,
} from './fixtures'

/**
 * One visit per public page, checking everything a page owes every visitor: its status, its one h1
 * (not the error or not-found page), hydration without a console error or warning and without a
 * layout shift, no English sentence of ours and no missing translation, no sideways scrolling on a
 * phone, and axe finding nothing serious at phone and at desktop width (the same page, widened: the
 * header's navigation replaces the bottom bar). It runs in the phone project, in German (long German
 * words are what widens a phone page); every page's French and German words are checked in-process
 * too (src/server/http/no-english-pages.test.ts).
 */

const LANGUAGE = 'de'
const forbidden = englishSentencesFor(LANGUAGE)
/** The headings of the not-found and the error page: a known page must show neither. */
const common = messagesOf(LANGUAGE)
const failureHeadings = [common.get('common.json:notFound.title'), common.get('common.json:errorPage.title')]

/**
 * Pages one page component draws with other content (the legal texts; a quote request, opened by its
 * customer's or its provider's link): the phone pass reads each page's content, and what widening
 * changes (the header, the columns) is the same for all of them, so desktop's axe pass runs on the
 * first only.
 */
const SHARED_LAYOUTS = [
  ['/privacy-policy', '/terms-of-service', '/cookie-policy', '/gdpr', '/about'],
  ['/business/quote-requests/1042', '/provider/quotes/1042'],
]
const desktopAxeSkipped = new Set(SHARED_LAYOUTS.flatMap((paths) => paths.slice(1)))

/**
 * The sample quote request (1042) does not exist: its two pages are drawn from the API's 404 (the
 * request refused), which the browser itself reports in the console. Every other console line fails.
 */
const ANSWERED_BY_A_404 = new Set(SHARED_LAYOUTS[1])
const BROWSER_404_LINE = /^error: Failed to load resource: the server responded with a status of 404/

test('each page drawn by a shared layout is a page of this sweep', () => {
  for (const path of SHARED_LAYOUTS.flat()) expect(PUBLIC_PAGES).toContain(path)
})

// A visit waits for the page to settle, then reads it at two widths: the busiest (/directory: two axe
// passes over its results, and its settling) passed 30 s when other work filled both cores.
test.describe.configure({ timeout: 60_000 })

for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
  test(path, async ({ page }) => {
    const consoleMessages = watchConsole(page)
    await watchLayoutShifts(page)
    const missing: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('Missing translation')) missing.push(message.text())
    })
    const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${LANGUAGE}`)
    const known = path !== '/no-such-page'
    expect(response?.status()).toBe(known ? 200 : 404)
    // A page is read once nothing on it loads any more: what loads late is what shifts it.
    await expectSettled(page)
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE)
    if (known)
      for (const heading of failureHeadings)
        await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0)

    // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden nodes
    const text = await page.evaluate(() => document.body.innerText)
    expect(englishSentencesIn(text, forbidden)).toEqual([])
    expect(missing).toEqual([])

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectLayoutStable(page)
    const expected404 = ANSWERED_BY_A_404.has(path) ? BROWSER_404_LINE : null
    expect(consoleMessages.filter((line) => !expected404?.test(line))).toEqual([])
    await expectNoSeriousA11yViolations(page)
    if (desktopAxeSkipped.has(path)) return
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280)
    await expectNoSeriousA11yViolations(page)
  })
}
