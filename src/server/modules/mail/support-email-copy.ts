import type { UiLanguage } from '@shared/i18n/languages'

/**
 * Emails of the support desk (subjects carry only server-made text: the reference): the acknowledgement of a message or report, the team's notice, the
 * team's reply, and the review moderation decisions. `reference` is the case's reference; `detail`
 * is the reply or the reason (quoted after the first paragraph); `company` names the reviewed business.
 */
export type SupportEmailTemplate =
  | 'support-received'
  | 'support-team-notice'
  | 'support-reply'
  | 'review-hidden'
  | 'review-restored'

interface SupportCopy {
  subject: (v: { reference: string; company: string }) => string
  body: (v: { reference: string; company: string }) => string[]
  action: string
}

type Copies = Record<SupportEmailTemplate, Record<UiLanguage, SupportCopy>>

export const SUPPORT_EMAIL_COPY: Copies = {
  'support-received': {
    en: {
      subject: (v) => `We received your message (${v.reference})`,
      body: (v) => [
        `Thank you for writing to LuxPro. Your reference is ${v.reference}.`,
        'We answer within 48 hours (a reported review within 2 working days). You can add to your message with the link below.',
      ],
      action: 'View my message',
    },
    fr: {
      subject: (v) => `Nous avons bien reçu votre message (${v.reference})`,
      body: (v) => [
        `Merci d’avoir écrit à LuxPro. Votre référence est ${v.reference}.`,
        'Nous répondons sous 48 heures (sous 2 jours ouvrés pour un avis signalé). Vous pouvez compléter votre message avec le lien ci-dessous.',
      ],
      action: 'Voir mon message',
    },
    de: {
      subject: (v) => `Wir haben Ihre Nachricht erhalten (${v.reference})`,
      body: (v) => [
        `Danke für Ihre Nachricht an LuxPro. Ihre Referenz lautet ${v.reference}.`,
        'Wir antworten innerhalb von 48 Stunden (bei einer gemeldeten Bewertung innerhalb von 2 Werktagen). Über den Link unten können Sie Ihre Nachricht ergänzen.',
      ],
      action: 'Meine Nachricht ansehen',
    },
  },
  'support-team-notice': {
    en: {
      subject: (v) => `New in the support desk: ${v.reference}`,
      body: (v) => [
        `A new case ${v.reference} is waiting in the support desk:`,
        'Answer it from the admin console.',
      ],
      action: 'Open the case',
    },
    fr: {
      subject: (v) => `Nouveau dans le support : ${v.reference}`,
      body: (v) => [
        `Un nouveau dossier ${v.reference} attend dans le support :`,
        'Répondez depuis la console d’administration.',
      ],
      action: 'Ouvrir le dossier',
    },
    de: {
      subject: (v) => `Neu im Support: ${v.reference}`,
      body: (v) => [
        `Ein neuer Fall ${v.reference} wartet im Support:`,
        'Beantworten Sie ihn in der Admin-Konsole.',
      ],
      action: 'Fall öffnen',
    },
  },
  'support-reply': {
    en: {
      subject: (v) => `Re: your message to LuxPro (${v.reference})`,
      body: (v) => [
        `The LuxPro team answered your message ${v.reference}:`,
        'To answer, use the link below: your answer joins the same conversation.',
      ],
      action: 'Answer',
    },
    fr: {
      subject: (v) => `Re : votre message à LuxPro (${v.reference})`,
      body: (v) => [
        `L’équipe LuxPro a répondu à votre message ${v.reference} :`,
        'Pour répondre, utilisez le lien ci-dessous : votre réponse rejoint la même conversation.',
      ],
      action: 'Répondre',
    },
    de: {
      subject: (v) => `Re: Ihre Nachricht an LuxPro (${v.reference})`,
      body: (v) => [
        `Das LuxPro-Team hat auf Ihre Nachricht ${v.reference} geantwortet:`,
        'Antworten Sie über den Link unten: Ihre Antwort kommt in dasselbe Gespräch.',
      ],
      action: 'Antworten',
    },
  },
  'review-hidden': {
    en: {
      subject: () => 'A review on LuxPro was removed',
      body: (v) => [
        `The LuxPro team removed a review of ${v.company} under our review policy. It no longer shows on the profile or counts in the rating. Reason:`,
        'If you think this is a mistake, answer through our contact page.',
      ],
      action: 'Read the review policy',
    },
    fr: {
      subject: () => 'Un avis sur LuxPro a été retiré',
      body: (v) => [
        `L’équipe LuxPro a retiré un avis sur ${v.company} en application de notre politique des avis. Il n’apparaît plus sur le profil et ne compte plus dans la note. Raison :`,
        'Si vous pensez qu’il s’agit d’une erreur, écrivez-nous via la page de contact.',
      ],
      action: 'Lire la politique des avis',
    },
    de: {
      subject: () => 'Eine Bewertung auf LuxPro wurde entfernt',
      body: (v) => [
        `Das LuxPro-Team hat eine Bewertung von ${v.company} gemäß unseren Bewertungsrichtlinien entfernt. Sie erscheint nicht mehr im Profil und zählt nicht mehr zur Bewertung. Grund:`,
        'Wenn Sie das für einen Fehler halten, schreiben Sie uns über die Kontaktseite.',
      ],
      action: 'Bewertungsrichtlinien lesen',
    },
  },
  'review-restored': {
    en: {
      subject: () => 'A review on LuxPro is shown again',
      body: (v) => [
        `The LuxPro team restored a review of ${v.company}: it shows on the profile and counts in the rating again. Reason:`,
      ],
      action: 'Read the review policy',
    },
    fr: {
      subject: () => 'Un avis sur LuxPro est de nouveau affiché',
      body: (v) => [
        `L’équipe LuxPro a rétabli un avis sur ${v.company} : il apparaît de nouveau sur le profil et compte dans la note. Raison :`,
      ],
      action: 'Lire la politique des avis',
    },
    de: {
      subject: () => 'Eine Bewertung auf LuxPro wird wieder angezeigt',
      body: (v) => [
        `Das LuxPro-Team hat eine Bewertung von ${v.company} wiederhergestellt: Sie erscheint wieder im Profil und zählt zur Bewertung. Grund:`,
      ],
      action: 'Bewertungsrichtlinien lesen',
    },
  },
}
