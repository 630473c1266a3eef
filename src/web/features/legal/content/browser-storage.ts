import type { UiLanguage } from '@shared/i18n/languages'

type Texts = Record<UiLanguage, string>

export type BrowserStorageKind =
  | 'httpOnlyCookie'
  | 'cookie'
  | 'localStorage'
  | 'sessionStorage'
  | 'cacheStorage'

/** One row of the cookie policy: what the product keeps in the browser under these names, why, for how long. */
export interface BrowserStorageEntry {
  /** The names as the browser's developer tools show them (several when they serve one purpose). */
  names: readonly string[]
  kind: BrowserStorageKind
  purpose: Texts
  duration: Texts
}

const KIND_LABELS: Record<BrowserStorageKind, Texts> = {
  httpOnlyCookie: {
    en: 'Cookie (first-party, HttpOnly, SameSite=Lax)',
    fr: 'Cookie (propriétaire, HttpOnly, SameSite=Lax)',
    de: 'Cookie (eigenes Cookie, HttpOnly, SameSite=Lax)',
  },
  cookie: {
    en: 'Cookie (first-party, SameSite=Lax)',
    fr: 'Cookie (propriétaire, SameSite=Lax)',
    de: 'Cookie (eigenes Cookie, SameSite=Lax)',
  },
  localStorage: { en: 'Local storage', fr: 'Stockage local', de: 'Lokaler Speicher' },
  sessionStorage: { en: 'Session storage', fr: 'Stockage de session', de: 'Sitzungsspeicher' },
  cacheStorage: {
    en: 'Cache storage (service worker)',
    fr: 'Stockage du cache (service worker)',
    de: 'Cache-Speicher (Service Worker)',
  },
}

/**
 * Everything the product stores in cookies and browser storage: the cookie policy's table is rendered
 * from this list in every language, and tests compare it with the keys the source writes
 * (cookie-policy.test.ts) and with what a browser holds after using the app (e2e/browser-storage.spec.ts).
 * A new cookie or storage key gets its entry here, with its texts in en, fr and de.
 */
