import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, PUBLIC_PAGES } from './fixtures'

/**
 * One visit per public page and project, checking everything a page owes every visitor: its status,
 * its one h1 (not the error or not-found page), axe finds nothing serious, no English sentence of
 * ours in a translated page and no missing translation, and on a phone no sideways scrolling. The
 * desktop project reads each page in French, the phone project in German (long German words are
 * what widens a phone page).
 */

const LOCALES = join(import.meta.dirname, '../src/web/i18n/locales')

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv)
  }
  return out
}

function messages(language: string) {
  const all = new Map<string, string>()
  for (const file of readdirSync(join(LOCALES, language))) {
    for (const [k, v] of leaves(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'))))
      all.set(`${file}:${k}`, v)
  }
  return all
}

/** English sentences of our own messages (three words or more) that must not show in a translated page. */
function englishOnly(language: string): string[] {
  const translated = messages(language)
  return [...messages('en').entries()]
    .filter(
      ([key, text]) => translated.get(key) !== text && text.split(/\s+/).length >= 3 && !text.includes('{{'),
    )
    .map(([, text]) => text)
}

const LANGUAGES = ['fr', 'de'] as const
const forbidden = Object.fromEntries(LANGUAGES.map((language) => [language, englishOnly(language)]))
/** The headings of the not-found and the error page: a known page must show neither. */
const failureHeadings = Object.fromEntries(
  LANGUAGES.map((language) => {
    const common = messages(language)
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
    expect((forbidden[language] ?? []).filter((sentence) => text.includes(sentence))).toEqual([])
    expect(missing).toEqual([])

    if (isMobile) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    }
    await expectNoSeriousA11yViolations(page)
  })
}
