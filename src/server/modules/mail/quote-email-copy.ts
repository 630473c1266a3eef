import type { UiLanguage } from '@shared/i18n/languages'

export type QuoteEmailTemplate =
  | 'quote-request-new'
  | 'quote-requests-sent'
  | 'quote-received'
  | 'quote-declined'
  | 'quote-accepted'
  | 'quote-rejected'
  | 'quote-not-chosen'
  | 'quote-cancelled'
  | 'job-started'
  | 'job-completed'
  | 'quote-message'

export interface QuoteEmailVars {
  /** The recipient's name. */
  name: string
  url: string
  project: string
  /** The other side: the provider's business name, or the customer's short name. */
  other: string
  /** A new request's job, line by line (lead-details.ts); empty in the other emails. */
  detail: string
  /** The hours within which customers are promised an answer (the responsePromiseHours setting). */
  hours: string
  /** When answers are due: the sending plus those hours, as a date and time in Luxembourg time. */
  until: string
}

interface QuoteCopy {
  /** Only server-made text (the job's category and place): never a name someone chose. */
  subject: (v: QuoteEmailVars) => string
  body: (v: QuoteEmailVars) => string
  action: string
}

type Copies = Record<QuoteEmailTemplate, Record<UiLanguage, QuoteCopy>>

