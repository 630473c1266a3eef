import type { UiLanguage } from '@shared/i18n/languages'

/** Emails an admin's action sends: an account made for someone, a moderation step. */
export type AdminEmailTemplate = 'account-invite' | 'request-cancelled-by-admin' | 'message-hidden'

export interface AdminEmailVars {
  /** The recipient's name. */
  name: string
  url: string
  project: string
  /** The reason the admin gave. */
  reason: string
}

interface AdminCopy {
  subject: (v: AdminEmailVars) => string
  /** Paragraphs of the email, before its link. */
  body: (v: AdminEmailVars) => string[]
  action: string
}

type Copies = Record<AdminEmailTemplate, Record<UiLanguage, AdminCopy>>

export const ADMIN_EMAIL_COPY: Copies = {
  'account-invite': {
    en: {
      subject: () => 'Your LuxPro account is ready',
      body: () => [
        'The LuxPro team has created an account for you with this email address.',
        'Choose your password with the link below to log in. The link works once, for 7 days.',
      ],
      action: 'Choose my password',
    },
    fr: {
      subject: () => 'Votre compte LuxPro est prêt',
      body: () => [
        'L’équipe LuxPro a créé un compte pour vous avec cette adresse e-mail.',
        'Choisissez votre mot de passe avec le lien ci-dessous pour vous connecter. Le lien fonctionne une fois, pendant 7 jours.',
      ],
      action: 'Choisir mon mot de passe',
    },
    de: {
      subject: () => 'Ihr LuxPro-Konto ist bereit',
      body: () => [
        'Das LuxPro-Team hat mit dieser E-Mail-Adresse ein Konto für Sie erstellt.',
        'Wählen Sie über den folgenden Link Ihr Passwort, um sich anzumelden. Der Link funktioniert einmal und 7 Tage lang.',
      ],
      action: 'Passwort wählen',
    },
  },
  'request-cancelled-by-admin': {
    en: {
      subject: (v) => `Request cancelled by LuxPro: ${v.project}`,
      body: (v) => [`The LuxPro team cancelled the request “${v.project}”.`, `Reason: ${v.reason}`],
      action: 'Open the request',
    },
    fr: {
      subject: (v) => `Demande annulée par LuxPro : ${v.project}`,
      body: (v) => [`L’équipe LuxPro a annulé la demande « ${v.project} ».`, `Raison : ${v.reason}`],
      action: 'Ouvrir la demande',
    },
    de: {
      subject: (v) => `Anfrage von LuxPro storniert: ${v.project}`,
      body: (v) => [`Das LuxPro-Team hat die Anfrage „${v.project}“ storniert.`, `Grund: ${v.reason}`],
      action: 'Anfrage öffnen',
    },
  },
  'message-hidden': {
    en: {
      subject: (v) => `A message about “${v.project}” was hidden`,
      body: (v) => [
        `The LuxPro team hid a message in the conversation about “${v.project}”: it broke our rules.`,
        `Reason: ${v.reason}`,
      ],
      action: 'Open the conversation',
    },
    fr: {
      subject: (v) => `Un message concernant « ${v.project} » a été masqué`,
      body: (v) => [
        `L’équipe LuxPro a masqué un message de la conversation concernant « ${v.project} » : il enfreignait nos règles.`,
        `Raison : ${v.reason}`,
      ],
      action: 'Ouvrir la conversation',
    },
    de: {
      subject: (v) => `Eine Nachricht zu „${v.project}“ wurde ausgeblendet`,
      body: (v) => [
        `Das LuxPro-Team hat eine Nachricht im Gespräch zu „${v.project}“ ausgeblendet: Sie verstieß gegen unsere Regeln.`,
        `Grund: ${v.reason}`,
      ],
      action: 'Gespräch öffnen',
    },
  },
}

export const isAdminTemplate = (template: string): template is AdminEmailTemplate =>
  template in ADMIN_EMAIL_COPY
