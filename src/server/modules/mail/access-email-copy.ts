import type { UiLanguage } from '@shared/i18n/languages'
import type { PartnerEmailVars } from './partner-email-copy'

/** Emails of the early-access gate: the code asked for on /access, and an admin's invitation. */
export type AccessEmailTemplate = 'access-code' | 'access-invite'

interface AccessCopy {
  subject: (v: PartnerEmailVars) => string
  /** Paragraphs; the code (`detail`) is quoted after the first. */
  body: (v: PartnerEmailVars) => string[]
  action: string
}

export const ACCESS_EMAIL_COPY: Record<AccessEmailTemplate, Record<UiLanguage, AccessCopy>> = {
  'access-code': {
    en: {
      subject: () => 'Your LuxPro access code',
      body: () => [
        'Here is your access code for LuxPro. Enter it on the access page:',
        'The code works once, for 1 hour. If you did not ask for it, you can ignore this email.',
      ],
      action: 'Open the access page',
    },
    fr: {
      subject: () => 'Votre code d’accès LuxPro',
      body: () => [
        'Voici votre code d’accès à LuxPro. Saisissez-le sur la page d’accès :',
        'Le code fonctionne une fois, pendant 1 heure. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
      ],
      action: 'Ouvrir la page d’accès',
    },
    de: {
      subject: () => 'Ihr LuxPro-Zugangscode',
      body: () => [
        'Hier ist Ihr Zugangscode für LuxPro. Geben Sie ihn auf der Zugangsseite ein:',
        'Der Code funktioniert einmal und 1 Stunde lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
      action: 'Zugangsseite öffnen',
    },
  },
  'access-invite': {
    en: {
      subject: () => 'You are invited to try LuxPro early',
      body: () => [
        'You are invited to use LuxPro before its public launch. Your personal access code:',
        'Enter it on the access page. Keep it to yourself: it works for one person.',
      ],
      action: 'Open the access page',
    },
    fr: {
      subject: () => 'Vous êtes invité à essayer LuxPro en avant-première',
      body: () => [
        'Vous êtes invité à utiliser LuxPro avant son lancement public. Votre code d’accès personnel :',
        'Saisissez-le sur la page d’accès. Gardez-le pour vous : il fonctionne pour une personne.',
      ],
      action: 'Ouvrir la page d’accès',
    },
    de: {
      subject: () => 'Sie sind eingeladen, LuxPro vorab zu testen',
      body: () => [
        'Sie sind eingeladen, LuxPro vor dem öffentlichen Start zu nutzen. Ihr persönlicher Zugangscode:',
        'Geben Sie ihn auf der Zugangsseite ein. Behalten Sie ihn für sich: Er gilt für eine Person.',
      ],
      action: 'Zugangsseite öffnen',
    },
  },
}

export const isAccessTemplate = (template: string): template is AccessEmailTemplate =>
  template in ACCESS_EMAIL_COPY
