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

const COPY: Record<UiLanguage, { preferences: string; unsubscribe: Record<UnsubscribeTopic, string> }> = {
  en: {
    preferences: 'Email preferences',
    unsubscribe: {
      quotes: 'Stop emails about quotes and messages',
      reminders: 'Stop reminder emails',
      news: 'Stop LuxPro news',
      digest: 'Stop the daily digest',
    },
  },
  fr: {
    preferences: 'Préférences e-mail',
    unsubscribe: {
      quotes: 'Ne plus recevoir d’e-mails sur les devis et messages',
      reminders: 'Ne plus recevoir les e-mails de rappel',
      news: 'Ne plus recevoir les actualités LuxPro',
      digest: 'Ne plus recevoir le résumé quotidien',
    },
  },
  de: {
    preferences: 'E-Mail-Einstellungen',
    unsubscribe: {
      quotes: 'Keine E-Mails mehr zu Angeboten und Nachrichten',
      reminders: 'Keine Erinnerungs-E-Mails mehr',
      news: 'Keine LuxPro-Neuigkeiten mehr',
      digest: 'Keine tägliche Zusammenfassung mehr',
    },
  },
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
  const copy = COPY[language]
  const preferencesUrl = withLang(`${links.publicUrl}${EMAIL_PREFERENCES_PATH}`, language)
  const footerLinks: FooterLink[] = [{ label: copy.preferences, url: preferencesUrl }]
  let headers: Record<string, string> | null = null
  if (topic && links.secret) {
    const token = unsubscribeToken(links.secret, { email: to, topic, language })
    const unsubscribeUrl = `${links.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`
    footerLinks.push({ label: copy.unsubscribe[topic], url: withLang(unsubscribeUrl, language) })
    headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
  }
  return { links: footerLinks, headers }
}
