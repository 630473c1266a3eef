import { createTranslator } from '@server/i18n/translator'
import type { MaintenanceState } from '@shared/admin/settings-schemas'
import { dateTimeFormat } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The page visitors get while LuxPro is in maintenance: self-contained (no script, no asset). The
 * title says they will be back; the message says why, and a last line when, if the admin said.
 */
export function maintenancePage(state: MaintenanceState, language: UiLanguage): string {
  const t = createTranslator(language, 'pages')
  const end = state.endsAt
    ? dateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Luxembourg',
      }).format(new Date(state.endsAt))
    : null
  const paragraphs = state.message[language]
    .split(/\n\s*\n/)
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('')
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('maintenance.title'))} — LuxPro</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;line-height:1.5">
<main style="max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;text-align:center">
<p style="margin:0;font-size:1.5rem;font-weight:700;color:#0077a8">LuxPro</p>
<p style="margin:1rem 0 0;font-size:.875rem;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:#475569">${escapeHtml(t('maintenance.status'))}</p>
<h1 style="margin:.5rem 0 1rem;font-size:2rem">${escapeHtml(t('maintenance.title'))}</h1>
${paragraphs}
${end ? `<p style="color:#475569">${escapeHtml(t('maintenance.back', { time: end }))}</p>` : ''}
</main></body></html>`
}
