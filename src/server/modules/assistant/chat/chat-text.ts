import type { PricingUnit } from '@server/modules/pricing/pricing-model'
import type { UiLanguage } from '@shared/i18n/languages'

/**
 * Everything the assistant says, in the interface languages (en, fr, de), as data. `{name}` marks a
 * value filled in by `say`. English messages quoted in docs/product.md are used word for word.
 */

export const CHAT_TEXT = {
  askCategory: {
    en: 'Which service do you need? Choose one below or tell me a little more about the job.',
    fr: 'De quel service avez-vous besoin ? Choisissez-en un ci-dessous ou décrivez un peu plus les travaux.',
    de: 'Welche Leistung brauchen Sie? Wählen Sie unten eine aus oder beschreiben Sie die Arbeit etwas genauer.',
  },
  askCategoryOfProvider: {
    en: '{provider} offers the services below. Which one do you need?',
    fr: '{provider} propose les services ci-dessous. Lequel vous faut-il ?',
    de: '{provider} bietet die folgenden Leistungen an. Welche brauchen Sie?',
  },
  askPlace: {
    en: '{category}: noted. Where is the job? Give the locality or postal code in Luxembourg.',
    fr: '{category} : c’est noté. Où se trouvent les travaux ? Indiquez la localité ou le code postal au Luxembourg.',
    de: '{category}: notiert. Wo findet die Arbeit statt? Nennen Sie den Ort oder die Postleitzahl in Luxemburg.',
  },
  askPlaceAgain: {
    en: 'Where is the job, then? Give the locality or postal code in Luxembourg.',
    fr: 'Où se trouvent les travaux, alors ? Indiquez la localité ou le code postal au Luxembourg.',
    de: 'Wo findet die Arbeit dann statt? Nennen Sie den Ort oder die Postleitzahl in Luxemburg.',
  },
  abroad: {
    en: 'We only serve Luxembourg, and {place} is outside the country. Where in Luxembourg is the job? Give the locality or postal code.',
    fr: 'Nous intervenons uniquement au Luxembourg, et {place} se trouve hors du pays. Où au Luxembourg se trouvent les travaux ? Indiquez la localité ou le code postal.',
    de: 'Wir sind nur in Luxemburg tätig, und {place} liegt außerhalb des Landes. Wo in Luxemburg findet die Arbeit statt? Nennen Sie den Ort oder die Postleitzahl.',
  },
  confirmLocation: {
    en: 'Is it in {place}?',
    fr: 'Est-ce à {place} ?',
    de: 'Ist es in {place}?',
  },
  confirmLocationAgain: {
    en: 'Please answer yes or no: is it in {place}?',
    fr: 'Répondez par oui ou par non : est-ce à {place} ?',
    de: 'Bitte antworten Sie mit Ja oder Nein: Ist es in {place}?',
  },
  estimate: {
    en: '{category} in {locality}: expect about {range} including VAT ({confidence} confidence).{extra} Shall I show you providers who can do it?',
    fr: '{category} à {locality} : comptez environ {range} TVA comprise (fiabilité {confidence}).{extra} Voulez-vous voir les prestataires qui peuvent s’en charger ?',
    de: '{category} in {locality}: rechnen Sie mit etwa {range} inklusive MwSt. ({confidence} Zuverlässigkeit).{extra} Soll ich Ihnen passende Anbieter zeigen?',
  },
  estimateForProvider: {
    en: '{category} in {locality}: expect about {range} including VAT ({confidence} confidence).{extra} Shall I prepare your request to {provider}?',
    fr: '{category} à {locality} : comptez environ {range} TVA comprise (fiabilité {confidence}).{extra} Voulez-vous préparer votre demande à {provider} ?',
    de: '{category} in {locality}: rechnen Sie mit etwa {range} inklusive MwSt. ({confidence} Zuverlässigkeit).{extra} Soll ich Ihre Anfrage an {provider} vorbereiten?',
  },
  // Said inside the estimate ({extra}) when a catalogue job was priced.
  listedFrom: {
    en: ' Providers here list this from {price} excl. VAT.',
    fr: ' Les prestataires d’ici affichent ces travaux à partir de {price} HT.',
    de: ' Anbieter hier nennen dafür Preise ab {price} ohne MwSt.',
  },
  askJobQuantity: {
    en: ' To refine it, tell me {what}: I assumed {quantity}.',
    fr: ' Pour affiner, indiquez-moi {what} : j’ai supposé {quantity}.',
    de: ' Zur Verfeinerung nennen Sie mir {what}: angenommen habe ich {quantity}.',
  },
  providers: {
    en: 'Here are {count} providers for {category} near {locality}. Choose the ones you want and request quotes.',
    fr: 'Voici {count} prestataires pour {category} près de {locality}. Choisissez ceux que vous voulez et demandez des devis.',
    de: 'Hier sind {count} Anbieter für {category} in der Nähe von {locality}. Wählen Sie die gewünschten aus und fordern Sie Angebote an.',
  },
  oneProvider: {
    en: 'Here is {provider} for {category} in {locality}. Request a quote when you are ready.',
    fr: 'Voici {provider} pour {category} à {locality}. Demandez un devis quand vous êtes prêt.',
    de: 'Hier ist {provider} für {category} in {locality}. Fordern Sie ein Angebot an, wenn Sie bereit sind.',
  },
  noMatch: {
    en: "I'm sorry, I couldn't find any service providers matching your criteria.",
    fr: 'Je suis désolé, je n’ai trouvé aucun prestataire correspondant à vos critères.',
    de: 'Es tut mir leid, ich konnte keine Dienstleister finden, die Ihren Kriterien entsprechen.',
  },
  chooseProviders: {
    en: 'Choose the providers you want and request quotes, or tell me what to change.',
    fr: 'Choisissez les prestataires souhaités et demandez des devis, ou dites-moi ce qu’il faut changer.',
    de: 'Wählen Sie die gewünschten Anbieter aus und fordern Sie Angebote an, oder sagen Sie mir, was geändert werden soll.',
  },
  signInToSend: {
    en: 'To send your request, please sign in or create a free account. Your conversation is kept.',
    fr: 'Pour envoyer votre demande, connectez-vous ou créez un compte gratuit. Votre conversation est conservée.',
    de: 'Um Ihre Anfrage zu senden, melden Sie sich an oder erstellen Sie ein kostenloses Konto. Ihr Gespräch bleibt erhalten.',
  },
  customersOnly: {
    en: 'Only customer accounts can request quotes. Sign in with a customer account to send this request.',
    fr: 'Seuls les comptes clients peuvent demander des devis. Connectez-vous avec un compte client pour envoyer cette demande.',
    de: 'Nur Kundenkonten können Angebote anfordern. Melden Sie sich mit einem Kundenkonto an, um diese Anfrage zu senden.',
  },
  quotesSent: {
    en: 'Your request has been sent to {count} providers. {promise}',
    fr: 'Votre demande a été envoyée à {count} prestataires. {promise}',
    de: 'Ihre Anfrage wurde an {count} Anbieter gesendet. {promise}',
  },
  quoteSentToOne: {
    en: 'Your request has been sent to {provider}. {promise}',
    fr: 'Votre demande a été envoyée à {provider}. {promise}',
    de: 'Ihre Anfrage wurde an {provider} gesendet. {promise}',
  },
  // Demo mode (ADR 031): the real world's 24–48 hours are a minute or two.
  demoQuotesSent: {
    en: 'Demo: your request has been sent to {count} fictitious businesses. Their quotes arrive within a minute or two (24–48 hours in real life), under My requests.',
    fr: 'Démo : votre demande a été envoyée à {count} entreprises fictives. Leurs devis arrivent d’ici une à deux minutes (24 à 48 heures en réalité), dans Mes demandes.',
    de: 'Demo: Ihre Anfrage wurde an {count} fiktive Betriebe gesendet. Ihre Angebote kommen in ein bis zwei Minuten (in Wirklichkeit 24–48 Stunden), unter Meine Anfragen.',
  },
  demoQuoteSentToOne: {
    en: 'Demo: your request has been sent to {provider}, a fictitious business. Its quote arrives within a minute or two (24–48 hours in real life), under My requests.',
    fr: 'Démo : votre demande a été envoyée à {provider}, une entreprise fictive. Son devis arrive d’ici une à deux minutes (24 à 48 heures en réalité), dans Mes demandes.',
    de: 'Demo: Ihre Anfrage wurde an {provider} gesendet, einen fiktiven Betrieb. Das Angebot kommt in ein bis zwei Minuten (in Wirklichkeit 24–48 Stunden), unter Meine Anfragen.',
  },
  projectName: {
    en: '{category} in {locality}',
    fr: '{category} à {locality}',
    de: '{category} in {locality}',
  },
} as const satisfies Record<string, Record<UiLanguage, string>>

