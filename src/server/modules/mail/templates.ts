import { createTranslator } from '@server/i18n/translator'
import { RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS } from '@shared/accounts/account-links'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { familyOfTemplate, type UnsubscribeTopic } from '@shared/mail/notification-preferences'
import { emailFooter, type MailLinks } from './email-footer'
import {
  EMAIL_TEMPLATES,
  type EmailTemplate,
  isAccountTemplate,
  isAdminTemplate,
  isQuoteTemplate,
  isSecurityTemplate,
} from './email-template-names'
import { type EmailSource, type EmailValues, type RenderedEmail, renderEmailSource } from './render-email'
import { EMAIL_VARIABLE_NAMES, type EmailVariableName, savedVersion } from './saved-templates'

export type { AccountEmailTemplate, EmailTemplate } from './email-template-names'
export type EmailVars = EmailValues

/** Every template the product sends (the admins' template editor lists them). */
export function emailTemplateNames(): EmailTemplate[] {
  return [...EMAIL_TEMPLATES]
}

/**
 * Each variable as its placeholder: the catalogue's messages are filled with them, so the source
 * keeps "{{name}}" for the renderer (i18next does not read again what it put in).
 */
const AS_PLACEHOLDERS = Object.fromEntries(
  EMAIL_VARIABLE_NAMES.map((name) => [name, `{{${name}}}`]),
) as Record<EmailVariableName, string>

/** How long a link works, in words ("1 hour", "1 jour"), from the lifetime the link is given. */
function lifetime(seconds: number, language: UiLanguage): string {
  const [count, unit] = seconds % 86_400 === 0 ? [seconds / 86_400, 'day'] : [seconds / 3600, 'hour']
  return formatNumber(count, language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 })
}

const LINK_LIFETIME: Partial<Record<EmailTemplate, number>> = {
  'verify-email': VERIFY_TOKEN_SECONDS,
  'reset-password': RESET_TOKEN_SECONDS,
}

/** One template's words in the catalogue: a body of one paragraph or several. */
interface TemplateCopy {
  subject: string
  body: string | string[]
  action: string
  expiry?: string
  ignore?: string
}

/** Hello, the paragraphs, the action as the button's line, then what is said after it. */
const source = (
  language: UiLanguage,
  subject: string,
  paragraphs: string[],
  action: string,
  after: string[] = [],
): EmailSource => ({
  subject,
  body: [
    createTranslator(language, 'emails')('greeting', AS_PLACEHOLDERS),
    ...paragraphs,
    createTranslator(language, 'emails')('layout.actionLine', { action, url: AS_PLACEHOLDERS.url }),
    ...after,
  ].join('\n\n'),
})

/**
 * The built-in text of a template in the form an admin edits (email-body.ts): what the editor starts
 * from, and what is sent while no admin has saved a version.
 */
export function builtInSource(template: EmailTemplate, language: UiLanguage): EmailSource {
  const seconds = LINK_LIFETIME[template]
  const values = { ...AS_PLACEHOLDERS, ...(seconds ? { lifetime: lifetime(seconds, language) } : {}) }
  const copy = createTranslator(language, 'emails')(`templates.${template}`, {
    ...values,
    returnObjects: true,
  }) as unknown as TemplateCopy
  const paragraphs = typeof copy.body === 'string' ? [copy.body] : copy.body
  if (isAccountTemplate(template))
    return source(language, copy.subject, paragraphs, copy.action, [copy.expiry ?? '', copy.ignore ?? ''])
  if (isAdminTemplate(template) || isQuoteTemplate(template) || isSecurityTemplate(template))
    return source(language, copy.subject, paragraphs, copy.action)
  // Digest, partner, access and support emails quote their detail (a list, a question, a reason, a
  // code) after the first paragraph.
  const [first = '', ...rest] = paragraphs
  return source(language, copy.subject, [first, '{{detail}}', ...rest], copy.action)
}

/** Where an email's links lead, and the address whose choices its unsubscribe link changes. */
export interface EmailFrame {
  links: MailLinks
  to: string
}

/**
 * An email as it is sent: an admin's saved version of the template or else its built-in text,
 * rendered by the one renderer, with the footer's links and the unsubscribe headers of an optional email.
 */
export async function renderEmail(
  template: EmailTemplate,
  language: UiLanguage,
  vars: EmailVars,
  frame: EmailFrame,
): Promise<RenderedEmail & { headers: Record<string, string> | null }> {
  return renderFrom(
    savedVersion(template, language) ?? builtInSource(template, language),
    template,
    language,
    vars,
    frame,
  )
}

/** The built-in text of a template, rendered, whatever the saved versions say. */
export function renderBuiltInEmail(
  template: EmailTemplate,
  language: UiLanguage,
  vars: EmailVars,
  frame: EmailFrame,
): Promise<RenderedEmail & { headers: Record<string, string> | null }> {
  return renderFrom(builtInSource(template, language), template, language, vars, frame)
}

async function renderFrom(
  from: EmailSource,
  template: EmailTemplate,
  language: UiLanguage,
  vars: EmailVars,
  { links, to }: EmailFrame,
) {
  const family = familyOfTemplate(template)
  const topic: UnsubscribeTopic | null = family === 'transactional' ? null : family
  const footer = emailFooter(links, { to, language, topic })
  const rendered = await renderEmailSource(from, {
    language,
    values: vars,
    publicUrl: links.publicUrl,
    footer: footer.links,
  })
  return { ...rendered, headers: footer.headers }
}
