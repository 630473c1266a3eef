import type { UiLanguage } from '@shared/i18n/languages'

/**
 * The daily digest: the emails an address chose to receive gathered once a day. `other` is how many
 * (formatted); `detail` lists them, one per line, each with its link (quoted after the first paragraph).
 */
export type DigestEmailTemplate = 'notification-digest'

interface DigestCopy {
  subject: (v: { other: string }) => string
  body: (v: { other: string }) => string[]
  action: string
}

export const DIGEST_EMAIL_COPY: Record<DigestEmailTemplate, Record<UiLanguage, DigestCopy>> = {
  'notification-digest': {
    en: {
      subject: () => 'Your daily LuxPro summary',
      body: (v) => [
        `What happened on LuxPro since your last summary (updates: ${v.other}):`,
        'You chose to receive these in one email a day. You can change that in your email preferences.',
      ],
      action: 'Open LuxPro',
    },
    fr: {
      subject: () => 'Votre résumé LuxPro du jour',
      body: (v) => [
        `Ce qui s’est passé sur LuxPro depuis votre dernier résumé (nouveautés\u00a0: ${v.other})\u00a0:`,
        'Vous avez choisi de les recevoir en un e-mail par jour. Vous pouvez changer cela dans vos préférences e-mail.',
      ],
      action: 'Ouvrir LuxPro',
    },
    de: {
      subject: () => 'Ihre tägliche LuxPro-Zusammenfassung',
      body: (v) => [
        `Was seit Ihrer letzten Zusammenfassung auf LuxPro passiert ist (Neuigkeiten: ${v.other}):`,
        'Sie haben gewählt, diese in einer E-Mail pro Tag zu erhalten. Das können Sie in Ihren E-Mail-Einstellungen ändern.',
      ],
      action: 'LuxPro öffnen',
    },
  },
}

export const isDigestTemplate = (template: string): template is DigestEmailTemplate =>
  template in DIGEST_EMAIL_COPY