export type ChatTextKey = keyof typeof CHAT_TEXT

/** Labels of the quick-reply buttons. */
export const BUTTON_TEXT = {
  yes: { en: "Yes, that's right", fr: 'Oui, c’est bien ça', de: 'Ja, genau' },
  no: { en: 'No, another place', fr: 'Non, un autre lieu', de: 'Nein, ein anderer Ort' },
  showProviders: { en: 'Show providers', fr: 'Voir les prestataires', de: 'Anbieter anzeigen' },
  prepareRequest: { en: 'Prepare my request', fr: 'Préparer ma demande', de: 'Anfrage vorbereiten' },
  requestQuotes: { en: 'Request quotes', fr: 'Demander des devis', de: 'Angebote anfordern' },
  signIn: {
    en: 'Sign in or register',
    fr: 'Se connecter ou s’inscrire',
    de: 'Anmelden oder registrieren',
  },
} as const satisfies Record<string, Record<UiLanguage, string>>

/** The one quantity a job is priced by, as asked for ("the area in m²"); whole jobs ask for none. */
export const QUANTITY_ASKED: Partial<Record<PricingUnit, Record<UiLanguage, string>>> = {
  m2: { en: 'the area in m²', fr: 'la surface en m²', de: 'die Fläche in m²' },
  item: { en: 'how many there are', fr: 'le nombre', de: 'die Anzahl' },
  metre: { en: 'the length in metres', fr: 'la longueur en mètres', de: 'die Länge in Metern' },
  page: { en: 'the number of pages', fr: 'le nombre de pages', de: 'die Seitenzahl' },
  hour: { en: 'about how many hours', fr: 'le nombre d’heures environ', de: 'etwa die Stundenzahl' },
  day: { en: 'the number of days', fr: 'le nombre de jours', de: 'die Zahl der Tage' },
  kwp: {
    en: 'the system size in kWp or panels',
    fr: 'la puissance en kWc ou le nombre de panneaux',
    de: 'die Anlagengröße in kWp oder Modulen',
  },
}

export const CONFIDENCE_WORDS: Record<UiLanguage, Record<'high' | 'medium' | 'low', string>> = {
  en: { high: 'high', medium: 'medium', low: 'low' },
  fr: { high: 'élevée', medium: 'moyenne', low: 'faible' },
  de: { high: 'hohe', medium: 'mittlere', low: 'geringe' },
}

/** The message in the language with its `{name}` slots filled (values are plain text, never HTML). */
export function say(
  key: ChatTextKey,
  language: UiLanguage,
  values: Record<string, string | number> = {},
): string {
  return CHAT_TEXT[key][language].replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  )
}
