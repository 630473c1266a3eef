import type { LocalizedText } from '@server/db/schema/providers'
import { localized as t } from './types'

export interface ReviewSentence {
  rating: 1 | 2 | 3 | 4 | 5
  /** Sentences about a site or a visit only suit trades; about advice and deadlines, offices. */
  group?: 'home' | 'business'
  text: LocalizedText
}

export const REVIEW_SENTENCES: ReviewSentence[] = [
  {
    rating: 5,
    text: t(
      'Excellent work from start to finish.',
      'Travail excellent du début à la fin.',
      'Hervorragende Arbeit von Anfang bis Ende.',
    ),
  },
  {
    rating: 5,
    text: t(
      'Very professional, I can recommend them without hesitation.',
      'Très professionnels, je recommande sans hésiter.',
      'Sehr professionell, ich kann sie uneingeschränkt empfehlen.',
    ),
  },
  {
    rating: 5,
    text: t(
      'Fast reply, fair price and a great result.',
      'Réponse rapide, prix correct et résultat parfait.',
      'Schnelle Antwort, fairer Preis und ein tolles Ergebnis.',
    ),
  },
  {
    rating: 5,
    text: t(
      'The quote was clear and the final bill matched it exactly.',
      'Le devis était clair et la facture finale l’a respecté à l’euro près.',
      'Das Angebot war klar, und die Rechnung entsprach genau dem vereinbarten Betrag.',
    ),
  },
  {
    rating: 5,
    text: t(
      'Friendly, reliable and always easy to reach.',
      'Aimables, fiables et toujours joignables.',
      'Freundlich, zuverlässig und immer gut erreichbar.',
    ),
  },
  {
    rating: 5,
    text: t(
      'We will definitely work with them again.',
      'Nous ferons de nouveau appel à eux, sans hésiter.',
      'Wir werden sie auf jeden Fall wieder beauftragen.',
    ),
  },
  {
    rating: 5,
    group: 'home',
    text: t(
      'Punctual, friendly and very tidy work.',
      'Ponctuels, aimables et très soigneux.',
      'Pünktlich, freundlich und sehr sauber gearbeitet.',
    ),
  },
  {
    rating: 5,
    group: 'home',
    text: t(
      'They came the day after my call and solved the problem in an hour.',
      'Ils sont venus le lendemain de mon appel et ont réglé le problème en une heure.',
      'Sie kamen am Tag nach meinem Anruf und haben das Problem in einer Stunde gelöst.',
    ),
  },
  {
    rating: 5,
    group: 'home',
    text: t(
      'Everything was explained clearly and the place was left spotless.',
      'Tout a été bien expliqué et les lieux ont été laissés impeccables.',
      'Alles wurde verständlich erklärt, und es wurde alles blitzsauber hinterlassen.',
    ),
  },
  {
    rating: 5,
    group: 'business',
    text: t(
      'Clear advice in plain language, exactly what I needed.',
      'Des conseils clairs et sans jargon, exactement ce qu’il me fallait.',
      'Klare Beratung ohne Fachchinesisch – genau das, was ich brauchte.',
    ),
  },
  {
    rating: 5,
    group: 'business',
    text: t(
      'Deadlines were met and every question got a quick answer.',
      'Les délais ont été tenus et chaque question a reçu une réponse rapide.',
      'Die Fristen wurden eingehalten und jede Frage schnell beantwortet.',
    ),
  },
  {
    rating: 4,
    text: t(
      'Good work overall, with a small delay at the start.',
      'Bon travail dans l’ensemble, avec un petit retard au démarrage.',
      'Insgesamt gute Arbeit, nur am Anfang etwas Verzögerung.',
    ),
  },
  {
    rating: 4,
    text: t(
      'Competent and friendly. A little expensive, but the quality is there.',
      'Compétents et aimables. Un peu cher, mais la qualité est au rendez-vous.',
      'Kompetent und freundlich. Etwas teuer, aber die Qualität stimmt.',
    ),
  },
  {
    rating: 4,
    text: t(
      'Reliable service, although it took a few days to get a reply.',
      'Service fiable, même s’il a fallu quelques jours pour obtenir une réponse.',
      'Zuverlässiger Service, auf die Antwort musste ich allerdings ein paar Tage warten.',
    ),
  },
  {
    rating: 4,
    text: t(
      'Very satisfied with the result, I would book them again.',
      'Très satisfait du résultat, je referai appel à eux.',
      'Mit dem Ergebnis sehr zufrieden, ich würde sie wieder buchen.',
    ),
  },
  {
    rating: 4,
    text: t(
      'Good value for money and clear communication.',
      'Bon rapport qualité-prix et communication claire.',
      'Gutes Preis-Leistungs-Verhältnis und klare Kommunikation.',
    ),
  },
  {
    rating: 4,
    group: 'home',
    text: t(
      'Clean work, even though the appointment was moved once.',
      'Travail propre, même si le rendez-vous a été décalé une fois.',
      'Saubere Arbeit, auch wenn der Termin einmal verschoben wurde.',
    ),
  },
  {
    rating: 4,
    group: 'business',
    text: t(
      'Knowledgeable and efficient, although the invoice was higher than I expected.',
      'Compétents et efficaces, même si la facture était plus élevée que prévu.',
      'Kompetent und effizient, auch wenn die Rechnung höher war als erwartet.',
    ),
  },
  {
    rating: 3,
    text: t(
      'The result is fine, but communication could be better.',
      'Le résultat est correct, mais la communication pourrait être meilleure.',
      'Das Ergebnis ist in Ordnung, aber die Kommunikation könnte besser sein.',
    ),
  },
  {
    rating: 3,
    text: t(
      'Decent work, but it took longer than announced.',
      'Travail correct, mais cela a pris plus de temps qu’annoncé.',
      'Ordentliche Arbeit, hat aber länger gedauert als angekündigt.',
    ),
  },
  {
    rating: 3,
    text: t(
      'Friendly, but I had to chase them several times.',
      'Aimables, mais j’ai dû les relancer plusieurs fois.',
      'Freundlich, aber ich musste mehrmals nachhaken.',
    ),
  },
  {
    rating: 3,
    text: t(
      'The final price was higher than the quote.',
      'Le prix final était plus élevé que le devis.',
      'Der Endpreis lag über dem Kostenvoranschlag.',
    ),
  },
  {
    rating: 3,
    text: t(
      'OK for the job, nothing more.',
      'Correct pour le travail demandé, sans plus.',
      'Für den Auftrag in Ordnung, mehr aber auch nicht.',
    ),
  },
  {
    rating: 2,
    text: t(
      'Several missed appointments before the work finally started.',
      'Plusieurs rendez-vous manqués avant que le travail ne commence enfin.',
      'Mehrere verpasste Termine, bevor die Arbeit endlich begann.',
    ),
  },
  {
    rating: 2,
    text: t(
      'Part of the job had to be redone.',
      'Une partie du travail a dû être refaite.',
      'Ein Teil der Arbeit musste nachgebessert werden.',
    ),
  },
  {
    rating: 2,
    text: t(
      'Hard to reach and slow to answer.',
      'Difficiles à joindre et lents à répondre.',
      'Schwer erreichbar und langsam mit Antworten.',
    ),
  },
  {
    rating: 2,
    text: t('Expensive for the result.', 'Cher pour le résultat obtenu.', 'Teuer für das Ergebnis.'),
  },
  {
    rating: 1,
    text: t(
      'Nobody showed up on the agreed day and no one called.',
      'Personne n’est venu le jour convenu et personne n’a appelé.',
      'Am vereinbarten Tag kam niemand, und es hat sich auch keiner gemeldet.',
    ),
  },
  {
    rating: 1,
    text: t(
      'Very disappointed, I would not recommend them.',
      'Très déçu, je ne les recommande pas.',
      'Sehr enttäuscht, ich kann sie nicht empfehlen.',
    ),
  },
  {
    rating: 1,
    text: t(
      'The invoice did not match what had been agreed.',
      'La facture ne correspondait pas à ce qui avait été convenu.',
      'Die Rechnung entsprach nicht dem Vereinbarten.',
    ),
  },
  {
    rating: 1,
    text: t(
      'A week later the problem was still there.',
      'Une semaine plus tard, le problème était toujours là.',
      'Eine Woche später bestand das Problem immer noch.',
    ),
  },
]

