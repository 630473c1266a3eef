import type { UiLanguage } from '@shared/i18n/languages'
import type { UnsubscribeTopic } from '@shared/mail/notification-preferences'

type State = { kind: 'invalid' } | { kind: 'ask' | 'done'; email: string; topic: UnsubscribeTopic }

const COPY: Record<
  UiLanguage,
  {
    title: string
    topics: Record<UnsubscribeTopic, string>
    ask: (email: string, topic: string) => string
    button: string
    done: (email: string, topic: string) => string
    invalid: string
    preferences: string
    others: string
  }
> = {
  en: {
    title: 'Unsubscribe',
    topics: {
      quotes: 'emails about quotes and messages',
      reminders: 'reminder emails',
      news: 'LuxPro news',
      digest: 'the daily digest',
    },
    ask: (email, topic) =>
      `Stop sending ${topic} to ${email}? Everything stays readable in your LuxPro account.`,
    button: 'Unsubscribe',
    done: (email, topic) => `Done: ${email} no longer receives ${topic}.`,
    invalid:
      'This unsubscribe link is not valid. Open the link from the email again, or change your email preferences in your settings.',
    preferences: 'Email preferences in your settings',
    others:
      'Emails about your requests, quotes and account still arrive: they are needed for what you do on LuxPro.',
  },
  fr: {
    title: 'Se désabonner',
    topics: {
      quotes: 'les e-mails sur les devis et messages',
      reminders: 'les e-mails de rappel',
      news: 'les actualités LuxPro',
      digest: 'le résumé quotidien',
    },
    ask: (email, topic) =>
      `Ne plus envoyer ${topic} à ${email} ? Tout reste lisible dans votre compte LuxPro.`,
    button: 'Se désabonner',
    done: (email, topic) => `C’est fait : ${email} ne reçoit plus ${topic}.`,
    invalid:
      'Ce lien de désabonnement n’est pas valide. Rouvrez le lien depuis l’e-mail, ou modifiez vos préférences e-mail dans vos paramètres.',
    preferences: 'Préférences e-mail dans vos paramètres',
    others:
      'Les e-mails concernant vos demandes, devis et votre compte continuent d’arriver : ils sont nécessaires à ce que vous faites sur LuxPro.',
  },
  de: {
    title: 'Abmelden',
    topics: {
      quotes: 'E-Mails zu Angeboten und Nachrichten',
      reminders: 'Erinnerungs-E-Mails',
      news: 'LuxPro-Neuigkeiten',
      digest: 'tägliche Zusammenfassung',
    },
    ask: (email, topic) =>
      `Keine ${topic} mehr an ${email} senden? Alles bleibt in Ihrem LuxPro-Konto lesbar.`,
    button: 'Abmelden',
    done: (email, topic) => `Erledigt: ${email} erhält keine ${topic} mehr.`,
    invalid:
      'Dieser Abmeldelink ist ungültig. Öffnen Sie den Link aus der E-Mail erneut oder ändern Sie Ihre E-Mail-Einstellungen in Ihren Einstellungen.',
    preferences: 'E-Mail-Einstellungen in Ihren Einstellungen',
    others:
      'E-Mails zu Ihren Anfragen, Angeboten und Ihrem Konto kommen weiterhin: Sie sind für das nötig, was Sie auf LuxPro tun.',
  },
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The page an unsubscribe link opens. It is plain HTML from the server, so it works in any browser
 * without the app's script and without signing in; its one button posts the same URL.
 */
export function unsubscribePage(
  language: UiLanguage,
  state: State,
  links: { action: string; preferences: string },
): string {
  const copy = COPY[language]
  const preferencesUrl =
    language === 'en' ? links.preferences : links.preferences.replace('#', `?lang=${language}#`)
  let body: string
  if (state.kind === 'invalid') body = `<p role="alert">${escapeHtml(copy.invalid)}</p>`
  else {
    const topic = copy.topics[state.topic]
    body =
      state.kind === 'ask'
        ? `<p>${escapeHtml(copy.ask(state.email, topic))}</p>
<form method="post" action="${escapeHtml(links.action)}"><input type="hidden" name="confirm" value="1"><button type="submit">${escapeHtml(copy.button)}</button></form>`
        : `<p role="status">${escapeHtml(copy.done(state.email, topic))}</p>`
    body += `<p class="note">${escapeHtml(copy.others)}</p>`
  }
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(copy.title)} – LuxPro</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#f8fafc;margin:0;line-height:1.5}
main{max-width:36rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 3px rgb(15 23 42/.08)}
@media (max-width:40rem){main{margin:1rem;padding:1.25rem}}
h1{font-size:1.5rem;margin:0 0 1rem}.brand{font-weight:700;color:#0077a8;text-decoration:none;display:inline-block;margin-bottom:1rem}
button{font:inherit;font-weight:600;background:#0077a8;color:#fff;border:0;border-radius:8px;padding:.625rem 1rem;min-height:44px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #00a1de;outline-offset:2px}a{color:#0077a8}.note{color:#475569;font-size:.875rem}</style>
</head><body><main><a class="brand" href="/">LuxPro</a><h1>${escapeHtml(copy.title)}</h1>${body}
<p><a href="${escapeHtml(preferencesUrl)}">${escapeHtml(copy.preferences)}</a></p></main></body></html>`
}
