import { RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS } from '@shared/accounts/account-links'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { DEFAULT_RESPONSE_PROMISE_HOURS } from '@shared/quotes/response-promise'
import { ACCESS_EMAIL_COPY, type AccessEmailTemplate, isAccessTemplate } from './access-email-copy'
import {
  ADMIN_EMAIL_COPY,
  type AdminEmailTemplate,
  type AdminEmailVars,
  isAdminTemplate,
} from './admin-email-copy'
import {
  isPartnerTemplate,
  PARTNER_EMAIL_COPY,
  type PartnerEmailTemplate,
  type PartnerEmailVars,
} from './partner-email-copy'
import { QUOTE_EMAIL_COPY, type QuoteEmailTemplate, type QuoteEmailVars } from './quote-email-copy'
import { renderSavedEmail, savedVersion } from './saved-templates'
import { isSecurityTemplate, SECURITY_EMAIL_COPY, type SecurityEmailTemplate } from './security-email-copy'
import { isSupportTemplate, SUPPORT_EMAIL_COPY, type SupportEmailTemplate } from './support-email-copy'

export type AccountEmailTemplate = 'verify-email' | 'reset-password' | 'account-exists'
export type EmailTemplate =
  | AccountEmailTemplate
  | AdminEmailTemplate
  | QuoteEmailTemplate
  | PartnerEmailTemplate
  | AccessEmailTemplate
  | SecurityEmailTemplate
  | SupportEmailTemplate
export type EmailVars = { name: string; url: string } & Partial<
  Pick<QuoteEmailVars, 'project' | 'other' | 'hours' | 'until'>
> &
  Partial<Pick<AdminEmailVars, 'reason'>> &
  Partial<Pick<PartnerEmailVars, 'reference' | 'company' | 'detail' | 'image'>>

interface Rendered {
  subject: string
  text: string
  html: string
}

interface Copy {
  subject: string
  greeting: (name: string) => string
  body: string
  action: string
  expiry: string
  ignore: string
}

/** How long a link works, in words ("1 hour", "1 jour"), from the lifetime the link is given. */
function lifetime(seconds: number, language: UiLanguage): string {
  const [count, unit] = seconds % 86_400 === 0 ? [seconds / 86_400, 'day'] : [seconds / 3600, 'hour']
  return formatNumber(count, language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 })
}

