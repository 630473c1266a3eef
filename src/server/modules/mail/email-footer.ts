import type { UiLanguage } from '@shared/i18n/languages'
import { EMAIL_PREFERENCES_PATH, type EmailTopic, UNSUBSCRIBE_PATH } from '@shared/mail/email-topics'
import { unsubscribeToken } from './email-opt-outs'

/** Where the links of every email lead: the public address, and the secret that signs unsubscribe tokens. */
export interface MailLinks {
  publicUrl: string
  /** Without it (a command-line tool) no optional email can be sent, so none needs a token. */
  secret?: string
}

const COPY: Record<UiLanguage, { preferences: string; unsubscribe: Record<EmailTopic, string> }> = {
  en: {
    preferences: 'Email preferences',
    unsubscribe: { messages: 'Stop emails about new messages' },
  },
  fr: {
    preferences: 'Préférences e-mail',
    unsubscribe: { messages: 'Ne plus recevoir d’e-mails pour les nouveaux messages' },
  },
  de: {
    preferences: 'E-Mail-Einstellungen',
    unsubscribe: { messages: 'Keine E-Mails mehr zu neuen Nachrichten' },
  },
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const withLang = (url: string, language: UiLanguage) => {
  if (language === 'en') return url
  const [path = '', hash] = url.split('#')
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}${hash ? `#${hash}` : ''}`
}

/**
 * What every email ends with: the link to the email preferences in settings and, on an optional email,
 * the one-click unsubscribe link with the matching `List-Unsubscribe` and `List-Unsubscribe-Post`
 * headers (RFC 8058), so a mail client's "unsubscribe" button works without signing in.
 */
export function emailFooter(
  links: MailLinks,
  { to, language, topic }: { to: string; language: UiLanguage; topic: EmailTopic | null },
) {
  const copy = COPY[language]
  const preferencesUrl = withLang(`${links.publicUrl}${EMAIL_PREFERENCES_PATH}`, language)
  const lines: Array<[string, string]> = [[copy.preferences, preferencesUrl]]
  let headers: Record<string, string> | null = null
  if (topic && links.secret) {
    const token = unsubscribeToken(links.secret, { email: to, topic, language })
    const unsubscribeUrl = `${links.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`
    lines.push([copy.unsubscribe[topic], withLang(unsubscribeUrl, language)])
    headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
  }
  return {
    text: `\n\n--\n${lines.map(([label, url]) => `${label}: ${url}`).join('\n')}`,
    html: `<p style="color:#475569;font-size:13px;border-top:1px solid #e2e8f0;padding-top:8px">${lines
      .map(([label, url]) => `<a href="${escapeHtml(url)}" style="color:#0077a8">${escapeHtml(label)}</a>`)
      .join(' · ')}</p>`,
    headers,
  }
}

/** The footer's HTML goes before the body's end (or at the end of a fragment). */
export function appendHtml(html: string, footer: string) {
  const end = html.lastIndexOf('</body>')
  return end === -1 ? `${html}${footer}` : `${html.slice(0, end)}${footer}${html.slice(end)}`
}
