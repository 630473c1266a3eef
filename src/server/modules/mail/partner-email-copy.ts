import type { UiLanguage } from '@shared/i18n/languages'

/** Emails of a partner's way in: the application, its review, onboarding and invoices. */
export type PartnerEmailTemplate =
  | 'partner-draft'
  | 'partner-duplicate'
  | 'partner-received'
  | 'partner-info-requested'
  | 'partner-approved'
  | 'partner-approved-existing'
  | 'partner-declined'
  | 'invoice-issued'
  | 'invoice-reminder'
  | 'invoice-final-reminder'
  | 'credit-note-issued'
  | 'document-rejected'
  | 'document-expiring'

export interface PartnerEmailVars {
  /** The recipient's name. */
  name: string
  url: string
  /** The application's reference, or the invoice's number. */
  reference: string
  company: string
  /** The admin's question, the reason of a decline, or the invoice's amount and due date. */
  detail: string
  /** An image shown after the detail (an invoice's EPC QR code), as a data: URI, with its text. */
  image?: { src: string; alt: string }
}

interface PartnerCopy {
  /** Only server-made text (a reference): an application's names are anyone's words. */
  subject: (v: PartnerEmailVars) => string
  /** Paragraphs; the detail, when the template has one, is quoted between them. */
  body: (v: PartnerEmailVars) => string[]
  action: string
}

type Copies = Record<PartnerEmailTemplate, Record<UiLanguage, PartnerCopy>>