const COPY: Record<AccountEmailTemplate, Record<UiLanguage, Copy>> = {
  'verify-email': {
    en: {
      subject: 'Confirm your email address for LuxPro',
      greeting: (name) => `Hello ${name},`,
      body: 'Thanks for creating your LuxPro account. Please confirm your email address to log in.',
      action: 'Confirm my email address',
      expiry: `This link works for ${lifetime(VERIFY_TOKEN_SECONDS, 'en')}.`,
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail pour LuxPro',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Merci d’avoir créé votre compte LuxPro. Veuillez confirmer votre adresse e-mail pour vous connecter.',
      action: 'Confirmer mon adresse e-mail',
      expiry: `Ce lien est valable ${lifetime(VERIFY_TOKEN_SECONDS, 'fr')}.`,
      ignore: 'Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für LuxPro',
      greeting: (name) => `Hallo ${name},`,
      body: 'Danke, dass Sie ein LuxPro-Konto erstellt haben. Bitte bestätigen Sie Ihre E-Mail-Adresse, um sich anzumelden.',
      action: 'E-Mail-Adresse bestätigen',
      expiry: `Dieser Link ist ${lifetime(VERIFY_TOKEN_SECONDS, 'de')} gültig.`,
      ignore: 'Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your LuxPro password',
      greeting: (name) => `Hello ${name},`,
      body: 'Someone asked to reset the password of your LuxPro account. Choose a new password with the link below.',
      action: 'Choose a new password',
      expiry: `This link works once, for ${lifetime(RESET_TOKEN_SECONDS, 'en')}.`,
      ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe LuxPro',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Une réinitialisation du mot de passe de votre compte LuxPro a été demandée. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
      action: 'Choisir un nouveau mot de passe',
      expiry: `Ce lien ne fonctionne qu’une fois, pendant ${lifetime(RESET_TOKEN_SECONDS, 'fr')}.`,
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
    de: {
      subject: 'Setzen Sie Ihr LuxPro-Passwort zurück',
      greeting: (name) => `Hallo ${name},`,
      body: 'Für Ihr LuxPro-Konto wurde das Zurücksetzen des Passworts angefordert. Wählen Sie über den folgenden Link ein neues Passwort.',
      action: 'Neues Passwort wählen',
      expiry: `Dieser Link funktioniert einmal und ${lifetime(RESET_TOKEN_SECONDS, 'de')} lang.`,
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
  },
  // Sign-up with an address that has an account: the page says the same as for a new one (no
  // enumeration), and the address's owner learns what happened here.
  'account-exists': {
    en: {
      subject: 'Someone tried to register with your email address',
      greeting: (name) => `Hello ${name},`,
      body: 'Someone just tried to create a LuxPro account with this email address. It already has an account, so nothing was created or changed.',
      action: 'Log in',
      expiry:
        'If it was you, log in with your password; if you forgot it, choose “Forgot your password?” on the login page to set a new one.',
      ignore:
        'If it was not you, you can ignore this email: nobody can use your account without your password.',
    },
    fr: {
      subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Quelqu’un vient d’essayer de créer un compte LuxPro avec cette adresse e-mail. Elle a déjà un compte : rien n’a été créé ni modifié.',
      action: 'Se connecter',
      expiry:
        'Si c’était vous, connectez-vous avec votre mot de passe ; si vous l’avez oublié, choisissez « Mot de passe oublié ? » sur la page de connexion pour en définir un nouveau.',
      ignore:
        'Si ce n’était pas vous, ignorez cet e-mail : personne ne peut utiliser votre compte sans votre mot de passe.',
    },
    de: {
      subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
      greeting: (name) => `Hallo ${name},`,
      body: 'Jemand hat soeben versucht, mit dieser E-Mail-Adresse ein LuxPro-Konto zu erstellen. Zu ihr gibt es schon ein Konto, daher wurde nichts erstellt oder geändert.',
      action: 'Anmelden',
      expiry:
        'Wenn Sie es waren, melden Sie sich mit Ihrem Passwort an; falls Sie es vergessen haben, wählen Sie auf der Anmeldeseite „Passwort vergessen?“, um ein neues festzulegen.',
      ignore:
        'Wenn Sie es nicht waren, können Sie diese E-Mail ignorieren: Ohne Ihr Passwort kann niemand Ihr Konto nutzen.',
    },
  },
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const isQuoteTemplate = (template: EmailTemplate): template is QuoteEmailTemplate =>
  template in QUOTE_EMAIL_COPY

export function renderEmail(template: EmailTemplate, language: UiLanguage, vars: EmailVars): Rendered {
  // An admin's saved version wins over the built-in text.
  const saved = ignoreSaved ? null : savedVersion(template, language)
  if (saved) {
    const { image: _, ...words } = vars
    return renderSavedEmail(saved, language, words)
  }
  if (isAdminTemplate(template))
    return renderAdminEmail(template, language, { project: '', reason: '', ...vars })
  if (isQuoteTemplate(template))
    return renderQuoteEmail(template, language, {
      project: '',
      other: '',
      detail: '',
      hours: String(DEFAULT_RESPONSE_PROMISE_HOURS),
      until: '',
      ...vars,
    })
  if (isPartnerTemplate(template))
    return renderPartnerEmail(PARTNER_EMAIL_COPY[template][language], language, {
      reference: '',
      company: '',
      detail: '',
      ...vars,
    })
  if (isAccessTemplate(template))
    return renderPartnerEmail(ACCESS_EMAIL_COPY[template][language], language, {
      reference: '',
      company: '',
      detail: '',
      ...vars,
    })
  if (isSupportTemplate(template))
    return renderPartnerEmail(SUPPORT_EMAIL_COPY[template][language], language, {
      reference: '',
      company: '',
      detail: '',
      ...vars,
    })
  if (isSecurityTemplate(template)) {
    const copy = SECURITY_EMAIL_COPY[template][language]
    const all = { detail: '', ...vars }
    return renderParagraphs(
      language,
      { name: vars.name, url: vars.url, action: copy.action, subject: copy.subject(all) },
      copy.body(all),
    )
  }
  const copy = COPY[template][language]
  const text = [
    copy.greeting(vars.name),
    '',
    copy.body,
    '',
    `${copy.action}: ${vars.url}`,
    '',
    copy.expiry,
    copy.ignore,
    '',
    '— LuxPro',
  ].join('\n')
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(copy.greeting(vars.name))}</p><p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(vars.url)}" style="display:inline-block;background:#0077a8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="color:#475569">${escapeHtml(copy.expiry)} ${escapeHtml(copy.ignore)}</p><p>— LuxPro</p></body></html>`
  return { subject: copy.subject, text, html }
}

/** Every template the product sends (the admins' template editor lists them). */
export function emailTemplateNames(): EmailTemplate[] {
  return [
    ...Object.keys(COPY),
    ...Object.keys(QUOTE_EMAIL_COPY),
    ...Object.keys(PARTNER_EMAIL_COPY),
    ...Object.keys(ADMIN_EMAIL_COPY),
    ...Object.keys(ACCESS_EMAIL_COPY),
    ...Object.keys(SECURITY_EMAIL_COPY),
    ...Object.keys(SUPPORT_EMAIL_COPY),
  ] as EmailTemplate[]
}

/** The built-in text of a template, whatever the saved versions say. */
export function renderBuiltInEmail(template: EmailTemplate, language: UiLanguage, vars: EmailVars): Rendered {
  ignoreSaved = true
  try {
    return renderEmail(template, language, vars)
  } finally {
    ignoreSaved = false
  }
}

let ignoreSaved = false

/** Hello, the paragraphs (a line break inside one is kept), the one action as a button, and LuxPro. */
function renderParagraphs(
  language: UiLanguage,
  { name, url, action, subject }: { name: string; url: string; action: string; subject: string },
  paragraphs: string[],
): Rendered {
  const greeting = GREETING[language](name)
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action}: ${url}`,
    '',
    '— LuxPro',
  ].join('\n')
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0077a8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>— LuxPro</p></body></html>`
  return { subject, text, html }
}