/** Owners' answers; {first} is the reviewer's first name. */
export const REPLIES = {
  thanks: [
    t(
      'Thank you for your review, {first}. It was a pleasure working with you.',
      'Merci beaucoup pour votre avis, {first}. Ce fut un plaisir de travailler pour vous.',
      'Vielen Dank für Ihre Bewertung, {first}. Es war uns eine Freude.',
    ),
    t(
      'Many thanks, {first}! We look forward to seeing you again.',
      'Un grand merci, {first} ! Au plaisir de vous revoir.',
      'Herzlichen Dank, {first}! Wir freuen uns auf das nächste Mal.',
    ),
    t(
      'Thank you for your trust and your kind words.',
      'Merci pour votre confiance et vos mots aimables.',
      'Danke für Ihr Vertrauen und die netten Worte.',
    ),
  ],
  apology: [
    t(
      'We are sorry about this, {first}. Please call us so that we can find a solution.',
      'Nous sommes désolés, {first}. N’hésitez pas à nous appeler pour que nous trouvions une solution.',
      'Das tut uns leid, {first}. Bitte rufen Sie uns an, damit wir eine Lösung finden.',
    ),
    t(
      'Thank you for your feedback. We have changed our planning so that this does not happen again.',
      'Merci pour votre retour. Nous avons revu notre organisation pour que cela ne se reproduise pas.',
      'Danke für Ihre Rückmeldung. Wir haben unsere Planung angepasst, damit das nicht wieder vorkommt.',
    ),
  ],
}
