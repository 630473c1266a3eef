import { invoiceEmailVars } from '@server/modules/billing/invoice-run'
import type { InvoiceRow } from '@server/modules/billing/invoices'
import { creditorReference, groupReference } from '@shared/billing/creditor-reference'
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import { type DefaultTreeAdapterMap, parse } from 'parse5'
import { describe, expect, it } from 'vitest'
import { LAYOUT_COPY } from './email-layout-copy'
import { renderEmailSource } from './render-email'
import { type EmailTemplate, type EmailVars, emailTemplateNames, renderBuiltInEmail } from './templates'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const PUBLIC_URL = 'https://www.luxpro.example'
const frame = { links: { publicUrl: PUBLIC_URL, secret: 'test-secret' }, to: 'anne@example.lu' }

/** Values in no language (so a sentence of the English text is template words, never a value). */
const VALUES = {
  name: 'Anne Schmit',
  // A path: the layout makes it absolute on the public address.
  url: '/check/path?token=T0K3N',
  project: 'Projet 4471',
  other: 'Sanitaire Weber',
  reason: 'Motif 7781',
  reference: 'LP-2026-0042',
  company: 'Jardins Kieffer',
  detail: 'X-4471-Q',
  hours: '24',
  until: '30.11.2026 18:00',
} satisfies EmailVars

