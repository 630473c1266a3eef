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
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import { CHROMIUM_ARGS } from '../playwright.config'
import { FULL_CHROMIUM } from './chromium-paths'

const args = process.argv.slice(2)
const outDir = args.find((arg) => !arg.startsWith('--')) ?? '/tmp/luxpro-email-previews'
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const publicUrl = 'https://www.luxpro.lu'
mkdirSync(outDir, { recursive: true })

/** The detail each email quotes, as the product fills it (in the reader's language). */
const DETAIL: Partial<Record<EmailTemplate, Record<UiLanguage, string>>> = {
  'quote-request-new': {
    en: 'Painting & decoration in Strassen\nWhen: within a month\nBudget: €1,500–2,500\nRepaint the living room and the hall, 45 m² of walls and the ceiling.',
    fr: 'Peinture & décoration à Strassen\nQuand : sous un mois\nBudget : 1 500–2 500 €\nRepeindre le salon et le couloir, 45 m² de murs et le plafond.',
    de: 'Malerarbeiten & Dekoration in Strassen\nWann: innerhalb eines Monats\nBudget: 1.500–2.500 €\nWohnzimmer und Flur neu streichen, 45 m² Wände und die Decke.',
  },
  'quote-requests-sent': {
    en: 'Painting & decoration in Strassen\nWhen: within a month\nRepaint the living room (45 m²).',
    fr: 'Peinture & décoration à Strassen\nQuand : sous un mois\nRepeindre le salon (45 m²).',
    de: 'Malerarbeiten & Dekoration in Strassen\nWann: innerhalb eines Monats\nWohnzimmer neu streichen (45 m²).',
  },
  'partner-info-requested': {
    en: 'Could you send a copy of your professional liability insurance certificate?',
    fr: 'Pourriez-vous nous envoyer une copie de votre attestation d’assurance responsabilité civile professionnelle ?',
    de: 'Könnten Sie uns eine Kopie Ihres Nachweises der Berufshaftpflichtversicherung senden?',
  },
  'partner-declined': {
    en: 'We only list businesses registered in Luxembourg.',
    fr: 'Nous ne référençons que des entreprises immatriculées au Luxembourg.',
    de: 'Wir führen nur in Luxemburg eingetragene Unternehmen.',
  },
  'document-rejected': {
    en: 'The statement is older than three months.',
    fr: 'L’attestation date de plus de trois mois.',
    de: 'Der Auszug ist älter als drei Monate.',
  },
  'document-expiring': { en: '31 December 2026', fr: '31 décembre 2026', de: '31. Dezember 2026' },
  'invoice-issued': {
    en: '€49.00 incl. VAT, due on 14 December 2026',
    fr: '49,00 € TTC, à payer avant le 14 décembre 2026',
    de: '49,00 € inkl. MwSt., fällig am 14. Dezember 2026',
  },
  'access-code': { en: 'K7Q4-M2XP', fr: 'K7Q4-M2XP', de: 'K7Q4-M2XP' },
  'access-invite': { en: 'K7Q4-M2XP', fr: 'K7Q4-M2XP', de: 'K7Q4-M2XP' },
  'support-team-notice': {
    en: 'Hello, I cannot upload my insurance certificate: the page says the file is too large.',
    fr: 'Bonjour, je n’arrive pas à envoyer mon attestation d’assurance : la page dit que le fichier est trop gros.',
    de: 'Hallo, ich kann meinen Versicherungsnachweis nicht hochladen: Die Seite sagt, die Datei sei zu groß.',
  },
  'support-reply': {
    en: 'Thank you for your message. Files up to 10 MB are accepted; a PDF scan at 150 dpi is usually enough.',
    fr: 'Merci pour votre message. Les fichiers jusqu’à 10 Mo sont acceptés ; un scan PDF à 150 dpi suffit en général.',
    de: 'Danke für Ihre Nachricht. Dateien bis 10 MB werden angenommen; ein PDF-Scan mit 150 dpi genügt meist.',
  },
  'review-hidden': {
    en: 'The review names a private person.',
    fr: 'L’avis nomme une personne privée.',
    de: 'Die Bewertung nennt eine Privatperson.',
  },
  'review-restored': {
    en: 'The report was not confirmed.',
    fr: 'Le signalement n’a pas été confirmé.',
    de: 'Die Meldung wurde nicht bestätigt.',
  },
  'two-factor-backup-code-used': { en: '7', fr: '7', de: '7' },
}

/** The job's category and place, and when answers are due, as the product writes them. */
const PROJECT: Record<UiLanguage, string> = {
  en: 'Painting & decoration in Strassen',
  fr: 'Peinture & décoration à Strassen',
  de: 'Malerarbeiten & Dekoration in Strassen',
}
const UNTIL: Record<UiLanguage, string> = {
  en: '30 November 2026, 18:00',
  fr: '30 novembre 2026 à 18:00',
  de: '30. November 2026, 18:00',
}
const REASON: Record<UiLanguage, string> = {
  en: 'The request was sent twice by mistake.',
  fr: 'La demande a été envoyée deux fois par erreur.',
  de: 'Die Anfrage wurde versehentlich zweimal gesendet.',
}
const DOCUMENT: Record<UiLanguage, string> = {
  en: 'insurance certificate',
  fr: 'attestation d’assurance',
  de: 'Versicherungsnachweis',
}

/** The invoice and its reminders show the same amount, due date and QR code. */
const isInvoiceEmail = (template: EmailTemplate) => template.startsWith('invoice-')

/** Emails to a business about a customer: the business is the reader ({{name}}), the customer the other party. */
const TO_THE_BUSINESS = new Set<EmailTemplate>([
  'quote-request-new',
  'quote-accepted',
  'quote-rejected',
  'quote-not-chosen',
  'quote-cancelled',
])

const valuesFor = async (template: EmailTemplate, language: UiLanguage): Promise<EmailVars> => ({
  name: 'Anne Schmit',
  url: `${publicUrl}/quote-requests/42?token=2q8Vw1sXk0Jd7rT5yLbN`,
  project: PROJECT[language],
  other: 'Sanitaire Weber',
  reason: REASON[language],
  reference: template.startsWith('document-') ? DOCUMENT[language] : 'LP-2026-0042',
  company: 'Jardins Kieffer',
  detail: DETAIL[isInvoiceEmail(template) ? 'invoice-issued' : template]?.[language] ?? '',
  hours: '24',
  until: UNTIL[language],
  ...(TO_THE_BUSINESS.has(template) ? { name: 'Sanitaire Weber', other: 'Anne Schmit' } : {}),
  ...(isInvoiceEmail(template)
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
  for (const language of UI_LANGUAGES) {
    const values = await valuesFor(template, language)
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
    executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
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