/** In the recipient's language; the link is the one action. */
export const PARTNER_EMAIL_COPY: Copies = {
  'partner-draft': {
    en: {
      subject: (v) => `Your LuxPro partner application (${v.reference})`,
      body: () => [
        'Your application is saved as a draft. You can continue where you stopped, on any device, with the link below.',
        'The link works for 7 days. Keep it to yourself: anyone with it can read and change your draft.',
      ],
      action: 'Continue my application',
    },
    fr: {
      subject: (v) => `Votre candidature de partenaire LuxPro (${v.reference})`,
      body: () => [
        'Votre candidature est enregistrée comme brouillon. Vous pouvez la reprendre là où vous vous êtes arrêté, sur n’importe quel appareil, avec le lien ci-dessous.',
        'Le lien est valable 7 jours. Gardez-le pour vous : toute personne qui l’a peut lire et modifier votre brouillon.',
      ],
      action: 'Reprendre ma candidature',
    },
    de: {
      subject: (v) => `Ihre LuxPro-Partnerbewerbung (${v.reference})`,
      body: () => [
        'Ihre Bewerbung ist als Entwurf gespeichert. Mit dem Link unten machen Sie auf jedem Gerät dort weiter, wo Sie aufgehört haben.',
        'Der Link ist 7 Tage gültig. Geben Sie ihn nicht weiter: Wer ihn hat, kann Ihren Entwurf lesen und ändern.',
      ],
      action: 'Bewerbung fortsetzen',
    },
  },
  // Someone applied with the address of an application already with us: the page answers as for a
  // new one (no enumeration), and the address's owner learns what happened here.
  'partner-duplicate': {
    en: {
      subject: () => 'Someone tried to apply with your email address',
      body: () => [
        'Someone just used this email address to apply as a LuxPro partner. Your business has already applied with it, so no second application was made and yours is unchanged.',
        'If it was you: there is no need to apply again. Log in with your password, or choose “Forgot your password?” on the login page to set a new one. If it was not you, you can ignore this email.',
      ],
      action: 'Log in',
    },
    fr: {
      subject: () => 'Quelqu’un a tenté de postuler avec votre adresse e-mail',
      body: () => [
        'Quelqu’un vient d’utiliser cette adresse e-mail pour postuler comme partenaire LuxPro. Votre entreprise a déjà postulé avec elle : aucune deuxième candidature n’a été créée et la vôtre est inchangée.',
        'Si c’était vous : inutile de postuler à nouveau. Connectez-vous avec votre mot de passe, ou choisissez « Mot de passe oublié ? » sur la page de connexion pour en définir un nouveau. Si ce n’était pas vous, ignorez cet e-mail.',
      ],
      action: 'Se connecter',
    },
    de: {
      subject: () => 'Jemand wollte sich mit Ihrer E-Mail-Adresse bewerben',
      body: () => [
        'Jemand hat soeben diese E-Mail-Adresse für eine Bewerbung als LuxPro-Partner verwendet. Ihr Unternehmen hat sich damit bereits beworben, daher wurde keine zweite Bewerbung angelegt und Ihre bleibt unverändert.',
        'Wenn Sie es waren: Sie müssen sich nicht erneut bewerben. Melden Sie sich mit Ihrem Passwort an oder wählen Sie auf der Anmeldeseite „Passwort vergessen?“, um ein neues festzulegen. Wenn Sie es nicht waren, können Sie diese E-Mail ignorieren.',
      ],
      action: 'Anmelden',
    },
  },
  'partner-received': {
    en: {
      subject: (v) => `We received your application (${v.reference})`,
      body: (v) => [
        `Thank you for applying to list ${v.company} on LuxPro. Your reference is ${v.reference}.`,
        'We review every application within 48 hours and will write to you at this address, whether we approve it, need more information or cannot accept it.',
      ],
      action: 'How the review works',
    },
    fr: {
      subject: (v) => `Nous avons bien reçu votre candidature (${v.reference})`,
      body: (v) => [
        `Merci d’avoir demandé à référencer ${v.company} sur LuxPro. Votre référence est ${v.reference}.`,
        'Nous examinons chaque candidature sous 48 heures et vous écrirons à cette adresse, que nous l’acceptions, que nous ayons besoin de précisions ou que nous ne puissions pas l’accepter.',
      ],
      action: 'Comment se passe l’examen',
    },
    de: {
      subject: (v) => `Wir haben Ihre Bewerbung erhalten (${v.reference})`,
      body: (v) => [
        `Danke, dass Sie ${v.company} bei LuxPro eintragen lassen möchten. Ihre Referenz lautet ${v.reference}.`,
        'Wir prüfen jede Bewerbung innerhalb von 48 Stunden und schreiben Ihnen an diese Adresse – ob wir sie annehmen, weitere Angaben brauchen oder sie nicht annehmen können.',
      ],
      action: 'So läuft die Prüfung ab',
    },
  },
  'partner-info-requested': {
    en: {
      subject: (v) => `A question about your application (${v.reference})`,
      body: () => [
        'We are reviewing your application and need one more piece of information:',
        'Answer with the link below. Our 48 hours stop while we wait for your answer and go on once it arrives.',
      ],
      action: 'Answer the question',
    },
    fr: {
      subject: (v) => `Une question sur votre candidature (${v.reference})`,
      body: () => [
        'Nous examinons votre candidature et avons besoin d’une précision :',
        'Répondez avec le lien ci-dessous. Nos 48 heures sont suspendues en attendant votre réponse et reprennent dès qu’elle arrive.',
      ],
      action: 'Répondre à la question',
    },
    de: {
      subject: (v) => `Eine Frage zu Ihrer Bewerbung (${v.reference})`,
      body: () => [
        'Wir prüfen Ihre Bewerbung und brauchen noch eine Angabe:',
        'Antworten Sie über den Link unten. Unsere 48 Stunden ruhen, bis Ihre Antwort da ist, und laufen dann weiter.',
      ],
      action: 'Frage beantworten',
    },
  },
  'partner-approved': {
    en: {
      subject: (v) => `Welcome to LuxPro: your application ${v.reference} is approved`,
      body: () => [
        'Your application is approved. We have created your business account and your listing, which stays hidden until you complete it.',
        'Choose your password with the link below (it works once, for 7 days), then follow the checklist on your dashboard: logo and photos, services and prices, opening hours, service radius and your insurance certificate. Your listing goes live as soon as it is complete.',
      ],
      action: 'Choose my password',
    },
    fr: {
      subject: (v) => `Bienvenue sur LuxPro : votre candidature ${v.reference} est acceptée`,
      body: () => [
        'Votre candidature est acceptée. Nous avons créé votre compte professionnel et votre fiche, qui reste masquée tant qu’elle n’est pas complète.',
        'Choisissez votre mot de passe avec le lien ci-dessous (il ne fonctionne qu’une fois, pendant 7 jours), puis suivez la liste de votre tableau de bord : logo et photos, services et prix, horaires, rayon d’intervention et attestation d’assurance. Votre fiche est publiée dès qu’elle est complète.',
      ],
      action: 'Choisir mon mot de passe',
    },
    de: {
      subject: (v) => `Willkommen bei LuxPro: Ihre Bewerbung ${v.reference} ist angenommen`,
      body: () => [
        'Ihre Bewerbung ist angenommen. Wir haben Ihr Geschäftskonto und Ihren Eintrag angelegt; er bleibt verborgen, bis er vollständig ist.',
        'Wählen Sie über den Link unten Ihr Passwort (er funktioniert einmal, 7 Tage lang) und folgen Sie dann der Checkliste in Ihrem Dashboard: Logo und Fotos, Leistungen und Preise, Öffnungszeiten, Einsatzradius und Versicherungsnachweis. Ihr Eintrag geht online, sobald er vollständig ist.',
      ],
      action: 'Passwort wählen',
    },
  },
  'partner-approved-existing': {
    en: {
      subject: (v) => `Welcome to LuxPro: your application ${v.reference} is approved`,
      body: () => [
        'Your application is approved. Your LuxPro account is now a business account, with a listing that stays hidden until you complete it.',
        'Sign in with your usual password and follow the checklist on your dashboard. Your listing goes live as soon as it is complete.',
      ],
      action: 'Open my dashboard',
    },
    fr: {
      subject: (v) => `Bienvenue sur LuxPro : votre candidature ${v.reference} est acceptée`,
      body: () => [
        'Votre candidature est acceptée. Votre compte LuxPro est maintenant un compte professionnel, avec une fiche masquée tant qu’elle n’est pas complète.',
        'Connectez-vous avec votre mot de passe habituel et suivez la liste de votre tableau de bord. Votre fiche est publiée dès qu’elle est complète.',
      ],
      action: 'Ouvrir mon tableau de bord',
    },
    de: {
      subject: (v) => `Willkommen bei LuxPro: Ihre Bewerbung ${v.reference} ist angenommen`,
      body: () => [
        'Ihre Bewerbung ist angenommen. Ihr LuxPro-Konto ist jetzt ein Geschäftskonto, mit einem Eintrag, der verborgen bleibt, bis er vollständig ist.',
        'Melden Sie sich mit Ihrem gewohnten Passwort an und folgen Sie der Checkliste in Ihrem Dashboard. Ihr Eintrag geht online, sobald er vollständig ist.',
      ],
      action: 'Dashboard öffnen',
    },
  },
  'partner-declined': {
    en: {
      subject: (v) => `Your application to LuxPro (${v.reference})`,
      body: (v) => [
        `Thank you for your interest in LuxPro. We have reviewed the application of ${v.company} and cannot accept it at this time, for this reason:`,
        'If something has changed or you think we misunderstood, write to us: we read every message.',
      ],
      action: 'Contact us',
    },
    fr: {
      subject: (v) => `Votre candidature à LuxPro (${v.reference})`,
      body: (v) => [
        `Merci de votre intérêt pour LuxPro. Nous avons examiné la candidature de ${v.company} et ne pouvons pas l’accepter pour le moment, pour la raison suivante :`,
        'Si votre situation a changé ou si vous pensez que nous avons mal compris, écrivez-nous : nous lisons chaque message.',
      ],
      action: 'Nous écrire',
    },
    de: {
      subject: (v) => `Ihre Bewerbung bei LuxPro (${v.reference})`,
      body: (v) => [
        `Danke für Ihr Interesse an LuxPro. Wir haben die Bewerbung von ${v.company} geprüft und können sie derzeit aus folgendem Grund nicht annehmen:`,
        'Wenn sich etwas geändert hat oder Sie glauben, dass wir etwas missverstanden haben, schreiben Sie uns: Wir lesen jede Nachricht.',
      ],
      action: 'Kontakt aufnehmen',
    },
  },
  'document-rejected': {
    en: {
      subject: (v) => `Your ${v.reference} was not accepted`,
      body: (v) => [
        `The LuxPro team reviewed the ${v.reference} of ${v.company} and could not accept it, for this reason:`,
        'Upload a new one in your listing settings; the badge shows once it is approved.',
      ],
      action: 'Open my listing settings',
    },
    fr: {
      subject: (v) => `Votre document n’a pas été accepté : ${v.reference}`,
      body: (v) => [
        `L’équipe LuxPro a examiné le document « ${v.reference} » de ${v.company} et n’a pas pu l’accepter, pour la raison suivante :`,
        'Envoyez-en un nouveau dans les réglages de votre fiche ; le badge apparaît dès qu’il est approuvé.',
      ],
      action: 'Ouvrir les réglages de ma fiche',
    },
    de: {
      subject: (v) => `Ihre Unterlage wurde nicht angenommen: ${v.reference}`,
      body: (v) => [
        `Das LuxPro-Team hat die Unterlage „${v.reference}“ von ${v.company} geprüft und konnte sie aus folgendem Grund nicht annehmen:`,
        'Laden Sie in den Einstellungen Ihres Eintrags eine neue hoch; das Abzeichen erscheint, sobald sie genehmigt ist.',
      ],
      action: 'Einstellungen meines Eintrags öffnen',
    },
  },
  'document-expiring': {
    en: {
      subject: (v) => `Your ${v.reference} ends soon`,
      body: (v) => [
        `The ${v.reference} of ${v.company} that LuxPro reviewed is valid until:`,
        'After that day its badge leaves your profile. Upload the new one in your listing settings before then.',
      ],
      action: 'Open my listing settings',
    },
    fr: {
      subject: (v) => `Votre document arrive à échéance : ${v.reference}`,
      body: (v) => [
        `Le document « ${v.reference} » de ${v.company} examiné par LuxPro est valable jusqu’au :`,
        'Après cette date, son badge quitte votre fiche. Envoyez le nouveau dans les réglages de votre fiche d’ici là.',
      ],
      action: 'Ouvrir les réglages de ma fiche',
    },
    de: {
      subject: (v) => `Ihre Unterlage läuft bald ab: ${v.reference}`,
      body: (v) => [
        `Die von LuxPro geprüfte Unterlage „${v.reference}“ von ${v.company} gilt bis:`,
        'Danach verschwindet ihr Abzeichen aus Ihrem Profil. Laden Sie die neue vorher in den Einstellungen Ihres Eintrags hoch.',
      ],
      action: 'Einstellungen meines Eintrags öffnen',
    },
  },
  'invoice-issued': {
    en: {
      subject: (v) => `Your LuxPro invoice ${v.reference}`,
      body: (v) => [
        `Your monthly LuxPro invoice ${v.reference} for ${v.company} is ready:`,
        'Pay it by SEPA bank transfer with the structured reference printed on the invoice, so we can match your payment. The invoice and its PDF are on your billing page.',
      ],
      action: 'See my invoice',
    },
    fr: {
      subject: (v) => `Votre facture LuxPro ${v.reference}`,
      body: (v) => [
        `Votre facture mensuelle LuxPro ${v.reference} pour ${v.company} est prête :`,
        'Réglez-la par virement SEPA avec la référence structurée indiquée sur la facture, afin que nous puissions rapprocher votre paiement. La facture et son PDF sont sur votre page de facturation.',
      ],
      action: 'Voir ma facture',
    },
    de: {
      subject: (v) => `Ihre LuxPro-Rechnung ${v.reference}`,
      body: (v) => [
        `Ihre monatliche LuxPro-Rechnung ${v.reference} für ${v.company} liegt vor:`,
        'Bitte zahlen Sie per SEPA-Überweisung mit der strukturierten Referenz auf der Rechnung, damit wir Ihre Zahlung zuordnen können. Rechnung und PDF finden Sie auf Ihrer Abrechnungsseite.',
      ],
      action: 'Rechnung ansehen',
    },
  },
  'invoice-reminder': {
    en: {
      subject: (v) => `Reminder: your LuxPro invoice ${v.reference} is overdue`,
      body: (v) => [
        `Our invoice ${v.reference} for ${v.company} is still unpaid after its due date:`,
        'Please pay it by SEPA bank transfer with the structured reference above, or scan the QR code with your banking app. If you have paid in the last few days, thank you: our payments cross.',
      ],
      action: 'See my invoice',
    },
    fr: {
      subject: (v) => `Rappel : votre facture LuxPro ${v.reference} est en retard`,
      body: (v) => [
        `Notre facture ${v.reference} pour ${v.company} n’est toujours pas réglée après son échéance\u00a0:`,
        `Merci de la régler par virement SEPA avec la référence structurée ci-dessus, ou de scanner le code QR avec votre application bancaire. Si vous avez payé ces derniers jours, merci\u00a0: nos messages se sont croisés.`,
      ],
      action: 'Voir ma facture',
    },
    de: {
      subject: (v) => `Zahlungserinnerung: Ihre LuxPro-Rechnung ${v.reference} ist überfällig`,
      body: (v) => [
        `Unsere Rechnung ${v.reference} für ${v.company} ist nach ihrem Fälligkeitsdatum noch offen:`,
        'Bitte zahlen Sie per SEPA-Überweisung mit der strukturierten Referenz oben, oder scannen Sie den QR-Code mit Ihrer Banking-App. Haben Sie in den letzten Tagen bezahlt, danke: Dann haben sich unsere Nachrichten überschnitten.',
      ],
      action: 'Rechnung ansehen',
    },
  },
  'invoice-final-reminder': {
    en: {
      subject: (v) => `Last reminder: your LuxPro invoice ${v.reference} is overdue`,
      body: (v) => [
        `Our invoice ${v.reference} for ${v.company} is still unpaid a month after its due date:`,
        'Please pay it now by SEPA bank transfer with the structured reference above, or scan the QR code with your banking app.',
        'This is our last reminder. If the invoice stays unpaid, your listing may be hidden from the directory and from matching until it is paid; your account stays open and your listing comes back as soon as the payment arrives.',
      ],
      action: 'Pay my invoice',
    },
    fr: {
      subject: (v) => `Dernier rappel : votre facture LuxPro ${v.reference} est en retard`,
      body: (v) => [
        `Notre facture ${v.reference} pour ${v.company} n’est toujours pas réglée un mois après son échéance\u00a0:`,
        'Merci de la régler dès maintenant par virement SEPA avec la référence structurée ci-dessus, ou de scanner le code QR avec votre application bancaire.',
        `C’est notre dernier rappel. Si la facture reste impayée, votre fiche peut être masquée de l’annuaire et des mises en relation jusqu’à son paiement\u202f; votre compte reste ouvert et votre fiche revient dès que le paiement arrive.`,
      ],
      action: 'Régler ma facture',
    },
    de: {
      subject: (v) => `Letzte Erinnerung: Ihre LuxPro-Rechnung ${v.reference} ist überfällig`,
      body: (v) => [
        `Unsere Rechnung ${v.reference} für ${v.company} ist einen Monat nach ihrem Fälligkeitsdatum noch offen:`,
        'Bitte zahlen Sie jetzt per SEPA-Überweisung mit der strukturierten Referenz oben, oder scannen Sie den QR-Code mit Ihrer Banking-App.',
        'Dies ist unsere letzte Erinnerung. Bleibt die Rechnung offen, kann Ihr Eintrag bis zur Zahlung aus dem Verzeichnis und der Vermittlung ausgeblendet werden; Ihr Konto bleibt bestehen, und Ihr Eintrag erscheint wieder, sobald die Zahlung eingeht.',
      ],
      action: 'Rechnung bezahlen',
    },
  },
  'credit-note-issued': {
    en: {
      subject: (v) => `Your LuxPro credit note ${v.reference}`,
      body: (v) => [
        `We have issued the credit note ${v.reference} for ${v.company}:`,
        'It reduces the amount of the invoice it names; if that invoice is already paid, we transfer the credited amount back to you. The credit note and its PDF are on your billing page.',
      ],
      action: 'See my credit note',
    },
    fr: {
      subject: (v) => `Votre avoir LuxPro ${v.reference}`,
      body: (v) => [
        `Nous avons émis l’avoir ${v.reference} pour ${v.company}\u00a0:`,
        `Il réduit le montant de la facture qu’il cite\u202f; si cette facture est déjà réglée, nous vous reversons le montant crédité. L’avoir et son PDF sont sur votre page de facturation.`,
      ],
      action: 'Voir mon avoir',
    },
    de: {
      subject: (v) => `Ihre LuxPro-Gutschrift ${v.reference}`,
      body: (v) => [
        `Wir haben die Gutschrift ${v.reference} für ${v.company} ausgestellt:`,
        'Sie mindert den Betrag der genannten Rechnung; ist diese bereits bezahlt, überweisen wir Ihnen den gutgeschriebenen Betrag zurück. Gutschrift und PDF finden Sie auf Ihrer Abrechnungsseite.',
      ],
      action: 'Gutschrift ansehen',
    },
  },
}

export const isPartnerTemplate = (template: string): template is PartnerEmailTemplate =>
  template in PARTNER_EMAIL_COPY