function renderAdminEmail(
  template: AdminEmailTemplate,
  language: UiLanguage,
  vars: AdminEmailVars,
): Rendered {
  const copy = ADMIN_EMAIL_COPY[template][language]
  return renderParagraphs(
    language,
    { name: vars.name, url: vars.url, action: copy.action, subject: copy.subject(vars) },
    copy.body(vars),
  )
}

const GREETING: Record<UiLanguage, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  fr: (name) => `Bonjour ${name},`,
  de: (name) => `Hallo ${name},`,
}

function renderQuoteEmail(
  template: QuoteEmailTemplate,
  language: UiLanguage,
  vars: QuoteEmailVars,
): Rendered {
  const copy = QUOTE_EMAIL_COPY[template][language]
  // Paragraphs are separated by a blank line; the lines of a new request's job keep their breaks.
  const paragraphs = copy
    .body(vars)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return renderParagraphs(
    language,
    { name: vars.name, url: vars.url, action: copy.action, subject: copy.subject(vars) },
    paragraphs,
  )
}

/**
 * The partner and access emails: paragraphs, with the detail (a question, a reason, an amount, an
 * access code) quoted after the first.
 */
function renderPartnerEmail(
  copy: { subject: (v: PartnerEmailVars) => string; body: (v: PartnerEmailVars) => string[]; action: string },
  language: UiLanguage,
  vars: PartnerEmailVars,
): Rendered {
  const greeting = GREETING[language](vars.name)
  const [first = '', ...rest] = copy.body(vars)
  const detail = vars.detail.trim()
  const paragraphs = [first, ...(detail ? [detail] : []), ...rest]
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${copy.action}: ${vars.url}`,
    '',
    '— LuxPro',
  ].join('\n')
  const quoted = (p: string) =>
    detail && p === detail
      ? `<blockquote style="margin:0 0 1em;padding:8px 12px;border-left:4px solid #0077a8;background:#f8fafc;white-space:pre-line">${escapeHtml(p)}</blockquote>`
      : `<p>${escapeHtml(p)}</p>`
  const image = vars.image?.src.startsWith('data:image/png;base64,')
    ? `<p><img src="${vars.image.src}" alt="${escapeHtml(vars.image.alt)}" width="180" height="180" style="display:block"></p>`
    : ''
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>${paragraphs.map(quoted).join('')}${image}
<p><a href="${escapeHtml(vars.url)}" style="display:inline-block;background:#0077a8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p>— LuxPro</p></body></html>`
  return { subject: copy.subject(vars), text, html }
}
