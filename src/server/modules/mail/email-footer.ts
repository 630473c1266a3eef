import { createTranslator } from '@server/i18n/translator'
import { unsubscribeToken } from '@server/modules/notifications/notification-preferences'
import type { UiLanguage } from '@shared/i18n/languages'
import {
  EMAIL_PREFERENCES_PATH,
  UNSUBSCRIBE_PATH,
  type UnsubscribeTopic,
} from '@shared/mail/notification-preferences'

/** Where the links of every email lead: the public address, and the secret that signs unsubscribe tokens. */
export interface MailLinks {
  publicUrl: string
  /** Without it (a command-line tool) no optional email can be sent, so none needs a token. */
  secret?: string
}

/** The footer's words, from the `emails` catalogue (footer.*). */
function footerCopy(language: UiLanguage) {
  const t = createTranslator(language, 'emails')
  return {
    preferences: t('footer.preferences'),
    unsubscribe: (topic: UnsubscribeTopic) => t(`footer.unsubscribe.${topic}`),
  }
}

const withLang = (url: string, language: UiLanguage) => {
  if (language === 'en') return url
  const [path = '', hash] = url.split('#')
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}${hash ? `#${hash}` : ''}`
}

/** A link of the footer, with its words. */
export interface FooterLink {
  label: string
  url: string
}

/**
 * What every email ends with: the link to the email preferences in settings and, on an optional email,
 * the one-click unsubscribe link with the matching `List-Unsubscribe` and `List-Unsubscribe-Post`
 * headers (RFC 8058), so a mail client's "unsubscribe" button works without signing in. The layout
 * (email-layout.tsx) shows the links; the headers go with the message.
 */
export function emailFooter(
  links: MailLinks,
  { to, language, topic }: { to: string; language: UiLanguage; topic: UnsubscribeTopic | null },
): { links: FooterLink[]; headers: Record<string, string> | null } {
  const copy = footerCopy(language)
  const preferencesUrl = withLang(`${links.publicUrl}${EMAIL_PREFERENCES_PATH}`, language)
  const footerLinks: FooterLink[] = [{ label: copy.preferences, url: preferencesUrl }]
  let headers: Record<string, string> | null = null
  if (topic && links.secret) {
    const token = unsubscribeToken(links.secret, { email: to, topic, language })
    const unsubscribeUrl = `${links.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`
    footerLinks.push({ label: copy.unsubscribe(topic), url: withLang(unsubscribeUrl, language) })
    headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
  }
  return { links: footerLinks, headers }
}
