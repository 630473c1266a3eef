import { isDatabaseUnavailable } from '@server/db/client'
import { apiError } from '@shared/http/api-error'
import { isUiLanguage, parseAcceptLanguage, type UiLanguage } from '@shared/i18n/languages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { DomainError, type ErrorCode } from './domain-error'

/** The message of each error code in the caller's language (Accept-Language). */
const MESSAGES: Record<ErrorCode, Record<UiLanguage, string>> = {
  validation_error: {
    en: 'Some fields are missing or invalid.',
    fr: 'Certains champs sont manquants ou invalides.',
    de: 'Einige Felder fehlen oder sind ungültig.',
  },
  invalid_json: {
    en: 'The request body is not valid JSON.',
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
  },
  payload_too_large: {
    en: 'The request body is too large.',
    fr: 'Le corps de la requête est trop volumineux.',
    de: 'Der Anfragetext ist zu groß.',
  },
  unsupported_media_type: {
    en: 'This content type is not supported.',
    fr: 'Ce type de contenu n’est pas pris en charge.',
    de: 'Dieser Inhaltstyp wird nicht unterstützt.',
  },
  not_found: {
    en: 'Not found.',
    fr: 'Introuvable.',
    de: 'Nicht gefunden.',
  },
  rate_limited: {
    en: 'Too many requests. Please wait a minute and try again.',
    fr: 'Trop de requêtes. Veuillez patienter une minute puis réessayer.',
    de: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  unauthorized: {
    en: 'Please log in to continue.',
    fr: 'Veuillez vous connecter pour continuer.',
    de: 'Bitte melden Sie sich an, um fortzufahren.',
  },
  forbidden: {
    en: 'You do not have access to this.',
    fr: 'Vous n’avez pas accès à cette ressource.',
    de: 'Sie haben keinen Zugriff darauf.',
  },
  two_factor_required: {
    en: 'Turn on two-step sign-in in your settings before using the admin console.',
    fr: 'Activez la connexion en deux étapes dans vos paramètres avant d’utiliser la console d’administration.',
    de: 'Aktivieren Sie die Anmeldung in zwei Schritten in Ihren Einstellungen, bevor Sie die Admin-Konsole verwenden.',
  },
  two_factor_not_enabled: {
    en: 'Two-step sign-in is not turned on for this account.',
    fr: 'La connexion en deux étapes n’est pas activée pour ce compte.',
    de: 'Die Anmeldung in zwei Schritten ist für dieses Konto nicht aktiviert.',
  },
  invalid_code: {
    en: 'That code is not right. Check it and try again.',
    fr: 'Ce code n’est pas correct. Vérifiez-le et réessayez.',
    de: 'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
  },
  two_factor_expired: {
    en: 'This sign-in step has expired. Start again with your email and password.',
    fr: 'Cette étape de connexion a expiré. Recommencez avec votre e-mail et votre mot de passe.',
    de: 'Dieser Anmeldeschritt ist abgelaufen. Beginnen Sie erneut mit Ihrer E-Mail-Adresse und Ihrem Passwort.',
  },
  two_factor_locked: {
    en: 'Too many wrong codes: the second step of this account is locked for 15 minutes.',
    fr: 'Trop de codes erronés : la deuxième étape de ce compte est bloquée pendant 15 minutes.',
    de: 'Zu viele falsche Codes: Der zweite Schritt dieses Kontos ist für 15 Minuten gesperrt.',
  },
  two_factor_already_enabled: {
    en: 'Two-step sign-in is already turned on for this account.',
    fr: 'La connexion en deux étapes est déjà activée pour ce compte.',
    de: 'Die Anmeldung in zwei Schritten ist für dieses Konto bereits aktiviert.',
  },
  internal_error: {
    en: 'Something went wrong. Please try again.',
    fr: 'Une erreur est survenue. Veuillez réessayer.',
    de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  service_unavailable: {
    en: 'LuxPro is temporarily unavailable. Please try again in a few moments.',
    fr: 'LuxPro est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    de: 'LuxPro ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in wenigen Augenblicken erneut.',
  },
  translation_off: {
    en: 'Translation is not available on this site.',
    fr: 'La traduction n’est pas disponible sur ce site.',
    de: 'Übersetzungen sind auf dieser Website nicht verfügbar.',
  },
  translation_failed: {
    en: 'The translation failed. Please try again later.',
    fr: 'La traduction a échoué. Veuillez réessayer plus tard.',
    de: 'Die Übersetzung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  },
  server_busy: {
    en: 'Too many sign-ins and password changes at once right now. Please try again in a moment.',
    fr: 'Trop de connexions et de changements de mot de passe en même temps. Veuillez réessayer dans un instant.',
    de: 'Gerade laufen zu viele Anmeldungen und Passwortänderungen gleichzeitig. Bitte versuchen Sie es gleich noch einmal.',
  },
  unknown_locality: {
    en: 'We do not know this place in Luxembourg. Choose a locality from the list.',
    fr: 'Nous ne connaissons pas ce lieu au Luxembourg. Choisissez une localité dans la liste.',
    de: 'Diesen Ort in Luxemburg kennen wir nicht. Wählen Sie einen Ort aus der Liste.',
  },
  review_not_allowed: {
    en: 'Only customers whose request with this provider was completed can review it.',
    fr: 'Seuls les clients dont la demande auprès de ce prestataire a été terminée peuvent l’évaluer.',
    de: 'Nur Kunden, deren Anfrage bei diesem Anbieter abgeschlossen wurde, können ihn bewerten.',
  },
  already_reviewed: {
    en: 'You have already reviewed this provider.',
    fr: 'Vous avez déjà évalué ce prestataire.',
    de: 'Sie haben diesen Anbieter bereits bewertet.',
  },
  quote_request_unavailable: {
    en: 'This request cannot be opened: the link is invalid, has expired or belongs to another provider.',
    fr: 'Cette demande ne peut pas être ouverte : le lien est invalide, a expiré ou appartient à un autre prestataire.',
    de: 'Diese Anfrage kann nicht geöffnet werden: Der Link ist ungültig, abgelaufen oder gehört zu einem anderen Anbieter.',
  },
  illegal_transition: {
    en: 'This request has moved on in the meantime: this action is no longer possible.',
    fr: 'Cette demande a évolué entre-temps : cette action n’est plus possible.',
    de: 'Diese Anfrage hat sich inzwischen geändert: Diese Aktion ist nicht mehr möglich.',
  },
  address_unknown: {
    en: 'This postal code does not serve that locality. Check both against your business’s registered address.',
    fr: 'Ce code postal ne dessert pas cette localité. Vérifiez les deux d’après l’adresse enregistrée de votre entreprise.',
    de: 'Diese Postleitzahl gehört nicht zu diesem Ort. Prüfen Sie beides anhand der eingetragenen Geschäftsadresse.',
  },
  document_decided: {
    en: 'This document has already been decided: only a pending document can be approved or rejected.',
    fr: 'Ce document a déjà été traité : seul un document en attente peut être approuvé ou refusé.',
    de: 'Über diese Unterlage wurde bereits entschieden: Nur eine wartende Unterlage kann genehmigt oder abgelehnt werden.',
  },
  document_expired: {
    en: 'The last valid day cannot be in the past: a document that has ended cannot be approved.',
    fr: 'Le dernier jour de validité ne peut pas être passé : un document échu ne peut pas être approuvé.',
    de: 'Der letzte Gültigkeitstag darf nicht in der Vergangenheit liegen: Eine abgelaufene Unterlage kann nicht genehmigt werden.',
  },
  quote_required: {
    en: 'The provider has not sent a quote yet.',
    fr: 'Le prestataire n’a pas encore envoyé de devis.',
    de: 'Der Anbieter hat noch kein Angebot gesendet.',
  },
  no_credits: {
    en: 'You cannot start a new project right now: LuxPro is free for a limited number of open projects at a time. A project stays open until it is completed or all its requests are closed: close a request you no longer need in My requests, or write to support.',
    fr: 'Vous ne pouvez pas commencer de nouveau projet pour le moment : LuxPro est gratuit pour un nombre limité de projets en cours à la fois. Un projet reste en cours jusqu’à ce qu’il soit terminé ou que toutes ses demandes soient closes : annulez une demande dont vous n’avez plus besoin dans Mes demandes, ou écrivez au support.',
    de: 'Sie können gerade kein neues Projekt beginnen: LuxPro ist kostenlos für eine begrenzte Zahl offener Projekte gleichzeitig. Ein Projekt bleibt offen, bis es abgeschlossen ist oder alle seine Anfragen beendet sind: Stornieren Sie unter „Meine Anfragen“ eine Anfrage, die Sie nicht mehr brauchen, oder schreiben Sie dem Support.',
  },
  providers_unavailable: {
    en: 'One of the chosen providers is no longer listed. Choose again.',
    fr: 'L’un des prestataires choisis n’est plus référencé. Choisissez à nouveau.',
    de: 'Einer der gewählten Anbieter ist nicht mehr gelistet. Bitte neu wählen.',
  },
  saved_list_full: {
    en: 'Your list of saved providers is full. Remove one to save another.',
    fr: 'Votre liste de prestataires enregistrés est pleine. Retirez-en un pour en enregistrer un autre.',
    de: 'Ihre Merkliste ist voll. Entfernen Sie einen Anbieter, um einen weiteren zu merken.',
  },
  no_provider_listing: {
    en: 'Your business is not listed yet: once your partner application is approved, you can manage it here.',
    fr: 'Votre entreprise n’est pas encore référencée : une fois votre candidature approuvée, vous pourrez la gérer ici.',
    de: 'Ihr Unternehmen ist noch nicht gelistet: Sobald Ihre Partnerbewerbung angenommen ist, können Sie es hier verwalten.',
  },
  file_missing: {
    en: 'Choose a file to upload.',
    fr: 'Choisissez un fichier à envoyer.',
    de: 'Wählen Sie eine Datei zum Hochladen.',
  },
  file_empty: {
    en: 'This file is empty.',
    fr: 'Ce fichier est vide.',
    de: 'Diese Datei ist leer.',
  },
  file_too_large: {
    en: 'This file is larger than 10 MB.',
    fr: 'Ce fichier dépasse 10 Mo.',
    de: 'Diese Datei ist größer als 10 MB.',
  },
  file_type_not_allowed: {
    en: 'This type of file is not allowed.',
    fr: 'Ce type de fichier n’est pas autorisé.',
    de: 'Dieser Dateityp ist nicht erlaubt.',
  },
  file_name_invalid: {
    en: 'The file name contains characters that are not allowed. Rename the file and try again.',
    fr: 'Le nom du fichier contient des caractères non autorisés. Renommez le fichier et réessayez.',
    de: 'Der Dateiname enthält nicht erlaubte Zeichen. Benennen Sie die Datei um und versuchen Sie es erneut.',
  },
  image_too_large: {
    en: 'This image has too many pixels: at most 50 megapixels (for example 8000 × 6000).',
    fr: 'Cette image compte trop de pixels : 50 mégapixels au plus (par exemple 8000 × 6000).',
    de: 'Dieses Bild hat zu viele Pixel: höchstens 50 Megapixel (zum Beispiel 8000 × 6000).',
  },
  image_unreadable: {
    en: 'This image could not be read. Save it again as JPEG, PNG or WebP and try again.',
    fr: 'Cette image n’a pas pu être lue. Enregistrez-la à nouveau en JPEG, PNG ou WebP et réessayez.',
    de: 'Dieses Bild konnte nicht gelesen werden. Speichern Sie es erneut als JPEG, PNG oder WebP und versuchen Sie es noch einmal.',
  },
  photos_unavailable: {
    en: 'One of the photos is no longer available. Add it again.',
    fr: 'L’une des photos n’est plus disponible. Ajoutez-la à nouveau.',
    de: 'Eines der Fotos ist nicht mehr verfügbar. Fügen Sie es erneut hinzu.',
  },
  too_many_photos: {
    en: 'You have added many photos today without sending them. Send your request, or try again tomorrow.',
    fr: 'Vous avez ajouté beaucoup de photos aujourd’hui sans les envoyer. Envoyez votre demande, ou réessayez demain.',
    de: 'Sie haben heute viele Fotos hinzugefügt, ohne sie zu senden. Senden Sie Ihre Anfrage oder versuchen Sie es morgen erneut.',
  },
  attachments_unavailable: {
    en: 'One of the attached files is no longer available. Attach it again.',
    fr: 'L’un des fichiers joints n’est plus disponible. Joignez-le à nouveau.',
    de: 'Eine der angehängten Dateien ist nicht mehr verfügbar. Hängen Sie sie erneut an.',
  },
  too_many_attachments: {
    en: 'Many files were attached today without being sent. Send your message, or try again tomorrow.',
    fr: 'Beaucoup de fichiers ont été joints aujourd’hui sans être envoyés. Envoyez votre message, ou réessayez demain.',
    de: 'Heute wurden viele Dateien angehängt, ohne gesendet zu werden. Senden Sie Ihre Nachricht oder versuchen Sie es morgen erneut.',
  },
  not_acceptable: {
    en: 'This address sends an event stream: ask for text/event-stream.',
    fr: 'Cette adresse envoie un flux d’événements : demandez text/event-stream.',
    de: 'Diese Adresse sendet einen Ereignisstrom: Fordern Sie text/event-stream an.',
  },
  too_many_streams: {
    en: 'LuxPro is open in too many tabs to update them all live. Close a few, and the others will update again.',
    fr: 'LuxPro est ouvert dans trop d’onglets pour tous les mettre à jour en direct. Fermez-en quelques-uns, et les autres se mettront de nouveau à jour.',
    de: 'LuxPro ist in zu vielen Tabs geöffnet, um alle live zu aktualisieren. Schließen Sie einige, dann werden die anderen wieder aktualisiert.',
  },
  chat_session_not_found: {
    en: 'This conversation does not exist or has expired. Start a new one.',
    fr: 'Cette conversation n’existe pas ou a expiré. Commencez-en une nouvelle.',
    de: 'Dieses Gespräch existiert nicht oder ist abgelaufen. Beginnen Sie ein neues.',
  },
  chat_provider_unknown: {
    en: 'This provider is not listed (any more). Start a general chat instead.',
    fr: 'Ce prestataire n’est pas (ou plus) référencé. Commencez plutôt une discussion générale.',
    de: 'Dieser Anbieter ist nicht (mehr) gelistet. Beginnen Sie stattdessen ein allgemeines Gespräch.',
  },
  application_not_found: {
    en: 'This application link is no longer valid. Drafts are kept for 7 days: start a new application, or write to us.',
    fr: 'Ce lien de candidature n’est plus valable. Les brouillons sont gardés 7 jours : commencez une nouvelle candidature ou écrivez-nous.',
    de: 'Dieser Bewerbungslink ist nicht mehr gültig. Entwürfe werden 7 Tage aufbewahrt: Beginnen Sie eine neue Bewerbung oder schreiben Sie uns.',
  },
  application_duplicate: {
    en: 'This business is already with us: an application or a listing has the same VAT number. No need to apply again: an application waiting for review gets our answer within 48 hours. If something has changed, write to us from the contact page.',
    fr: 'Cette entreprise est déjà chez nous : une candidature ou une fiche a le même numéro de TVA. Inutile de postuler à nouveau : une candidature en attente reçoit notre réponse sous 48 heures. Si quelque chose a changé, écrivez-nous depuis la page de contact.',
    de: 'Dieses Unternehmen ist bereits bei uns: Eine Bewerbung oder ein Eintrag hat dieselbe USt-IdNr. Sie müssen sich nicht erneut bewerben: Auf eine Bewerbung in Prüfung antworten wir innerhalb von 48 Stunden. Hat sich etwas geändert, schreiben Sie uns über die Kontaktseite.',
  },
  application_incomplete: {
    en: 'Some steps of the application are not complete yet. Complete every step, then submit.',
    fr: 'Certaines étapes de la candidature ne sont pas encore complètes. Complétez chaque étape, puis envoyez.',
    de: 'Einige Schritte der Bewerbung sind noch nicht vollständig. Füllen Sie jeden Schritt aus und senden Sie dann ab.',
  },
  application_moved_on: {
    en: 'This application has moved on in the meantime: this action is no longer possible. Reload to see where it stands.',
    fr: 'Cette candidature a évolué entre-temps : cette action n’est plus possible. Rechargez pour voir où elle en est.',
    de: 'Diese Bewerbung hat sich inzwischen geändert: Diese Aktion ist nicht mehr möglich. Laden Sie neu, um den Stand zu sehen.',
  },
  invoice_not_found: {
    en: 'This invoice does not exist or is not yours.',
    fr: 'Cette facture n’existe pas ou ne vous appartient pas.',
    de: 'Diese Rechnung gibt es nicht, oder sie gehört nicht Ihnen.',
  },
  listing_hold_refused: {
    en: 'A listing can be hidden only for an unpaid invoice whose last reminder has been sent, while the listing is shown.',
    fr: 'Une fiche ne peut être masquée que pour une facture impayée dont le dernier rappel est parti, tant que la fiche est affichée.',
    de: 'Ein Eintrag kann nur wegen einer offenen Rechnung ausgeblendet werden, deren letzte Erinnerung verschickt wurde, solange er angezeigt wird.',
  },
  listing_not_hidden: {
    en: 'This invoice does not keep any listing hidden: there is nothing to restore.',
    fr: 'Cette facture ne masque aucune fiche : il n’y a rien à rétablir.',
    de: 'Diese Rechnung hält keinen Eintrag ausgeblendet: Es gibt nichts wiederherzustellen.',
  },
  invoice_fully_credited: {
    en: 'This invoice is already credited in full: nothing is left to credit.',
    fr: 'Cette facture est déjà entièrement créditée\u00a0: il ne reste rien à créditer.',
    de: 'Diese Rechnung ist bereits vollständig gutgeschrieben: Es bleibt nichts gutzuschreiben.',
  },
  credit_exceeds_invoice: {
    en: 'A credit note cannot credit more than what is left of its invoice.',
    fr: 'Un avoir ne peut pas créditer plus que ce qui reste de sa facture.',
    de: 'Eine Gutschrift kann nicht mehr gutschreiben, als von ihrer Rechnung übrig ist.',
  },
  statement_unreadable: {
    en: 'This file is not a bank statement we can read: upload the camt.053 or camt.054 XML export of your bank.',
    fr: 'Ce fichier n’est pas un relevé bancaire lisible : importez l’export XML camt.053 ou camt.054 de votre banque.',
    de: 'Diese Datei ist kein lesbarer Kontoauszug: Laden Sie den XML-Export camt.053 oder camt.054 Ihrer Bank hoch.',
  },
  statement_entry_not_found: {
    en: 'This statement entry does not exist.',
    fr: 'Cette écriture de relevé n’existe pas.',
    de: 'Diese Buchung des Kontoauszugs gibt es nicht.',
  },
  statement_entry_settled: {
    en: 'This payment has already been settled. Reload to see what became of it.',
    fr: 'Ce paiement a déjà été traité. Rechargez pour voir ce qu’il est devenu.',
    de: 'Diese Zahlung wurde bereits bearbeitet. Laden Sie neu, um zu sehen, was aus ihr wurde.',
  },
  invoice_already_paid: {
    en: 'This invoice is paid already: there is nothing left to pay.',
    fr: 'Cette facture est déjà réglée\u00a0: il n’y a plus rien à payer.',
    de: 'Diese Rechnung ist bereits bezahlt: Es ist nichts mehr zu zahlen.',
  },
  online_payment_unavailable: {
    en: 'Paying by card or SEPA direct debit is not possible right now: try again in a few minutes, or pay by bank transfer.',
    fr: 'Le paiement par carte ou prélèvement SEPA n’est pas possible pour l’instant\u00a0: réessayez dans quelques minutes, ou payez par virement.',
    de: 'Die Zahlung per Karte oder SEPA-Lastschrift ist gerade nicht möglich: Versuchen Sie es in einigen Minuten erneut oder zahlen Sie per Überweisung.',
  },
  webhook_signature_invalid: {
    en: 'The webhook’s signature is missing or does not match its body.',
    fr: 'La signature du webhook manque ou ne correspond pas à son contenu.',
    de: 'Die Signatur des Webhooks fehlt oder passt nicht zu seinem Inhalt.',
  },
  plan_unchanged: {
    en: 'This is already your plan for the next period.',
    fr: 'C’est déjà votre formule pour la prochaine période.',
    de: 'Das ist bereits Ihr Tarif für den nächsten Zeitraum.',
  },
  plan_on_request: {
    en: 'The Enterprise plan is offered on request: ask for an offer from your billing page and a representative will contact you.',
    fr: 'La formule Entreprise est proposée sur demande : demandez une offre depuis votre page de facturation et un conseiller vous contactera.',
    de: 'Der Großkunden-Tarif wird auf Anfrage angeboten: Fordern Sie auf Ihrer Abrechnungsseite ein Angebot an, ein Berater meldet sich bei Ihnen.',
  },
  plan_terms_changed: {
    en: 'The price or the start date of this change is no longer the one you confirmed. Nothing changed: reload and confirm again.',
    fr: 'Le prix ou la date de début de ce changement ne sont plus ceux que vous avez confirmés. Rien n’a changé : rechargez et confirmez à nouveau.',
    de: 'Preis oder Beginn dieses Wechsels sind nicht mehr die, die Sie bestätigt haben. Nichts wurde geändert: Laden Sie neu und bestätigen Sie erneut.',
  },
  onboarding_incomplete: {
    en: 'Your listing cannot go live yet: complete the required items of the checklist first.',
    fr: 'Votre fiche ne peut pas encore être publiée : complétez d’abord les éléments obligatoires de la liste.',
    de: 'Ihr Eintrag kann noch nicht online gehen: Erledigen Sie zuerst die Pflichtpunkte der Checkliste.',
  },
  cannot_change_own_account: {
    en: 'You cannot do this to your own account: ask another administrator.',
    fr: 'Vous ne pouvez pas faire cela sur votre propre compte : demandez à un autre administrateur.',
    de: 'Das können Sie nicht mit Ihrem eigenen Konto tun: Bitten Sie einen anderen Administrator.',
  },
  email_taken: {
    en: 'An account with this email address already exists.',
    fr: 'Un compte avec cette adresse e-mail existe déjà.',
    de: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.',
  },
  confirmation_mismatch: {
    en: 'The confirmation does not match: type it exactly as shown.',
    fr: 'La confirmation ne correspond pas : saisissez-la exactement comme indiqué.',
    de: 'Die Bestätigung stimmt nicht überein: Geben Sie sie genau wie angezeigt ein.',
  },
  credits_below_zero: {
    en: 'This would take the credit balance below zero.',
    fr: 'Le solde de crédits deviendrait négatif.',
    de: 'Das Guthaben würde unter null fallen.',
  },
  maintenance: {
    en: 'LuxPro is down for maintenance. Please come back a little later.',
    fr: 'LuxPro est en maintenance. Veuillez revenir un peu plus tard.',
    de: 'LuxPro wird gerade gewartet. Bitte kommen Sie etwas später wieder.',
  },
  already_assigned: {
    en: 'This request has already been sent to providers.',
    fr: 'Cette demande a déjà été envoyée à des prestataires.',
    de: 'Diese Anfrage wurde bereits an Anbieter gesendet.',
  },
  no_customer_account: {
    en: 'This request came from a visitor without an account: it cannot be sent on their behalf.',
    fr: 'Cette demande vient d’un visiteur sans compte : elle ne peut pas être envoyée en son nom.',
    de: 'Diese Anfrage stammt von einem Besucher ohne Konto: Sie kann nicht in seinem Namen gesendet werden.',
  },
  backup_corrupt: {
    en: 'This backup is damaged or incomplete: its checksum does not match. Nothing was restored.',
    fr: 'Cette sauvegarde est endommagée ou incomplète : sa somme de contrôle ne correspond pas. Rien n’a été restauré.',
    de: 'Diese Sicherung ist beschädigt oder unvollständig: Ihre Prüfsumme stimmt nicht. Es wurde nichts wiederhergestellt.',
  },
  backup_incompatible: {
    en: 'This backup was taken by another version of LuxPro (its database schema differs). Nothing was restored.',
    fr: 'Cette sauvegarde provient d’une autre version de LuxPro (son schéma de base de données diffère). Rien n’a été restauré.',
    de: 'Diese Sicherung stammt von einer anderen LuxPro-Version (ihr Datenbankschema weicht ab). Es wurde nichts wiederhergestellt.',
  },
  backup_busy: {
    en: 'A backup or a restore is already running. Wait for it to finish.',
    fr: 'Une sauvegarde ou une restauration est déjà en cours. Attendez qu’elle se termine.',
    de: 'Eine Sicherung oder Wiederherstellung läuft bereits. Warten Sie, bis sie fertig ist.',
  },
  backup_invalid: {
    en: 'This archive cannot be restored: its contents are not valid for this LuxPro (see the reason given). Nothing was changed.',
    fr: 'Cette archive ne peut pas être restaurée : son contenu n’est pas valable pour ce LuxPro (voir la raison indiquée). Rien n’a été modifié.',
    de: 'Dieses Archiv kann nicht wiederhergestellt werden: Sein Inhalt ist für dieses LuxPro nicht gültig (siehe angegebener Grund). Es wurde nichts geändert.',
  },
  backup_too_large: {
    en: 'This archive is larger than the upload limit (BACKUP_UPLOAD_MAX_MB). Restore it on the server with npm run restore instead. Nothing was changed.',
    fr: 'Cette archive dépasse la taille maximale d’envoi (BACKUP_UPLOAD_MAX_MB). Restaurez-la plutôt sur le serveur avec npm run restore. Rien n’a été modifié.',
    de: 'Dieses Archiv ist größer als die Upload-Grenze (BACKUP_UPLOAD_MAX_MB). Stellen Sie es stattdessen auf dem Server mit npm run restore wieder her. Es wurde nichts geändert.',
  },
  push_unavailable: {
    en: 'Push notifications are not available on this server.',
    fr: 'Les notifications push ne sont pas disponibles sur ce serveur.',
    de: 'Push-Benachrichtigungen sind auf diesem Server nicht verfügbar.',
  },
  push_endpoint_not_allowed: {
    en: 'This browser’s push service is not one LuxPro can send to.',
    fr: 'Le service push de ce navigateur n’est pas de ceux auxquels LuxPro peut envoyer des notifications.',
    de: 'An den Push-Dienst dieses Browsers kann LuxPro keine Benachrichtigungen senden.',
  },
  storage_full: {
    en: 'The file storage is full: nothing was saved. Please try again later; the team has been alerted.',
    fr: 'Le stockage des fichiers est plein : rien n’a été enregistré. Veuillez réessayer plus tard ; l’équipe a été prévenue.',
    de: 'Der Dateispeicher ist voll: Es wurde nichts gespeichert. Bitte versuchen Sie es später erneut; das Team wurde benachrichtigt.',
  },
  storage_unavailable: {
    en: 'The file storage cannot be written to at the moment: nothing was saved. Please try again in a few minutes.',
    fr: 'Le stockage des fichiers est momentanément inaccessible en écriture : rien n’a été enregistré. Veuillez réessayer dans quelques minutes.',
    de: 'In den Dateispeicher kann gerade nicht geschrieben werden: Es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  storage_key_refused: {
    en: 'This file path is not allowed in the file storage (a path outside its folder, or characters that are not allowed). Nothing was written.',
    fr: 'Ce chemin de fichier n’est pas autorisé dans le stockage (un chemin hors de son dossier, ou des caractères non autorisés). Rien n’a été écrit.',
    de: 'Dieser Dateipfad ist im Dateispeicher nicht erlaubt (ein Pfad außerhalb seines Ordners oder nicht erlaubte Zeichen). Es wurde nichts geschrieben.',
  },
  import_invalid: {
    en: 'The file has errors: nothing was imported. Fix the rows listed and try again.',
    fr: 'Le fichier contient des erreurs : rien n’a été importé. Corrigez les lignes indiquées et réessayez.',
    de: 'Die Datei enthält Fehler: Es wurde nichts importiert. Korrigieren Sie die genannten Zeilen und versuchen Sie es erneut.',
  },
  csv_unreadable: {
    en: 'This file cannot be read as CSV. Save it as CSV (UTF-8) and try again.',
    fr: 'Ce fichier ne peut pas être lu en CSV. Enregistrez-le au format CSV (UTF-8) et réessayez.',
    de: 'Diese Datei kann nicht als CSV gelesen werden. Speichern Sie sie als CSV (UTF-8) und versuchen Sie es erneut.',
  },
  cross_site_request: {
    en: 'This request did not come from a LuxPro page. Reload the page and try again.',
    fr: 'Cette requête ne provient pas d’une page LuxPro. Rechargez la page et réessayez.',
    de: 'Diese Anfrage stammt nicht von einer LuxPro-Seite. Laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  invalid_access_code: {
    en: 'Invalid access code. Please try again.',
    fr: 'Code d’accès invalide. Veuillez réessayer.',
    de: 'Ungültiger Zugangscode. Bitte versuchen Sie es erneut.',
  },
  access_required: {
    en: 'LuxPro is in early access: enter your access code on the access page first.',
    fr: 'LuxPro est en accès anticipé : saisissez d’abord votre code sur la page d’accès.',
    de: 'LuxPro ist im Vorabzugang: Geben Sie zuerst Ihren Zugangscode auf der Zugangsseite ein.',
  },
  feature_unavailable: {
    en: 'Your early access does not include this part of LuxPro.',
    fr: 'Votre accès anticipé n’inclut pas cette partie de LuxPro.',
    de: 'Ihr Vorabzugang umfasst diesen Teil von LuxPro nicht.',
  },
  access_by_waiting_list: {
    en: 'Codes are not sent on request at the moment: leave your email on the waiting list and we will send you a code when your turn comes.',
    fr: 'Les codes ne sont pas envoyés sur demande pour le moment : inscrivez votre e-mail sur la liste d’attente et nous vous enverrons un code quand ce sera votre tour.',
    de: 'Codes werden derzeit nicht auf Anfrage verschickt: Tragen Sie Ihre E-Mail-Adresse in die Warteliste ein, wir senden Ihnen einen Code, sobald Sie an der Reihe sind.',
  },
  access_by_email_code: {
    en: 'There is no waiting list at the moment: ask for a code by email on the access page.',
    fr: 'Il n’y a pas de liste d’attente pour le moment : demandez un code par e-mail sur la page d’accès.',
    de: 'Derzeit gibt es keine Warteliste: Fordern Sie auf der Zugangsseite einen Code per E-Mail an.',
  },
  chat_providers_not_proposed: {
    en: 'Choose among the providers the assistant proposed in this conversation.',
    fr: 'Choisissez parmi les prestataires proposés par l’assistant dans cette conversation.',
    de: 'Wählen Sie unter den Anbietern, die der Assistent in diesem Gespräch vorgeschlagen hat.',
  },
  invalid_credentials: {
    en: 'Email or password is incorrect. Please try again.',
    fr: 'L’adresse e-mail ou le mot de passe est incorrect. Veuillez réessayer.',
    de: 'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
  },
  email_not_verified: {
    en: 'Please confirm your email address before logging in.',
    fr: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.',
    de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  account_deactivated: {
    en: 'This account has been deactivated. Please contact support.',
    fr: 'Ce compte a été désactivé. Veuillez contacter le support.',
    de: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
  },
  password_policy: {
    en: 'Password must be at least 8 characters with at least one uppercase letter, one lowercase letter and one digit.',
    fr: 'Le mot de passe doit comporter au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein und mindestens einen Großbuchstaben, einen Kleinbuchstaben und eine Ziffer enthalten.',
  },
  password_common: {
    en: 'This password appears in lists of leaked passwords. Please choose another one.',
    fr: 'Ce mot de passe figure dans des listes de mots de passe divulgués. Veuillez en choisir un autre.',
    de: 'Dieses Passwort steht in Listen geleakter Passwörter. Bitte wählen Sie ein anderes.',
  },
  wrong_password: {
    en: 'That password is not correct.',
    fr: 'Ce mot de passe n’est pas correct.',
    de: 'Dieses Passwort ist nicht korrekt.',
  },
  invalid_account_type: {
    en: 'Choose a customer or a business account.',
    fr: 'Choisissez un compte particulier ou entreprise.',
    de: 'Wählen Sie ein Privatkunden- oder ein Unternehmenskonto.',
  },
  invalid_token: {
    en: 'This link has expired or was already used. Ask for a new one.',
    fr: 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
    de: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
  },
}

/** The message of `code` in `language`, for callers without a request (the command-line tools). */
export const errorMessage = (code: ErrorCode, language: UiLanguage = 'en') => MESSAGES[code][language]

/** The caller's language: `?lang=` when the address carries one (as pages do), else Accept-Language. */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang')
  return isUiLanguage(asked) ? asked : parseAcceptLanguage(request.headers['accept-language'])
}

export function localizedError(request: FastifyRequest, code: ErrorCode) {
  return apiError(code, MESSAGES[code][requestLanguage(request)])
}

function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  // A refusal on the server's side (the file storage full or read-only) is the operator's to fix.
  if (error.status >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, error.code)
  const body = localizedError(request, error.code)
  if (error.details) body.error.details = [...error.details]
  return reply.code(error.status).send(body)
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(localizedError(request, 'not_found'))
}

/**
 * The one error handler: a service's refusal (DomainError) and every 4xx of the framework become a
 * clear, localized answer; 5xx are logged in full and hidden from the caller.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(request, reply, error)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body = localizedError(request, 'validation_error')
      body.error.details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? ''),
        message: issue.message ?? 'Invalid value',
      }))
      return reply.code(400).send(body)
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply.code(500).send(localizedError(request, 'internal_error'))
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(localizedError(request, 'invalid_json'))
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(localizedError(request, 'payload_too_large'))
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(localizedError(request, 'unsupported_media_type'))
    }
    const status = error.statusCode ?? 500
    if (status === 429) return reply.code(429).send(localizedError(request, 'rate_limited'))
    if (status >= 400 && status < 500) {
      if (error instanceof SyntaxError) return reply.code(400).send(localizedError(request, 'invalid_json'))
      return reply.code(status).send(apiError(error.code ?? 'bad_request', error.message))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send(localizedError(request, 'service_unavailable'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(localizedError(request, 'internal_error'))
  })
}
