import { fold } from '@shared/text/fold'

/**
 * A question about LuxPro itself, not a job: how the site works or what it costs, how the tradesperson
 * is paid, the site's languages, whether its professionals are checked, the customer's account, a
 * confirmation e-mail, a request cancelled by mistake. Read as a trade, "the site" became web
 * development and "the confirmation e-mail" IT support. Patterns on the folded text, in the seven
 * languages; "the site" counts only as ours (not "le site de ma boulangerie", "a website").
 */

/**
 * Our site or app, as a customer using it speaks of it: "through the site", "your website", "sur le
 * site", "pelo site", "come funziona il sito", "la web es…". Not "the website only shows an error" nor "o
 * site novo": a site of the customer's own, which is web development.
 */
const OUR_SITE = new RegExp(
  [
    '\\b(?:through|via|on|use|using) (?:the|this|your) (?:site|website|app|platform)\\b',
    '\\b(?:your|this) (?:site|website|app|platform)\\b(?! (?:of|for) )',
    '\\bis there an app\\b',
    '\\b(?:sur|par|via|utiliser) (?:le|ce|votre) site\\b',
    '\\b(?:votre|ce) site\\b(?! (?:de|du|des|pour) )',
    '\\ble site (?:est|existe|marche|fonctionne)\\b',
    '\\b(?:uber|auf) (?:die|diese|ihre|eure) (?:seite|website|plattform|app)\\b',
    '\\b(?:ihre|eure|diese) (?:seite|website|plattform|app)\\b(?! (?:von|vom|fur) )',
    "\\b(?:iwwer|op) (?:d'|are )(?:websait|platform|app)\\b",
    '\\bare websait\\b',
    '\\b(?:pelo|usar o) site\\b',
    '\\b(?:o vosso|este) site\\b(?! (?:de|da|do|para) )',
    '\\bo site (?:tambem|existe|funciona|e gratis)\\b',
    '\\b(?:sul|dal|usare il) sito\\b',
    '\\b(?:il vostro|questo) sito\\b(?! (?:di|del|della|per) )',
    '\\b(?:come funziona|avete) il sito\\b',
    '\\b(?:por|usar) la web\\b',
    '\\b(?:vuestra|esta) web\\b(?! (?:de|del|para) )',
    '\\bla web es\\b',
    '\\bde la web (?:estan|son)\\b',
  ].join('|'),
)

/** What a customer asks about the site: its price, payment, languages, checks, how it works. */
const ABOUT_THE_SITE = new RegExp(
  [
    '\\b(?:free|cost|costs|pay|paid|payment|language|english|french|german|verified|checked|work|works|app)\\b',
    '\\b(?:gratuit|payant|coute|payer|paiement|langue|anglais|allemand|portugais|verifies?|fonctionne|marche)\\b',
    '\\b(?:kostenlos|gratis|kostet|zahlen|bezahlen|sprache|englisch|franzosisch|portugiesisch|gepruft|funktioniert)\\b',
    '\\b(?:gratis|kascht|bezuelen|sprooch|franseisch|englesch)\\b',
    '\\b(?:gratis|custa|pagar|paga|pagamento|lingua|portugues|ingles|frances|verificados|funciona)\\b',
    '\\b(?:gratis|gratuito|costa|pagare|pagamento|lingua|italiano|inglese|francese|verificati|funziona)\\b',
    '\\b(?:gratis|gratuita|cuesta|pagar|pago|idioma|espanol|ingles|frances|verificados|funciona)\\b',
  ].join('|'),
)

/** The confirmation e-mail of an account or request. */
const CONFIRMATION_MAIL = new RegExp(
  [
    '\\b(?:confirmation|confirmacao|conferma|confirmacion)[ -]?(?:e-?mail|mail|link|code)\\b',
    '\\b(?:e-?mail|mail|correo|link) (?:de|di) (?:confirmation|confirmacao|conferma|confirmacion)\\b',
    '\\bbestatigungs-?(?:e-?mail|mail|link)\\b',
  ].join('|'),
)
/**
 * A confirmation e-mail as a feature of something to build ("eine Buchungsseite mit Kalender und Bestätigungsmail",
 * "a booking page with a confirmation email"): a web project, not ours.
 */
const MAIL_AS_A_FEATURE = new RegExp(
  `\\b(?:with|and|mit|und|avec|et|com|e|con|y)\\s+(?:(?:a|an|une|um|uma|una|eine|einer)\\s+)?(?:${CONFIRMATION_MAIL.source})`,
)
/** The customer's account ("my account", "mon compte", "mein Konto"…). */
const MY_ACCOUNT = /\b(?:my|mon|mein|meng|minha|meu|il mio|mi) (?:account|compte|konto|kont|conta|cuenta)\b/
/** What is done to an account: deleted, changed, its password or e-mail address. */
const ACCOUNT_CHANGE = new RegExp(
  [
    '\\b(?:delete|close|change|password|e-?mail|address)\\b',
    '\\b(?:supprimer|fermer|changer|modifier|mot de passe|adresse|e-?mail)\\b',
    '\\b(?:loschen|schliessen|andern|passwort|adresse|e-?mail)\\b',
    '\\b(?:laschen|aenneren|passwuert)\\b',
    '\\b(?:apagar|eliminar|fechar|mudar|alterar|senha|endereco|e-?mail)\\b',
    '\\b(?:cancellare|eliminare|chiudere|cambiare|modificare|password|indirizzo|e-?mail)\\b',
    '\\b(?:borrar|eliminar|cerrar|cambiar|contrasena|direccion|correo)\\b',
  ].join('|'),
)
/** A request of ours cancelled or to cancel. */
const REQUEST_CANCELLED =
  /\b(?:cancel\w*|annul\w*|storni\w*|cancela\w*|cancell\w*)\b.{0,30}\b(?:request|demande|anfrage|pedido|richiesta|solicitud)\b|\b(?:request|demande|anfrage|pedido|richiesta|solicitud)\b.{0,30}\b(?:cancel\w*|annul\w*|storni\w*|cancela\w*|cancell\w*)\b/
/**
 * Whether the message asks about LuxPro itself: `surely` for the account, its confirmation e-mail and a
 * cancelled request (whatever other words it has: "renvoyer" is also "to fire" someone); `unless a trade`
 * for the site's price, payment, languages and checks, which a job's words outweigh.
 */
export function asksAboutLuxPro(text: string): 'surely' | 'unless a trade' | null {
  const folded = fold(text)
  const confirmationMail = CONFIRMATION_MAIL.test(folded) && !MAIL_AS_A_FEATURE.test(folded)
  if (confirmationMail || (MY_ACCOUNT.test(folded) && ACCOUNT_CHANGE.test(folded))) return 'surely'
  if (REQUEST_CANCELLED.test(folded)) return 'surely'
  if (!folded.includes('?')) return null
  return OUR_SITE.test(folded) && ABOUT_THE_SITE.test(folded) ? 'unless a trade' : null
}