/** Emails of the quote journey, in the recipient's language. The link is the one action. */
export const QUOTE_EMAIL_COPY: Copies = {
  'quote-request-new': {
    en: {
      subject: (v) => `New quote request: ${v.project}`,
      body: (v) =>
        `${v.other} asks ${v.name} for a quote for “${v.project}”.\n\n${v.detail}\n\nOpen the request to see it whole and answer with a quote, a question or a decline — no login needed. Customers expect an answer within ${v.hours} hours.`,
      action: 'Open the request',
    },
    fr: {
      subject: (v) => `Nouvelle demande de devis : ${v.project}`,
      body: (v) =>
        `${v.other} demande un devis à ${v.name} pour « ${v.project} ».\n\n${v.detail}\n\nOuvrez la demande pour la voir en entier et répondre par un devis, une question ou un refus — sans connexion. Les clients attendent une réponse sous ${v.hours} heures.`,
      action: 'Ouvrir la demande',
    },
    de: {
      subject: (v) => `Neue Angebotsanfrage: ${v.project}`,
      body: (v) =>
        `${v.other} bittet ${v.name} um ein Angebot für „${v.project}“.\n\n${v.detail}\n\nÖffnen Sie die Anfrage, um sie vollständig zu sehen und mit einem Angebot, einer Frage oder einer Absage zu antworten — ohne Anmeldung. Kunden erwarten eine Antwort innerhalb von ${v.hours} Stunden.`,
      action: 'Anfrage öffnen',
    },
  },
  'quote-requests-sent': {
    en: {
      subject: (v) => `Your request was sent: ${v.project}`,
      body: (v) =>
        `Your request “${v.project}” went to ${v.other}. This is what they received:\n\n${v.detail}\n\nWhat happens next: each business reads your request and answers with a quote, a question or a no. Businesses usually answer within ${v.hours} hours, so by ${v.until}. We email you as each answer arrives; you compare the quotes side by side and accept the one you want. Until you accept, you owe nothing to anyone.`,
      action: 'See your requests',
    },
    fr: {
      subject: (v) => `Votre demande a été envoyée : ${v.project}`,
      body: (v) =>
        `Votre demande « ${v.project} » a été envoyée à ${v.other}. Voici ce qu’ils ont reçu :\n\n${v.detail}\n\nLa suite : chaque entreprise lit votre demande et répond par un devis, une question ou un refus. Les entreprises répondent généralement sous ${v.hours} heures, soit d’ici le ${v.until}. Nous vous écrivons à chaque réponse ; vous comparez les devis côte à côte et acceptez celui qui vous convient. Tant que vous n’avez rien accepté, vous ne devez rien à personne.`,
      action: 'Voir vos demandes',
    },
    de: {
      subject: (v) => `Ihre Anfrage wurde gesendet: ${v.project}`,
      body: (v) =>
        `Ihre Anfrage „${v.project}“ ging an ${v.other}. Das haben sie erhalten:\n\n${v.detail}\n\nSo geht es weiter: Jeder Betrieb liest Ihre Anfrage und antwortet mit einem Angebot, einer Frage oder einer Absage. Betriebe antworten in der Regel innerhalb von ${v.hours} Stunden, also bis ${v.until}. Wir schreiben Ihnen bei jeder Antwort; Sie vergleichen die Angebote nebeneinander und nehmen das gewünschte an. Solange Sie nichts angenommen haben, schulden Sie niemandem etwas.`,
      action: 'Ihre Anfragen ansehen',
    },
  },
  'quote-received': {
    en: {
      subject: (v) => `New quote for “${v.project}”`,
      body: (v) =>
        `${v.other} answered your request “${v.project}” with a quote. Compare it with the others and accept the one you prefer.`,
      action: 'Compare the quotes',
    },
    fr: {
      subject: (v) => `Nouveau devis pour « ${v.project} »`,
      body: (v) =>
        `${v.other} a répondu à votre demande « ${v.project} » par un devis. Comparez-le aux autres et acceptez celui que vous préférez.`,
      action: 'Comparer les devis',
    },
    de: {
      subject: (v) => `Neues Angebot für „${v.project}“`,
      body: (v) =>
        `${v.other} hat Ihre Anfrage „${v.project}“ mit einem Angebot beantwortet. Vergleichen Sie es mit den anderen und nehmen Sie das passende an.`,
      action: 'Angebote vergleichen',
    },
  },
  'quote-declined': {
    en: {
      subject: (v) => `A provider cannot take on “${v.project}”`,
      body: (v) =>
        `${v.other} declined your request “${v.project}”. Your other providers can still answer, and you can ask more from the directory.`,
      action: 'See your requests',
    },
    fr: {
      subject: (v) => `Un prestataire ne peut pas réaliser « ${v.project} »`,
      body: (v) =>
        `${v.other} a décliné votre demande « ${v.project} ». Vos autres prestataires peuvent encore répondre, et vous pouvez en consulter d’autres dans l’annuaire.`,
      action: 'Voir vos demandes',
    },
    de: {
      subject: (v) => `Ein Anbieter kann „${v.project}“ nicht übernehmen`,
      body: (v) =>
        `${v.other} hat Ihre Anfrage „${v.project}“ abgelehnt. Ihre anderen Anbieter können noch antworten, und im Verzeichnis finden Sie weitere.`,
      action: 'Ihre Anfragen ansehen',
    },
  },
  'quote-accepted': {
    en: {
      subject: (v) => `Your quote for “${v.project}” was accepted`,
      body: (v) =>
        `${v.other} accepted your quote for “${v.project}”. Their contact details are now on the request: agree on the details, then mark the job as started.`,
      action: 'Open the request',
    },
    fr: {
      subject: (v) => `Votre devis pour « ${v.project} » a été accepté`,
      body: (v) =>
        `${v.other} a accepté votre devis pour « ${v.project} ». Ses coordonnées figurent maintenant sur la demande : convenez des détails, puis indiquez que les travaux ont commencé.`,
      action: 'Ouvrir la demande',
    },
    de: {
      subject: (v) => `Ihr Angebot für „${v.project}“ wurde angenommen`,
      body: (v) =>
        `${v.other} hat Ihr Angebot für „${v.project}“ angenommen. Die Kontaktdaten stehen jetzt in der Anfrage: Klären Sie die Details und markieren Sie den Auftrag dann als begonnen.`,
      action: 'Anfrage öffnen',
    },
  },
  'quote-rejected': {
    en: {
      subject: (v) => `Your quote for “${v.project}” was not chosen`,
      body: (v) =>
        `${v.other} did not choose your quote for “${v.project}”. The reason they gave is on the request.`,
      action: 'Open the request',
    },
    fr: {
      subject: (v) => `Votre devis pour « ${v.project} » n’a pas été retenu`,
      body: (v) =>
        `${v.other} n’a pas retenu votre devis pour « ${v.project} ». La raison indiquée figure sur la demande.`,
      action: 'Ouvrir la demande',
    },
    de: {
      subject: (v) => `Ihr Angebot für „${v.project}“ wurde nicht gewählt`,
      body: (v) =>
        `${v.other} hat Ihr Angebot für „${v.project}“ nicht gewählt. Den angegebenen Grund finden Sie in der Anfrage.`,
      action: 'Anfrage öffnen',
    },
  },
  'quote-not-chosen': {
    en: {
      subject: (v) => `Another quote was chosen for “${v.project}”`,
      body: (v) =>
        `${v.other} accepted another business’s quote for “${v.project}”, so this request is now closed: there is nothing more to send or do. Thank you for answering.`,
      action: 'Open the request',
    },
    fr: {
      subject: (v) => `Un autre devis a été retenu pour « ${v.project} »`,
      body: (v) =>
        `${v.other} a accepté le devis d’une autre entreprise pour « ${v.project} » : cette demande est donc close, vous n’avez plus rien à envoyer ni à faire. Merci d’avoir répondu.`,
      action: 'Ouvrir la demande',
    },
    de: {
      subject: (v) => `Für „${v.project}“ wurde ein anderes Angebot gewählt`,
      body: (v) =>
        `${v.other} hat für „${v.project}“ das Angebot eines anderen Betriebs angenommen. Diese Anfrage ist damit geschlossen: Sie müssen nichts mehr senden oder tun. Danke für Ihre Antwort.`,
      action: 'Anfrage öffnen',
    },
  },
  'quote-cancelled': {
    en: {
      subject: (v) => `Request cancelled: ${v.project}`,
      body: (v) => `${v.other} cancelled the request “${v.project}”. Nothing more is needed from you.`,
      action: 'Open the request',
    },
    fr: {
      subject: (v) => `Demande annulée : ${v.project}`,
      body: (v) => `${v.other} a annulé la demande « ${v.project} ». Vous n’avez plus rien à faire.`,
      action: 'Ouvrir la demande',
    },
    de: {
      subject: (v) => `Anfrage storniert: ${v.project}`,
      body: (v) => `${v.other} hat die Anfrage „${v.project}“ storniert. Sie müssen nichts weiter tun.`,
      action: 'Anfrage öffnen',
    },
  },
  'job-started': {
    en: {
      subject: (v) => `Work on “${v.project}” has started`,
      body: (v) => `${v.other} marked the job “${v.project}” as started.`,
      action: 'See your requests',
    },
    fr: {
      subject: (v) => `Les travaux « ${v.project} » ont commencé`,
      body: (v) => `${v.other} a indiqué que les travaux « ${v.project} » ont commencé.`,
      action: 'Voir vos demandes',
    },
    de: {
      subject: (v) => `Die Arbeiten an „${v.project}“ haben begonnen`,
      body: (v) => `${v.other} hat den Auftrag „${v.project}“ als begonnen markiert.`,
      action: 'Ihre Anfragen ansehen',
    },
  },
  'job-completed': {
    en: {
      subject: (v) => `“${v.project}” is done — how was it?`,
      body: (v) =>
        `${v.other} marked “${v.project}” as completed. Your review helps other people in Luxembourg choose: it takes two minutes.`,
      action: 'Write a review',
    },
    fr: {
      subject: (v) => `« ${v.project} » est terminé — qu’en pensez-vous ?`,
      body: (v) =>
        `${v.other} a indiqué que « ${v.project} » est terminé. Votre avis aide d’autres personnes au Luxembourg à choisir : cela prend deux minutes.`,
      action: 'Écrire un avis',
    },
    de: {
      subject: (v) => `„${v.project}“ ist erledigt — wie war es?`,
      body: (v) =>
        `${v.other} hat „${v.project}“ als abgeschlossen markiert. Ihre Bewertung hilft anderen in Luxemburg bei der Wahl: Es dauert zwei Minuten.`,
      action: 'Bewertung schreiben',
    },
  },
  'quote-message': {
    en: {
      subject: (v) => `New message about “${v.project}”`,
      body: (v) => `${v.other} wrote to you about “${v.project}”. Open the request to read and answer.`,
      action: 'Read the message',
    },
    fr: {
      subject: (v) => `Nouveau message concernant « ${v.project} »`,
      body: (v) =>
        `${v.other} vous a écrit au sujet de « ${v.project} ». Ouvrez la demande pour lire et répondre.`,
      action: 'Lire le message',
    },
    de: {
      subject: (v) => `Neue Nachricht zu „${v.project}“`,
      body: (v) =>
        `${v.other} hat Ihnen zu „${v.project}“ geschrieben. Öffnen Sie die Anfrage, um zu lesen und zu antworten.`,
      action: 'Nachricht lesen',
    },
  },
}
