import { PAGE_BOOT_SCRIPT } from '@shared/http/page-boot-script'
import { textDirection } from '@shared/i18n/languages'

/**
 * The HTML document around a server-rendered page, from the built index.html: the page's own
 * language, title and description, the critical CSS inline with the full stylesheet left to load
 * after the first paint, the app's entry started by the page boot script after that paint, and the
 * query answers the page was rendered with, as data (the CSP allows no other inline script). The
 * first frame waits for that data's element, the one after the page: a frame drawn while the parser is
 * midway (a slow network, a busy phone) showed half a footer, which the rest of it then pushed up.
 */

export interface DocumentParts {
  language: string
  title: string
  description: string
  criticalCss: string
  body: string
  /** The dehydrated query cache and the message namespaces the page used. */
  state: object
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside <script> must not be able to close the element or open a comment. */
export const jsonForScript = (value: object) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

export const STATE_ELEMENT_ID = 'luxpro-state'

/**
 * Splits the built index.html once into what every server-rendered document shares. Nothing in the
 * head is fetched before the first paint (ADR 034): the SVG icon is inline, and the manifest, which
 * only installing needs (and installing needs the app's service worker), is linked by the boot script.
 */
export function documentTemplate(indexHtml: string, { iconSvg }: { iconSvg: string }) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml)?.[1]
  const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(indexHtml)?.[1]
  const manifest = /<link rel="manifest" href="([^"]+)"/.exec(indexHtml)?.[1]
  if (!entry || !stylesheet || !manifest)
    throw new Error('index.html has no entry script, stylesheet or manifest: build the web app')
  const icon = `data:image/svg+xml,${encodeURIComponent(iconSvg.trim())}`
  const head = indexHtml
    .slice(indexHtml.indexOf('<head>') + '<head>'.length, indexHtml.indexOf('</head>'))
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet|manifest)"[^>]*>/g, '')
    .replace(/(<link rel="icon" href=")[^"]+(" type="image\/svg\+xml")/, `$1${icon}$2`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .trimEnd()

  return {
    entry,
    stylesheet,
    render(parts: DocumentParts): string {
      return `<!doctype html>
<html lang="${parts.language}" dir="${textDirection(parts.language)}" data-entry="${entry}" data-stylesheet="${stylesheet}" data-manifest="${manifest}">
  <head>${head}
    <title>${escapeHtml(parts.title)}</title>
    <meta name="description" content="${escapeHtml(parts.description)}" />
    <style>${parts.criticalCss}</style>
    <noscript><link rel="stylesheet" href="${stylesheet}"></noscript>
    <script>${PAGE_BOOT_SCRIPT}</script>
    <link rel="expect" href="#${STATE_ELEMENT_ID}" blocking="render" />
  </head>
  <body>
    <div id="root" data-ssr="${parts.language}">${parts.body}</div>
    <script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(parts.state)}</script>
  </body>
</html>
`
    },
  }
}
