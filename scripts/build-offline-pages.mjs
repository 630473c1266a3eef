// Writes dist/web/offline/<lang>.html: the page the service worker (public/sw.js) shows when a page
// is asked for without a network, in each language, from the `offline` messages of common.json.
// Plain HTML with its own styles: it must read without the network, the app or its stylesheet.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const outDir = join(root, 'dist/web/offline')
mkdirSync(outDir, { recursive: true })
for (const language of ['en', 'fr', 'de']) {
  const { offline } = JSON.parse(
    readFileSync(join(root, `src/shared/i18n/locales/${language}/common.json`), 'utf8'),
  )
  const html = `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#00A1DE" />
    <title>${escapeHtml(offline.metaTitle)} – LuxPro</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; background: #ffffff; }
      main { max-width: 32rem; margin: 0 auto; padding: 4rem 1.5rem; text-align: center; }
      h1 { font-size: 1.75rem; margin: 1.5rem 0 0.75rem; }
      p { color: #334155; line-height: 1.6; margin: 0; }
      a { display: inline-block; margin-top: 1.5rem; min-height: 2.75rem; padding: 0.625rem 1.25rem; box-sizing: border-box; border-radius: 0.5rem; background: #0077a8; color: #ffffff; font-weight: 600; text-decoration: none; }
      a:focus-visible { outline: 3px solid #0f172a; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#0077A8"/><path d="M18 16h8v26h16v7H18z" fill="#fff"/><circle cx="46" cy="20" r="5" fill="#EF3340"/></svg>
      <h1>${escapeHtml(offline.title)}</h1>
      <p>${escapeHtml(offline.body)}</p>
      <a href="">${escapeHtml(offline.retry)}</a>
    </main>
  </body>
</html>
`
  writeFileSync(join(outDir, `${language}.html`), html)
}
console.log('offline pages: dist/web/offline/{en,fr,de}.html')
