// Screenshots of pages at desktop and phone width, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 out-dir /path?lang=fr /other ...
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'

const [base = 'http://127.0.0.1:3000', outDir = 'test-results/screens', ...paths] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 })
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}.png`
    await page.screenshot({ path: join(outDir, name), fullPage: process.env.FULL !== '0' })
    console.log(join(outDir, name))
  }
  await page.close()
}
await browser.close()
