import { expect, test } from '@playwright/test'
import { englishSentencesFor, englishSentencesIn, messagesOf } from '@web/test/english-sentences'
import { expectNoSeriousA11yViolations, expectPageReady, PUBLIC_PAGES } from './fixtures'

/**
 * One visit per public page, checking everything a page owes every visitor: its status, its one h1
 * (not the error or not-found page), no English sentence of ours and no missing translation, no
 * sideways scrolling on a phone, and axe finding nothing serious at phone and at desktop width (the
 * same page, widened: the header's navigation replaces the bottom bar). It runs in the phone project,
 * in German (long German words are what widens a phone page); every page's French and German words
 * are checked in-process too (src/server/http/no-english-pages.test.ts).
 */

const LANGUAGE = 'de'
const forbidden = englishSentencesFor(LANGUAGE)
/** The headings of the not-found and the error page: a known page must show neither. */
const common = messagesOf(LANGUAGE)
const failureHeadings = [common.get('common.json:notFound.title'), common.get('common.json:errorPage.title')]

for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
  test(path, async ({ page }) => {
    const missing: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('Missing translation')) missing.push(message.text())
    })
    const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${LANGUAGE}`)
    const known = path !== '/no-such-page'
    expect(response?.status()).toBe(known ? 200 : 404)
    await expectPageReady(page)
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
    await expectNoSeriousA11yViolations(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280)
    await expectNoSeriousA11yViolations(page)
  })
}