export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  {
    names: ['better-auth.session_token'],
    kind: 'httpOnlyCookie',
    purpose: {
      en: 'Keeps you signed in securely after you log in.',
      fr: 'Vous maintient connecté de manière sécurisée après votre identification.',
      de: 'Hält Sie nach der Anmeldung sicher angemeldet.',
    },
    duration: {
      en: 'Session, at most 7 days; deleted when you sign out',
      fr: 'Session, 7 jours au maximum ; supprimé à la déconnexion',
      de: 'Sitzung, höchstens 7 Tage; wird bei der Abmeldung gelöscht',
    },
  },
  {
    names: ['luxpro_device'],
    kind: 'httpOnlyCookie',
    purpose: {
      en: 'Set when you log in: a signed note that this browser has signed in to your account before, so that you can still log in from it while someone else is trying passwords for your account. Sent only when you log in; it holds no name or email address.',
      fr: 'Posé à votre connexion : une note signée indiquant que ce navigateur s’est déjà connecté à votre compte, pour que vous puissiez encore vous y connecter pendant que quelqu’un d’autre essaie des mots de passe sur votre compte. Envoyé uniquement lors de la connexion ; il ne contient ni nom ni adresse e-mail.',
      de: 'Wird bei der Anmeldung gesetzt: ein signierter Vermerk, dass sich dieser Browser schon bei Ihrem Konto angemeldet hat, damit Sie sich darüber weiter anmelden können, während jemand anderes Passwörter für Ihr Konto ausprobiert. Wird nur bei der Anmeldung gesendet; enthält weder Namen noch E-Mail-Adresse.',
    },
    duration: {
      en: '180 days from your last login',
      fr: '180 jours après votre dernière connexion',
      de: '180 Tage nach Ihrer letzten Anmeldung',
    },
  },
  {
    names: ['luxpro_access'],
    kind: 'httpOnlyCookie',
    purpose: {
      en: 'Only while LuxPro is in early access: proves that you entered a valid access code.',
      fr: 'Uniquement pendant l’accès anticipé : prouve que vous avez saisi un code d’accès valide.',
      de: 'Nur während des Vorabzugangs: belegt, dass Sie einen gültigen Zugangscode eingegeben haben.',
    },
    duration: {
      en: 'Until the access ends, at most 30 days',
      fr: 'Jusqu’à la fin de l’accès, 30 jours au plus',
      de: 'Bis der Zugang endet, höchstens 30 Tage',
    },
  },
  {
    names: ['luxpro_landing'],
    kind: 'httpOnlyCookie',
    purpose: {
      en: 'Keeps the version of the home page you see (A or B) from one visit to the next, with a random number that is linked neither to you nor to your account, so that we can count once, per version, whether people start a chat, see an estimate, send a request or register. Never shared.',
      fr: 'Garde d’une visite à l’autre la version de la page d’accueil que vous voyez (A ou B), avec un numéro aléatoire qui n’est lié ni à vous ni à votre compte, pour compter une fois, par version, si l’on démarre une conversation, voit une estimation, envoie une demande ou s’inscrit. Jamais partagé.',
      de: 'Hält von Besuch zu Besuch fest, welche Version der Startseite Sie sehen (A oder B), mit einer Zufallsnummer, die weder mit Ihnen noch mit Ihrem Konto verknüpft ist, damit wir je Version einmal zählen, ob ein Chat begonnen, eine Schätzung gesehen, eine Anfrage gesendet oder ein Konto erstellt wird. Wird nie weitergegeben.',
    },
    duration: { en: '6 months', fr: '6 mois', de: '6 Monate' },
  },
  {
    names: ['lang'],
    kind: 'cookie',
    purpose: {
      en: 'Lets our server show pages in your language from the first load.',
      fr: "Permet à notre serveur d'afficher les pages dans votre langue dès le premier chargement.",
      de: 'Damit unser Server die Seiten schon beim ersten Laden in Ihrer Sprache zeigt.',
    },
    duration: {
      en: '1 year, or until you clear your browser data',
      fr: "1 an, ou jusqu'à l'effacement des données de votre navigateur",
      de: '1 Jahr oder bis Sie Ihre Browserdaten löschen',
    },
  },
  {
    names: ['luxpro_demo'],
    kind: 'cookie',
    purpose: {
      en: 'Only in demo mode: tells our server to send your requests to fictitious demo businesses, never to real ones.',
      fr: 'Uniquement en mode démo : indique à notre serveur d’envoyer vos demandes à des entreprises de démonstration fictives, jamais à de vraies entreprises.',
      de: 'Nur im Demo-Modus: sagt unserem Server, Ihre Anfragen an fiktive Demo-Betriebe zu senden, nie an echte.',
    },
    duration: {
      en: 'Until you switch demo mode off, at most 30 days',
      fr: 'Jusqu’à ce que vous désactiviez le mode démo, 30 jours au plus',
      de: 'Bis Sie den Demo-Modus ausschalten, höchstens 30 Tage',
    },
  },
  {
    names: ['language'],
    kind: 'localStorage',
    purpose: {
      en: 'Remembers your interface language (English, French or German).',
      fr: "Mémorise la langue de l'interface (français, allemand ou anglais).",
      de: 'Merkt sich Ihre Oberflächensprache (Deutsch, Französisch oder Englisch).',
    },
    duration: {
      en: 'Until you change it or clear your browser data',
      fr: "Jusqu'à ce que vous la changiez ou effaciez les données de votre navigateur",
      de: 'Bis Sie sie ändern oder Ihre Browserdaten löschen',
    },
  },
  {
    names: ['errorCount', 'lastError'],
    kind: 'localStorage',
    purpose: {
      en: 'Record repeated technical errors (their number and the last one) so that we can show you a recovery hint, such as reloading the page.',
      fr: 'Enregistrent les erreurs techniques répétées (leur nombre et la dernière survenue) afin de vous proposer une solution, par exemple recharger la page.',
      de: 'Erfassen wiederholte technische Fehler (deren Anzahl und den letzten Fehler), damit wir Ihnen einen Lösungshinweis anzeigen können, etwa die Seite neu zu laden.',
    },
    duration: {
      en: 'Until reset by the application or cleared by you',
      fr: "Jusqu'à leur réinitialisation par l'application ou leur effacement par vous",
      de: 'Bis zum Zurücksetzen durch die Anwendung oder zur Löschung durch Sie',
    },
  },
  {
    names: ['luxpro-user'],
    kind: 'localStorage',
    purpose: {
      en: 'Keeps your name and account type while you are signed in, so pages show your account while the session is checked.',
      fr: 'Conserve votre nom et votre type de compte tant que vous êtes connecté, pour que les pages affichent votre compte pendant la vérification de la session.',
      de: 'Bewahrt Ihren Namen und Ihre Kontoart, solange Sie angemeldet sind, damit die Seiten Ihr Konto zeigen, während die Sitzung geprüft wird.',
    },
    duration: {
      en: 'Until you sign out',
      fr: "Jusqu'à votre déconnexion",
      de: 'Bis Sie sich abmelden',
    },
  },
  {
    names: ['luxpro:directory:last'],
    kind: 'localStorage',
    purpose: {
      en: 'Remembers your last directory search so you can go back to its results.',
      fr: "Mémorise votre dernière recherche dans l'annuaire pour que vous puissiez revenir à ses résultats.",
      de: 'Merkt sich Ihre letzte Suche im Verzeichnis, damit Sie zu ihren Ergebnissen zurückkehren können.',
    },
    duration: {
      en: 'Until you clear your browser data',
      fr: "Jusqu'à l'effacement des données de votre navigateur",
      de: 'Bis Sie Ihre Browserdaten löschen',
    },
  },
  {
    names: ['luxpro-partner-application'],
    kind: 'localStorage',
    purpose: {
      en: 'Keeps your provider application in progress: its step and what you typed but have not saved yet.',
      fr: "Conserve votre candidature de prestataire en cours : son étape et ce que vous avez saisi sans l'avoir encore enregistré.",
      de: 'Bewahrt Ihre begonnene Bewerbung als Anbieter: den Schritt und was Sie eingegeben, aber noch nicht gespeichert haben.',
    },
    duration: {
      en: 'Until you finish the application or clear your browser data',
      fr: "Jusqu'à la fin de la candidature ou l'effacement des données de votre navigateur",
      de: 'Bis Sie die Bewerbung abschließen oder Ihre Browserdaten löschen',
    },
  },
  {
    names: ['luxpro_access_session'],
    kind: 'localStorage',
    purpose: {
      en: 'Only while LuxPro is in early access: a copy of your access (level, features, expiry) so pages show what it includes.',
      fr: 'Uniquement pendant l’accès anticipé : une copie de votre accès (niveau, fonctions, expiration) pour que les pages montrent ce qu’il inclut.',
      de: 'Nur während des Vorabzugangs: eine Kopie Ihres Zugangs (Stufe, Funktionen, Ablauf), damit Seiten zeigen, was er umfasst.',
    },
    duration: {
      en: 'Removed when it expires',
      fr: 'Supprimé à son expiration',
      de: 'Wird beim Ablauf entfernt',
    },
  },
  {
    names: ['luxpro_banner_dismissed'],
    kind: 'cookie',
    purpose: {
      en: 'Remembers that you closed the announcement above the header, until its text changes, so our server leaves it out of the pages it sends you.',
      fr: 'Mémorise que vous avez fermé l’annonce au-dessus de l’en-tête, jusqu’à ce que son texte change, pour que notre serveur ne la mette plus dans les pages qu’il vous envoie.',
      de: 'Merkt sich, dass Sie die Ankündigung über der Kopfzeile geschlossen haben, bis sich ihr Text ändert, damit unser Server sie nicht mehr in die Seiten einfügt, die er Ihnen sendet.',
    },
    duration: {
      en: '1 year',
      fr: '1 an',
      de: '1 Jahr',
    },
  },
  {
    names: ['demoMode'],
    kind: 'localStorage',
    purpose: {
      en: 'Remembers that you switched demo mode on (a trial run with fictitious businesses).',
      fr: 'Mémorise que vous avez activé le mode démo (un essai avec des entreprises fictives).',
      de: 'Merkt sich, dass Sie den Demo-Modus eingeschaltet haben (ein Probelauf mit fiktiven Betrieben).',
    },
    duration: {
      en: 'Until you switch demo mode off or clear your browser data',
      fr: 'Jusqu’à ce que vous désactiviez le mode démo ou effaciez les données du navigateur',
      de: 'Bis Sie den Demo-Modus ausschalten oder Ihre Browserdaten löschen',
    },
  },
  {
    names: ['luxpro-assistant-conversation'],
    kind: 'sessionStorage',
    purpose: {
      en: 'Keeps your conversation with the assistant while the tab is open.',
      fr: "Conserve votre conversation avec l'assistant tant que l'onglet est ouvert.",
      de: 'Bewahrt Ihr Gespräch mit dem Assistenten, solange der Tab geöffnet ist.',
    },
    duration: {
      en: 'Until you close the tab',
      fr: "Jusqu'à la fermeture de l'onglet",
      de: 'Bis Sie den Tab schließen',
    },
  },
  {
    names: ['luxpro-saved-providers'],
    kind: 'localStorage',
    purpose: {
      en: 'Keeps the providers you saved before signing in; they join your account when you sign in, and are removed here.',
      fr: 'Conserve les prestataires que vous avez enregistrés avant de vous connecter ; ils rejoignent votre compte à la connexion et sont alors supprimés ici.',
      de: 'Bewahrt die Anbieter, die Sie sich vor der Anmeldung gemerkt haben; bei der Anmeldung kommen sie in Ihr Konto und werden hier entfernt.',
    },
    duration: {
      en: 'Until you sign in or clear your browser data',
      fr: 'Jusqu’à votre connexion ou l’effacement des données du navigateur',
      de: 'Bis Sie sich anmelden oder Ihre Browserdaten löschen',
    },
  },
  {
    names: ['luxpro-shortlist'],
    kind: 'sessionStorage',
    purpose: {
      en: 'Keeps the providers you shortlisted while the tab is open.',
      fr: "Conserve les prestataires de votre sélection tant que l'onglet est ouvert.",
      de: 'Bewahrt die Anbieter Ihrer Auswahlliste, solange der Tab geöffnet ist.',
    },
    duration: {
      en: 'Until you close the tab',
      fr: "Jusqu'à la fermeture de l'onglet",
      de: 'Bis Sie den Tab schließen',
    },
  },
  {
    names: ['luxpro-static-v1', 'luxpro-assets-v1', 'luxpro-settings-v1'],
    kind: 'cacheStorage',
    purpose: {
      en: "Keeps the application's files and your language so that pages load quickly and work offline.",
      fr: "Conserve les fichiers de l'application et votre langue pour que les pages se chargent vite et fonctionnent hors ligne.",
      de: 'Bewahrt die Dateien der Anwendung und Ihre Sprache, damit Seiten schnell laden und offline funktionieren.',
    },
    duration: {
      en: 'Until a new version replaces them or you clear your browser data',
      fr: "Jusqu'à leur remplacement par une nouvelle version ou l'effacement des données de votre navigateur",
      de: 'Bis eine neue Version sie ersetzt oder Sie Ihre Browserdaten löschen',
    },
  },
]

/** Every name the policy lists. */
export const BROWSER_STORAGE_NAMES: readonly string[] = BROWSER_STORAGE.flatMap((entry) => entry.names)

/** The policy's table rows in one language: name(s), kind, purpose, duration. */
export function browserStorageRows(language: UiLanguage): string[][] {
  return BROWSER_STORAGE.map((entry) => [
    entry.names.join(', '),
    KIND_LABELS[entry.kind][language],
    entry.purpose[language],
    entry.duration[language],
  ])
}