const elements = (node: Node): Element[] => {
  const children = 'childNodes' in node ? node.childNodes : []
  const own = 'tagName' in node ? [node] : []
  const inTemplate = 'content' in node && node.content ? elements(node.content) : []
  return [...own, ...children.flatMap(elements), ...inTemplate]
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value
/** What a reader sees: the text of the body, a line per block, without the style sheet. */
const BLOCKS = new Set(['p', 'h1', 'div', 'td', 'table'])
const visibleText = (node: Node): string => {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value
  if (node.nodeName === 'br') return '\n'
  if (node.nodeName === 'style' || node.nodeName === 'title') return ''
  const inside = ('childNodes' in node ? node.childNodes : []).map(visibleText).join('')
  return BLOCKS.has(node.nodeName) ? `\n${inside}\n` : inside
}

/** The HTML parsed as a browser would; every parse error is collected. */
function parseEmail(html: string) {
  const errors: string[] = []
  const document = parse(html, {
    onParseError: (error) => {
      // Email HTML is sent with the XHTML 1.0 Transitional doctype, which mail clients expect.
      if (error.code !== 'non-conforming-doctype') errors.push(error.code)
    },
  })
  return { document, errors, all: elements(document) }
}

const rendered = new Map<string, Awaited<ReturnType<typeof renderBuiltInEmail>>>()
async function renderOnce(template: EmailTemplate, language: UiLanguage) {
  const key = `${template}:${language}`
  const done = rendered.get(key) ?? (await renderBuiltInEmail(template, language, VALUES, frame))
  rendered.set(key, done)
  return done
}

/** The English template's own sentences: the values, links and the company's legal name taken out. */
function englishSentences(text: string): string[] {
  let words = text.replace(/https?:\/\/\S+/g, ' ')
  for (const value of Object.values(VALUES)) words = words.replaceAll(value, ' ')
  words = words.replaceAll(LAYOUT_COPY.en.identity.join(' · '), ' ')
  return words
    .split(/\n|[.!?:;·]\s|“|”/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => (sentence.match(/[A-Za-z]{3,}/g) ?? []).length >= 3)
}

const templates = emailTemplateNames()

describe('every email in the layout', () => {
  it('knows every template the product sends', () => {
    expect(templates.length).toBeGreaterThanOrEqual(38)
  })

  describe.each(UI_LANGUAGES)('in %s', (language) => {
    it.each(templates)(
      '%s: valid HTML, every placeholder filled, a text part, one button to PUBLIC_URL',
      async (template) => {
        const email = await renderOnce(template, language)
        const { document, errors, all } = parseEmail(email.html)
        expect(errors, template).toEqual([])
        const html = all.find((element) => element.tagName === 'html')
        expect(html && attr(html, 'lang')).toBe(language)
        // Dark mode: the page says it knows both schemes, and no text colour goes without its background.
        const schemes = all.find((element) => attr(element, 'name') === 'color-scheme')
        expect(schemes && attr(schemes, 'content')).toBe('light dark')
        for (const element of all) {
          const style = attr(element, 'style') ?? ''
          if (/(^|;)\s*color:/.test(style))
            expect(style, `${template} <${element.tagName}>`).toMatch(/background-color:/)
        }
        // No placeholder left, in the subject, the HTML's text or the text part.
        const seen = visibleText(document)
        for (const part of [email.subject, seen, email.text]) expect(part, template).not.toMatch(/[{}]/)
        // The one button, to the absolute link, and the same link written out beneath it.
        const link = `${PUBLIC_URL}/check/path?token=T0K3N`
        const buttons = all.filter(
          (element) => attr(element, 'class')?.split(' ').includes('lp-button') && element.tagName === 'a',
        )
        expect(buttons.map((button) => attr(button, 'href'))).toEqual([link])
        expect(seen).toContain(`${LAYOUT_COPY[language].fallback}\n${link}`)
        // The brand, the legal identity and the email preferences in the footer.
        expect(seen).toContain('LuxPro')
        expect(seen).toContain(LAYOUT_COPY[language].identity.join(' · '))
        expect(all.some((element) => attr(element, 'href')?.startsWith(`${PUBLIC_URL}/settings`))).toBe(true)
        // The text part: the words, the link and the footer, without markup.
        expect(email.text).toContain(link)
        expect(email.text).toContain(LAYOUT_COPY[language].identity.join(' · '))
        expect(email.text).not.toMatch(/<[a-z]/i)
      },
    )
  })

  describe.each(['fr', 'de'] as const)('in %s', (language) => {
    it.each(templates)('%s has no sentence of its English text', async (template) => {
      const en = await renderOnce(template, 'en')
      const sentences = englishSentences(
        `${en.subject}\n${en.text}\n${visibleText(parseEmail(en.html).document)}`,
      )
      expect(sentences.length, template).toBeGreaterThan(0)
      const translated = await renderOnce(template, language)
      const readable = `${translated.subject}\n${translated.text}\n${visibleText(parseEmail(translated.html).document)}`
      expect(sentences.filter((sentence) => readable.includes(sentence))).toEqual([])
    })
  })
})

describe('an admin’s version', () => {
  it('slots into the same layout: paragraphs, the quoted detail, the button from its `Label: {{url}}` line', async () => {
    const email = await renderEmailSource(
      {
        subject: 'Question ({{reference}})',
        body: 'Salut {{name}},\n\n{{detail}}\n\nRépondre : {{url}}\n\nMerci.',
      },
      { language: 'fr', values: VALUES, publicUrl: PUBLIC_URL, footer: [] },
    )
    expect(email.subject).toBe('Question (LP-2026-0042)')
    expect(email.text).toContain('Répondre : https://www.luxpro.example/check/path?token=T0K3N')
    const { all, errors } = parseEmail(email.html)
    expect(errors).toEqual([])
    const classes = all.map((element) => attr(element, 'class') ?? '')
    expect(classes).toEqual(expect.arrayContaining(['lp-wordmark', 'lp-quote', 'lp-button']))
    const button = all.find((element) => element.tagName === 'a' && attr(element, 'class') === 'lp-button')
    expect(button && visibleText(button)).toBe('Répondre')
  })

  it('never turns what a person typed into a button or a quote', async () => {
    const email = await renderEmailSource(
      { subject: 'Message', body: 'Bonjour {{name}},\n\n{{reason}}' },
      {
        language: 'fr',
        values: { ...VALUES, reason: 'Voir : {{url}}\n\n{{detail}}' },
        publicUrl: PUBLIC_URL,
        footer: [],
      },
    )
    const { all } = parseEmail(email.html)
    expect(
      all.filter((element) => element.tagName === 'a' && attr(element, 'class') === 'lp-button'),
    ).toEqual([])
    expect(all.map((element) => attr(element, 'class'))).not.toContain('lp-quote')
    expect(email.text).toContain('Voir : {{url}}')
  })
})

describe('an invoice reminder', () => {
  /** An unpaid invoice as the reminder job reads it from the database. */
  const row = {
    id: 42,
    number: 'LP-2026-000042',
    year: 2026,
    sequence: 42,
    providerId: 7,
    tier: 'pro',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    issuedOn: '2026-10-01',
    dueOn: '2026-10-15',
    netCents: 8900,
    vatRateBasisPoints: 1700,
    vatCents: 1513,
    grossCents: 10413,
    seller: { name: 'LuxPro S.à r.l.', address: [], vatNumber: null, rcsNumber: null, email: null },
    buyer: {
      name: 'Jardins Kieffer',
      address: [],
      vatNumber: null,
      rcsNumber: null,
      email: 'anne@example.lu',
    },
    structuredReference: creditorReference('2026000042'),
    status: 'issued',
    paidAt: null,
    creditedCents: 0,
    createdAt: new Date('2026-10-01T00:00:00Z'),
  } satisfies InvoiceRow

  describe.each(UI_LANGUAGES)('in %s', (language) => {
    it.each(['invoice-reminder', 'invoice-final-reminder'] as const)(
      '%s: valid HTML with the amount, the due date, the transfer and its QR code, every link absolute',
      async (template) => {
        const vars = await invoiceEmailVars(row, language, PUBLIC_URL)
        const email = await renderBuiltInEmail(template, language, vars, frame)
        const { document, errors, all } = parseEmail(email.html)
        expect(errors).toEqual([])
        const seen = visibleText(document)
        for (const part of [email.subject, seen, email.text]) expect(part).not.toMatch(/[{}]/)
        expect(email.subject).toContain(row.number)
        for (const line of vars.detail.split('\n')) {
          expect(seen).toContain(line)
          expect(email.text).toContain(line)
        }
        expect(vars.detail).toContain('LU28 0019 4006 4475 0000')
        expect(vars.detail).toContain(groupReference(row.structuredReference))
        const qr = all.find(
          (element) => element.tagName === 'img' && attr(element, 'src')?.startsWith('data:'),
        )
        expect(qr && attr(qr, 'src')).toMatch(/^data:image\/png;base64,/)
        expect(qr && attr(qr, 'alt')).toBe(vars.image.alt)
        const links = all.flatMap((element) => (element.tagName === 'a' ? [attr(element, 'href') ?? ''] : []))
        expect(links.length).toBeGreaterThan(0)
        for (const link of links) expect(link).toMatch(/^(https:\/\/www\.luxpro\.example\/|mailto:)/)
        expect(links).toContain(
          `${PUBLIC_URL}/dashboard/billing${language === 'en' ? '' : `?lang=${language}`}`,
        )
      },
    )
  })
})
