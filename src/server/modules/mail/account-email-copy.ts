import { RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS } from '@shared/accounts/account-links'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'

/** The emails of an account of one's own: the address confirmed, a new password, a sign-up met twice. */
export type AccountEmailTemplate = 'verify-email' | 'reset-password' | 'account-exists'

/** The body before the action, the action's label, and the notes after it (how long the link works). */
interface AccountCopy {
  subject: string
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

export const ACCOUNT_EMAIL_COPY: Record<AccountEmailTemplate, Record<UiLanguage, AccountCopy>> = {
  'verify-email': {
    en: {
      subject: 'Confirm your email address for LuxPro',
      body: 'Thanks for creating your LuxPro account. Please confirm your email address to log in.',
      action: 'Confirm my email address',
      expiry: `This link works for ${lifetime(VERIFY_TOKEN_SECONDS, 'en')}.`,
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail pour LuxPro',
      body: 'Merci d’avoir créé votre compte LuxPro. Veuillez confirmer votre adresse e-mail pour vous connecter.',
      action: 'Confirmer mon adresse e-mail',
      expiry: `Ce lien est valable ${lifetime(VERIFY_TOKEN_SECONDS, 'fr')}.`,
      ignore: 'Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für LuxPro',
      body: 'Danke, dass Sie ein LuxPro-Konto erstellt haben. Bitte bestätigen Sie Ihre E-Mail-Adresse, um sich anzumelden.',
      action: 'E-Mail-Adresse bestätigen',
      expiry: `Dieser Link ist ${lifetime(VERIFY_TOKEN_SECONDS, 'de')} gültig.`,
      ignore: 'Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your LuxPro password',
      body: 'Someone asked to reset the password of your LuxPro account. Choose a new password with the link below.',
      action: 'Choose a new password',
      expiry: `This link works once, for ${lifetime(RESET_TOKEN_SECONDS, 'en')}.`,
      ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe LuxPro',
      body: 'Une réinitialisation du mot de passe de votre compte LuxPro a été demandée. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
      action: 'Choisir un nouveau mot de passe',
      expiry: `Ce lien ne fonctionne qu’une fois, pendant ${lifetime(RESET_TOKEN_SECONDS, 'fr')}.`,
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
    de: {
      subject: 'Setzen Sie Ihr LuxPro-Passwort zurück',
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
      body: 'Someone just tried to create a LuxPro account with this email address. It already has an account, so nothing was created or changed.',
      action: 'Log in',
      expiry:
        'If it was you, log in with your password; if you forgot it, choose “Forgot your password?” on the login page to set a new one.',
      ignore:
        'If it was not you, you can ignore this email: nobody can use your account without your password.',
    },
    fr: {
      subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
      body: 'Quelqu’un vient d’essayer de créer un compte LuxPro avec cette adresse e-mail. Elle a déjà un compte : rien n’a été créé ni modifié.',
      action: 'Se connecter',
      expiry:
        'Si c’était vous, connectez-vous avec votre mot de passe ; si vous l’avez oublié, choisissez « Mot de passe oublié ? » sur la page de connexion pour en définir un nouveau.',
      ignore:
        'Si ce n’était pas vous, ignorez cet e-mail : personne ne peut utiliser votre compte sans votre mot de passe.',
    },
    de: {
      subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
      body: 'Jemand hat soeben versucht, mit dieser E-Mail-Adresse ein LuxPro-Konto zu erstellen. Zu ihr gibt es schon ein Konto, daher wurde nichts erstellt oder geändert.',
      action: 'Anmelden',
      expiry:
        'Wenn Sie es waren, melden Sie sich mit Ihrem Passwort an; falls Sie es vergessen haben, wählen Sie auf der Anmeldeseite „Passwort vergessen?“, um ein neues festzulegen.',
      ignore:
        'Wenn Sie es nicht waren, können Sie diese E-Mail ignorieren: Ohne Ihr Passwort kann niemand Ihr Konto nutzen.',
    },
  },
}

export const isAccountTemplate = (template: string): template is AccountEmailTemplate =>
  template in ACCOUNT_EMAIL_COPY
