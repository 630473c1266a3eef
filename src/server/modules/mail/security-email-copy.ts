import type { UiLanguage } from '@shared/i18n/languages'

/** Emails telling an owner that their account's second sign-in step changed (ADR 040). */
export type SecurityEmailTemplate =
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'two-factor-backup-codes-renewed'
  | 'two-factor-backup-code-used'

export interface SecurityEmailVars {
  name: string
  url: string
  /** How many backup codes are left (two-factor-backup-code-used). */
  detail: string
}

interface SecurityCopy {
  subject: (v: SecurityEmailVars) => string
  body: (v: SecurityEmailVars) => string[]
  action: string
}

const NOT_YOU: Record<UiLanguage, string> = {
  en: 'If this was not you, change your password at once and write to us.',
  fr: 'Si ce n’était pas vous, changez immédiatement votre mot de passe et écrivez-nous.',
  de: 'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und schreiben Sie uns.',
}

const ACTION: Record<UiLanguage, string> = {
  en: 'Open my settings',
  fr: 'Ouvrir mes paramètres',
  de: 'Meine Einstellungen öffnen',
}

export const SECURITY_EMAIL_COPY: Record<SecurityEmailTemplate, Record<UiLanguage, SecurityCopy>> = {
  'two-factor-enabled': {
    en: {
      subject: () => 'Two-step sign-in is on for your LuxPro account',
      body: () => [
        'Two-step sign-in was turned on for your LuxPro account: after your password, signing in now asks for a code from your authenticator app.',
        'Keep your backup codes somewhere safe: each one lets you in once if you lose your phone.',
        NOT_YOU.en,
      ],
      action: ACTION.en,
    },
    fr: {
      subject: () => 'La connexion en deux étapes est activée sur votre compte LuxPro',
      body: () => [
        'La connexion en deux étapes a été activée sur votre compte LuxPro : après votre mot de passe, la connexion demande désormais un code de votre application d’authentification.',
        'Gardez vos codes de secours en lieu sûr : chacun vous permet de vous connecter une fois si vous perdez votre téléphone.',
        NOT_YOU.fr,
      ],
      action: ACTION.fr,
    },
    de: {
      subject: () => 'Die Anmeldung in zwei Schritten ist für Ihr LuxPro-Konto aktiv',
      body: () => [
        'Für Ihr LuxPro-Konto wurde die Anmeldung in zwei Schritten aktiviert: Nach dem Passwort wird nun ein Code aus Ihrer Authenticator-App verlangt.',
        'Bewahren Sie Ihre Backup-Codes sicher auf: Jeder lässt Sie einmal hinein, falls Sie Ihr Telefon verlieren.',
        NOT_YOU.de,
      ],
      action: ACTION.de,
    },
  },
  'two-factor-disabled': {
    en: {
      subject: () => 'Two-step sign-in is off for your LuxPro account',
      body: () => [
        'Two-step sign-in was turned off for your LuxPro account: signing in now needs only your password.',
        NOT_YOU.en,
      ],
      action: ACTION.en,
    },
    fr: {
      subject: () => 'La connexion en deux étapes est désactivée sur votre compte LuxPro',
      body: () => [
        'La connexion en deux étapes a été désactivée sur votre compte LuxPro : la connexion ne demande plus que votre mot de passe.',
        NOT_YOU.fr,
      ],
      action: ACTION.fr,
    },
    de: {
      subject: () => 'Die Anmeldung in zwei Schritten ist für Ihr LuxPro-Konto aus',
      body: () => [
        'Für Ihr LuxPro-Konto wurde die Anmeldung in zwei Schritten deaktiviert: Die Anmeldung verlangt nur noch Ihr Passwort.',
        NOT_YOU.de,
      ],
      action: ACTION.de,
    },
  },
  'two-factor-backup-codes-renewed': {
    en: {
      subject: () => 'New backup codes for your LuxPro account',
      body: () => [
        'New backup codes were made for your LuxPro account; the earlier ones no longer work.',
        NOT_YOU.en,
      ],
      action: ACTION.en,
    },
    fr: {
      subject: () => 'Nouveaux codes de secours pour votre compte LuxPro',
      body: () => [
        'De nouveaux codes de secours ont été créés pour votre compte LuxPro ; les précédents ne fonctionnent plus.',
        NOT_YOU.fr,
      ],
      action: ACTION.fr,
    },
    de: {
      subject: () => 'Neue Backup-Codes für Ihr LuxPro-Konto',
      body: () => [
        'Für Ihr LuxPro-Konto wurden neue Backup-Codes erstellt; die bisherigen funktionieren nicht mehr.',
        NOT_YOU.de,
      ],
      action: ACTION.de,
    },
  },
  'two-factor-backup-code-used': {
    en: {
      subject: () => 'A backup code was used to sign in to LuxPro',
      body: (v) => [
        `A backup code was just used to sign in to your LuxPro account. Backup codes left: ${v.detail}.`,
        'Running out? Make new ones in your settings.',
        NOT_YOU.en,
      ],
      action: ACTION.en,
    },
    fr: {
      subject: () => 'Un code de secours a servi à vous connecter à LuxPro',
      body: (v) => [
        `Un code de secours vient de servir à se connecter à votre compte LuxPro. Codes de secours restants : ${v.detail}.`,
        'Il vous en reste peu ? Créez-en de nouveaux dans vos paramètres.',
        NOT_YOU.fr,
      ],
      action: ACTION.fr,
    },
    de: {
      subject: () => 'Ein Backup-Code wurde für die Anmeldung bei LuxPro verwendet',
      body: (v) => [
        `Soeben wurde ein Backup-Code verwendet, um sich bei Ihrem LuxPro-Konto anzumelden. Verbleibende Backup-Codes: ${v.detail}.`,
        'Gehen sie zur Neige? Erstellen Sie in Ihren Einstellungen neue.',
        NOT_YOU.de,
      ],
      action: ACTION.de,
    },
  },
}

export const isSecurityTemplate = (template: string): template is SecurityEmailTemplate =>
  template in SECURITY_EMAIL_COPY
