import { createTranslator } from '@server/i18n/translator'
import type { UiLanguage } from '@shared/i18n/languages'
import type { UnsubscribeTopic } from '@shared/mail/notification-preferences'

type State = { kind: 'invalid' } | { kind: 'ask' | 'done'; email: string; topic: UnsubscribeTopic }

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
  const t = createTranslator(language, 'pages')
  const preferencesUrl =
    language === 'en' ? links.preferences : links.preferences.replace('#', `?lang=${language}#`)
  let body: string
  if (state.kind === 'invalid') body = `<p role="alert">${escapeHtml(t('unsubscribe.invalid'))}</p>`
  else {
    const topic = t(`unsubscribe.topics.${state.topic}`)
    body =
      state.kind === 'ask'
        ? `<p>${escapeHtml(t('unsubscribe.ask', { email: state.email, topic }))}</p>
<form method="post" action="${escapeHtml(links.action)}"><input type="hidden" name="confirm" value="1"><button type="submit">${escapeHtml(t('unsubscribe.button'))}</button></form>`
        : `<p role="status">${escapeHtml(t('unsubscribe.done', { email: state.email, topic }))}</p>`
    body += `<p class="note">${escapeHtml(t('unsubscribe.others'))}</p>`
  }
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t('unsubscribe.title'))} – LuxPro</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#f8fafc;margin:0;line-height:1.5}
main{max-width:36rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 3px rgb(15 23 42/.08)}
@media (max-width:40rem){main{margin:1rem;padding:1.25rem}}
h1{font-size:1.5rem;margin:0 0 1rem}.brand{font-weight:700;color:#0077a8;text-decoration:none;display:inline-block;margin-bottom:1rem}
button{font:inherit;font-weight:600;background:#0077a8;color:#fff;border:0;border-radius:8px;padding:.625rem 1rem;min-height:44px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #00a1de;outline-offset:2px}a{color:#0077a8}.note{color:#475569;font-size:.875rem}</style>
</head><body><main><a class="brand" href="/">LuxPro</a><h1>${escapeHtml(t('unsubscribe.title'))}</h1>${body}
<p><a href="${escapeHtml(preferencesUrl)}">${escapeHtml(t('unsubscribe.preferences'))}</a></p></main></body></html>`
}
