import type { UiLanguage } from '@shared/i18n/languages'
import { familyOfTemplate, type UnsubscribeTopic } from '@shared/mail/notification-preferences'
import { ACCESS_EMAIL_COPY, type AccessEmailTemplate, isAccessTemplate } from './access-email-copy'
import { ACCOUNT_EMAIL_COPY, type AccountEmailTemplate, isAccountTemplate } from './account-email-copy'
import { ADMIN_EMAIL_COPY, type AdminEmailTemplate, isAdminTemplate } from './admin-email-copy'
import { DIGEST_EMAIL_COPY, type DigestEmailTemplate, isDigestTemplate } from './digest-email-copy'
import { emailFooter, type MailLinks } from './email-footer'
import { isPartnerTemplate, PARTNER_EMAIL_COPY, type PartnerEmailTemplate } from './partner-email-copy'
import { QUOTE_EMAIL_COPY, type QuoteEmailTemplate } from './quote-email-copy'
import { type EmailSource, type EmailValues, type RenderedEmail, renderEmailSource } from './render-email'
import { EMAIL_VARIABLE_NAMES, type EmailVariableName, savedVersion } from './saved-templates'
import { isSecurityTemplate, SECURITY_EMAIL_COPY, type SecurityEmailTemplate } from './security-email-copy'
import { SUPPORT_EMAIL_COPY, type SupportEmailTemplate } from './support-email-copy'

export type { AccountEmailTemplate } from './account-email-copy'
export type EmailTemplate =
  | AccountEmailTemplate
  | AdminEmailTemplate
  | QuoteEmailTemplate
  | PartnerEmailTemplate
  | AccessEmailTemplate
  | SecurityEmailTemplate
  | SupportEmailTemplate
  | DigestEmailTemplate
export type EmailVars = EmailValues

/** Every template the product sends (the admins' template editor lists them). */
export function emailTemplateNames(): EmailTemplate[] {
  return [
    ...Object.keys(ACCOUNT_EMAIL_COPY),
    ...Object.keys(QUOTE_EMAIL_COPY),
    ...Object.keys(PARTNER_EMAIL_COPY),
    ...Object.keys(ADMIN_EMAIL_COPY),
    ...Object.keys(ACCESS_EMAIL_COPY),
    ...Object.keys(SECURITY_EMAIL_COPY),
    ...Object.keys(SUPPORT_EMAIL_COPY),
    ...Object.keys(DIGEST_EMAIL_COPY),
  ] as EmailTemplate[]
}

const isQuoteTemplate = (template: string): template is QuoteEmailTemplate => template in QUOTE_EMAIL_COPY

/** Each variable as its placeholder: the copy functions write the template's source with them. */
const AS_PLACEHOLDERS = Object.fromEntries(
  EMAIL_VARIABLE_NAMES.map((name) => [name, `{{${name}}}`]),
) as Record<EmailVariableName, string>

const GREETING: Record<UiLanguage, string> = {
  en: 'Hello {{name}},',
  fr: 'Bonjour {{name}},',
  de: 'Hallo {{name}},',
}

/** Before the link on the button's line: French typography puts a space before the colon. */
const COLON: Record<UiLanguage, string> = { en: ': ', fr: '\u00a0: ', de: ': ' }

/** Hello, the paragraphs, the action as the button's line, then what is said after it. */
const source = (
  language: UiLanguage,
  subject: string,
  paragraphs: string[],
  action: string,
  after: string[] = [],
): EmailSource => ({
  subject,
  body: [GREETING[language], ...paragraphs, `${action}${COLON[language]}{{url}}`, ...after].join('\n\n'),
})

/**
 * The built-in text of a template in the form an admin edits (email-body.ts): what the editor starts
 * from, and what is sent while no admin has saved a version.
 */
export function builtInSource(template: EmailTemplate, language: UiLanguage): EmailSource {
  const v = AS_PLACEHOLDERS
  if (isAccountTemplate(template)) {
    const copy = ACCOUNT_EMAIL_COPY[template][language]
    return source(language, copy.subject, [copy.body], copy.action, [copy.expiry, copy.ignore])
  }
  if (isAdminTemplate(template)) {
    const copy = ADMIN_EMAIL_COPY[template][language]
    return source(language, copy.subject(v), copy.body(v), copy.action)
  }
  if (isQuoteTemplate(template)) {
    const copy = QUOTE_EMAIL_COPY[template][language]
    return source(language, copy.subject(v), [copy.body(v)], copy.action)
  }
  if (isSecurityTemplate(template)) {
    const copy = SECURITY_EMAIL_COPY[template][language]
    return source(language, copy.subject(v), copy.body(v), copy.action)
  }
  if (isDigestTemplate(template)) {
    const copy = DIGEST_EMAIL_COPY[template][language]
    const [first = '', ...rest] = copy.body(v)
    return source(language, copy.subject(v), [first, '{{detail}}', ...rest], copy.action)
  }
  // Partner, access and support emails quote their detail (a question, a reason, a code) after the first paragraph.
  const copy = isPartnerTemplate(template)
    ? PARTNER_EMAIL_COPY[template][language]
    : isAccessTemplate(template)
      ? ACCESS_EMAIL_COPY[template][language]
      : SUPPORT_EMAIL_COPY[template][language]
  const [first = '', ...rest] = copy.body(v)
  return source(language, copy.subject(v), [first, '{{detail}}', ...rest], copy.action)
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
