import type { UiLanguage } from '@shared/i18n/languages'
import type { PushedNotice, PushPayload } from '@shared/push/push-subscriptions'

type Copy = Record<PushedNotice, { title: string; body: (name: string) => string; bodyUnnamed: string }>

/** What a push says, per notice and language: a title, and a line naming who it is from when known. */
const COPY: Record<UiLanguage, Copy> = {
  en: {
    request_received: {
      title: 'New request',
      body: (name) => `${name} would like a quote from you.`,
      bodyUnnamed: 'A customer would like a quote from you.',
    },
    quote_received: {
      title: 'New quote',
      body: (name) => `${name} sent you a quote.`,
      bodyUnnamed: 'A business sent you a quote.',
    },
    message_received: {
      title: 'New message',
      body: (name) => `${name} wrote to you.`,
      bodyUnnamed: 'You have a new message about your request.',
    },
  },
  fr: {
    request_received: {
      title: 'Nouvelle demande',
      body: (name) => `${name} aimerait recevoir votre devis.`,
      bodyUnnamed: 'Un client aimerait recevoir votre devis.',
    },
    quote_received: {
      title: 'Nouveau devis',
      body: (name) => `${name} vous a envoyé un devis.`,
      bodyUnnamed: 'Une entreprise vous a envoyé un devis.',
    },
    message_received: {
      title: 'Nouveau message',
      body: (name) => `${name} vous a écrit.`,
      bodyUnnamed: 'Vous avez un nouveau message au sujet de votre demande.',
    },
  },
  de: {
    request_received: {
      title: 'Neue Anfrage',
      body: (name) => `${name} möchte ein Angebot von Ihnen.`,
      bodyUnnamed: 'Ein Kunde möchte ein Angebot von Ihnen.',
    },
    quote_received: {
      title: 'Neues Angebot',
      body: (name) => `${name} hat Ihnen ein Angebot geschickt.`,
      bodyUnnamed: 'Ein Unternehmen hat Ihnen ein Angebot geschickt.',
    },
    message_received: {
      title: 'Neue Nachricht',
      body: (name) => `${name} hat Ihnen geschrieben.`,
      bodyUnnamed: 'Sie haben eine neue Nachricht zu Ihrer Anfrage.',
    },
  },
}

/** A name shown on a lock screen is kept short. */
const MAX_NAME = 60

/**
 * The payload for one device, in its language: the notice's title and line, the page to open (the
 * notice's path, in that language) and a tag per page, so a second message about the same request
 * replaces the first rather than piling up.
 */
export function pushPayload(
  notice: { kind: PushedNotice; params: Record<string, string>; href: string },
  language: UiLanguage,
): PushPayload {
  const copy = COPY[language][notice.kind]
  const name = (notice.params.customerName || notice.params.providerName || '').trim().slice(0, MAX_NAME)
  const url =
    language === 'en' ? notice.href : `${notice.href}${notice.href.includes('?') ? '&' : '?'}lang=${language}`
  return {
    title: copy.title,
    body: name ? copy.body(name) : copy.bodyUnnamed,
    url,
    tag: `${notice.kind}:${notice.href}`,
  }
}
