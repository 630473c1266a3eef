// Every email, built in, rendered with sample values in en, fr and de to HTML and text files, with an
// index page; with --screenshots, Chromium pictures of each at 600 and 375 px, light and dark.
// Usage: npm run emails:preview -- [out-dir] [--screenshots] [--only=verify-email,invoice-issued]
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { qrPng } from '@server/modules/billing/scan-to-pay'
import {
  type EmailTemplate,
  type EmailVars,
  emailTemplateNames,
  renderBuiltInEmail,
} from '@server/modules/mail/templates'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { CHROMIUM_ARGS } from '../playwright.config'

const args = process.argv.slice(2)
const outDir = args.find((arg) => !arg.startsWith('--')) ?? '/tmp/luxpro-email-previews'
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const publicUrl = 'https://www.luxpro.lu'
mkdirSync(outDir, { recursive: true })

/** The detail each email quotes, as the product fills it. */
const DETAIL: Partial<Record<EmailTemplate, string>> = {
  'quote-request-new':
    'Painting & decoration in Strassen\nWhen: within a month\nBudget: €1,500–2,500\nRepaint the living room and the hall, 45 m² of walls and the ceiling.',
  'quote-requests-sent':
    'Painting & decoration in Strassen\nWhen: within a month\nRepaint the living room (45 m²).',
  'partner-info-requested': 'Could you send a copy of your professional liability insurance certificate?',
  'partner-declined': 'We only list businesses registered in Luxembourg.',
  'document-rejected': 'The statement is older than three months.',
  'document-expiring': '31 December 2026',
  'invoice-issued': '€49.00 incl. VAT, due on 14 December 2026',
  'access-code': 'K7Q4-M2XP',
  'access-invite': 'K7Q4-M2XP',
  'support-team-notice':
    'Hello, I cannot upload my insurance certificate: the page says the file is too large.',
  'support-reply':
    'Thank you for your message. Files up to 10 MB are accepted; a PDF scan at 150 dpi is usually enough.',
  'review-hidden': 'The review names a private person.',
  'review-restored': 'The report was not confirmed.',
  'two-factor-backup-code-used': '7',
}

const valuesFor = async (template: EmailTemplate): Promise<EmailVars> => ({
  name: 'Anne Schmit',
  url: `${publicUrl}/quote-requests/42?token=2q8Vw1sXk0Jd7rT5yLbN`,
  project: 'Painting & decoration in Strassen',
  other: 'Sanitaire Weber',
  reason: 'The request was sent twice by mistake.',
  reference: template.startsWith('document-') ? 'insurance certificate' : 'LP-2026-0042',
  company: 'Jardins Kieffer',
  detail: DETAIL[template] ?? '',
  hours: '24',
  until: '30 November 2026, 18:00',
  ...(template === 'invoice-issued'
    ? {
        image: {
          src: `data:image/png;base64,${(await qrPng('BCD\n002\n1\nSCT\nBCEELULL\nLuxPro\nLU280019400644750000\nEUR49.00')).toString('base64')}`,
          alt: 'EPC QR code',
        },
      }
    : {}),
})

const templates = emailTemplateNames().filter((template) => !only || only.includes(template))
const files: string[] = []
for (const template of templates) {
  const values = await valuesFor(template)
  for (const language of UI_LANGUAGES) {
    const email = await renderBuiltInEmail(template, language, values, {
      links: { publicUrl, secret: 'preview' },
      to: 'anne.schmit@example.lu',
    })
    const name = `${template}.${language}`
    writeFileSync(join(outDir, `${name}.html`), email.html)
    writeFileSync(join(outDir, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`)
    files.push(name)
  }
}
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>LuxPro emails</title><ul>${files
    .map((name) => `<li><a href="${name}.html">${name}</a> · <a href="${name}.txt">text</a></li>`)
    .join('')}</ul>`,
)
console.log(`${files.length} emails in ${outDir}/index.html`)

if (args.includes('--screenshots')) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [600, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme })
      for (const name of files) {
        await page.goto(`file://${join(outDir, `${name}.html`)}`)
        await page.screenshot({ path: join(outDir, `${name}.${width}.${colorScheme}.png`), fullPage: true })
      }
      await page.close()
    }
  await browser.close()
  console.log(`screenshots: ${outDir}/*.{600,375}.{light,dark}.png`)
}
