import { expect, test } from '@playwright/test'
import { englishSentencesFor, englishSentencesIn, messagesOf } from '@web/test/english-sentences'
import { expectNoSeriousA11yViolations, expectPageReady, PUBLIC_PAGES } from './fixtures'

/**
 * One visit per public page and project, checking everything a page owes every visitor: its status,
 * its one h1 (not the error or not-found page), axe finds nothing serious, no English sentence of
 * ours in a translated page and no missing translation, and on a phone no sideways scrolling. The
 * desktop project reads each page in French, the phone project in German (long German words are
 * what widens a phone page).
 */

const LANGUAGES = ['fr', 'de'] as const
const forbidden = Object.fromEntries(LANGUAGES.map((language) => [language, englishSentencesFor(language)]))
/** The headings of the not-found and the error page: a known page must show neither. */
const failureHeadings = Object.fromEntries(
  LANGUAGES.map((language) => {
    const common = messagesOf(language)
    return [language, [common.get('common.json:notFound.title'), common.get('common.json:errorPage.title')]]
  }),
)

for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
  test(path, async ({ page, isMobile }) => {
    const language = isMobile ? 'de' : 'fr'
    const missing: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('Missing translation')) missing.push(message.text())
    })
    const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`)
    const known = path !== '/no-such-page'
    expect(response?.status()).toBe(known ? 200 : 404)
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    if (known)
      for (const heading of failureHeadings[language] ?? [])
        await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0)

    // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden nodes
    const text = await page.evaluate(() => document.body.innerText)
    expect(englishSentencesIn(text, forbidden[language] ?? [])).toEqual([])
    expect(missing).toEqual([])

    if (isMobile) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    }
    await expectNoSeriousA11yViolations(page)
  })
}
