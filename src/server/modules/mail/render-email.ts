import type { UiLanguage } from '@shared/i18n/languages'
import { DEFAULT_RESPONSE_PROMISE_HOURS } from '@shared/quotes/response-promise'
import { absoluteUrl, bodyText, fillBody, parseBody, preheaderOf } from './email-body'
import type { FooterLink } from './email-footer'
import { LAYOUT_COPY } from './email-layout-copy'
import { type EmailVariableName, fillSubject, type SavedTemplate } from './saved-templates'

/** What an email is made from: a subject and a body with placeholders (built in, or an admin's version). */
export type EmailSource = SavedTemplate

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** The values an email may be given; a template reads some of them. */
export type EmailValues = Partial<Record<EmailVariableName, string>> & {
  name: string
  url: string
  /** An image shown after the quote (an invoice's payment QR code), as a data: URI, with its text. */
  image?: { src: string; alt: string }
}

/** What a template is not given reads as nothing; the promised answer time has its setting's default. */
const EMPTY: Record<EmailVariableName, string> = {
  name: '',
  url: '',
  project: '',
  other: '',
  reason: '',
  reference: '',
  company: '',
  detail: '',
  hours: String(DEFAULT_RESPONSE_PROMISE_HOURS),
  until: '',
}

/**
 * The one renderer of every email: the source's words filled with the values, laid out by
 * EmailLayout (brand, heading, button, footer) as HTML, and the same words as the text part. The
 * link is made absolute on the public address.
 */
export async function renderEmailSource(
  source: EmailSource,
  options: { language: UiLanguage; values: EmailValues; publicUrl: string; footer: FooterLink[] },
): Promise<RenderedEmail> {
  const { language, publicUrl, footer } = options
  const { image, ...words } = options.values
  const values = { ...EMPTY, ...words, url: absoluteUrl(words.url, publicUrl) }
  const subject = fillSubject(source.subject, values)
  const blocks = fillBody(parseBody(source.body), values)
  const text = [
    bodyText(blocks),
    '',
    '--',
    // French puts a no-break space before the colon.
    ...footer.map((link) => `${link.label}${language === 'fr' ? '\u00a0:' : ':'} ${link.url}`),
    LAYOUT_COPY[language].identity.join(' · '),
  ].join('\n')
  // React, its server renderer and the layout load with the first email, not at start.
  const { renderEmailLayout } = await import('./email-layout')
  const html = await renderEmailLayout({
    language,
    heading: subject,
    preheader: preheaderOf(blocks, subject),
    blocks,
    footer,
    ...(image?.src.startsWith('data:image/png;base64,') ? { image } : {}),
  })
  return { subject, text, html }
}
