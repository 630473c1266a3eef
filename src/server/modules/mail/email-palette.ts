/**
 * The emails' colours: the brand's (the web app's theme), in pairs. Every text colour is set with
 * the background it sits on, so a mail client that repaints one in dark mode repaints the other too.
 */
export const LIGHT = {
  page: { color: '#0f172a', backgroundColor: '#f1f5f9' },
  card: { color: '#0f172a', backgroundColor: '#ffffff' },
  muted: { color: '#475569', backgroundColor: '#ffffff' },
  quote: { color: '#0f172a', backgroundColor: '#e6f6fc' },
  link: { color: '#0077a8', backgroundColor: '#ffffff' },
  quoteLink: { color: '#005f86', backgroundColor: '#e6f6fc' },
  button: { color: '#ffffff', backgroundColor: '#0077a8' },
  wordmark: { color: '#0077a8', backgroundColor: '#f1f5f9' },
  footer: { color: '#475569', backgroundColor: '#f1f5f9' },
  footerLink: { color: '#005f86', backgroundColor: '#f1f5f9' },
} as const
export type Tone = keyof typeof LIGHT

/** The same pairs for a reader in dark mode (clients that honour `prefers-color-scheme`). */
const DARK: Record<Tone, { color: string; backgroundColor: string }> = {
  page: { color: '#e2e8f0', backgroundColor: '#020617' },
  card: { color: '#e2e8f0', backgroundColor: '#0f172a' },
  muted: { color: '#94a3b8', backgroundColor: '#0f172a' },
  quote: { color: '#e2e8f0', backgroundColor: '#0c2d3d' },
  link: { color: '#7dd3fc', backgroundColor: '#0f172a' },
  quoteLink: { color: '#7dd3fc', backgroundColor: '#0c2d3d' },
  button: { color: '#ffffff', backgroundColor: '#0077a8' },
  wordmark: { color: '#38bdf8', backgroundColor: '#020617' },
  footer: { color: '#94a3b8', backgroundColor: '#020617' },
  footerLink: { color: '#7dd3fc', backgroundColor: '#020617' },
}

/** The class that repaints a tone in dark mode. */
export const tone = (name: Tone) => `lp-${name}`

const darkRules = (Object.keys(DARK) as Tone[])
  .map(
    (name) =>
      `.lp-${name}{color:${DARK[name].color}!important;background-color:${DARK[name].backgroundColor}!important}`,
  )
  .join('')

/** The one style sheet: the dark pairs for clients that honour the reader's scheme, a phone's narrower card. */
export const CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){${darkRules}.lp-box{border-color:#1e293b!important}.lp-quote{border-left-color:#38bdf8!important}}
@media (max-width:620px){.lp-box{padding:24px 18px!important}.lp-shell{padding:16px 8px!important}}`

export const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif'
