import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { expectPageReady, PUBLIC_PAGES } from './fixtures'

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

const english = messages('en')

/** English sentences of our own messages that must not show up in a French or German page. */
function englishOnly(language: string): string[] {
  const translated = messages(language)
  return [...english.entries()]
    .filter(
      ([key, text]) => translated.get(key) !== text && text.split(/\s+/).length >= 3 && !text.includes('{{'),
    )
    .map(([, text]) => text)
}

for (const language of ['fr', 'de'] as const) {
  test.describe(`no English left in the ${language} interface`, () => {
    const forbidden = englishOnly(language)
    for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
      test(path, async ({ page }) => {
        const warnings: string[] = []
        page.on('console', (msg) => {
          if (msg.text().startsWith('Missing translation')) warnings.push(msg.text())
        })
        await page.goto(`${path}?lang=${language}`)
        await expectPageReady(page)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden nodes
        const text = await page.evaluate(() => document.body.innerText)
        expect(forbidden.filter((sentence) => text.includes(sentence))).toEqual([])
        expect(warnings).toEqual([])
      })
    }
  })
}
