// Pre-renders the landing and how-it-works pages (no forms that post before hydration) in en, fr and de into dist/web/prerendered/<lang>/.
// The server sends them for a matching path and language; the browser hydrates them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'vite'

const root = new URL('..', import.meta.url).pathname
const PAGES = [
  { path: '/', namespaces: ['landing'] },
  { path: '/how-it-works', namespaces: ['info'] },
]
const LANGUAGES = ['en', 'fr', 'de']

const outDir = join(root, 'dist/prerender')
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: join(root, 'src/web/prerender.tsx'), outDir, emptyOutDir: true, manifest: false },
})
const { renderPage } = await import(join(outDir, 'prerender.js'))
const shell = readFileSync(join(root, 'dist/web/index.html'), 'utf8')
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1]
if (!entry) throw new Error('entry script not found in dist/web/index.html')
// Pre-rendered pages load the app after their first paint (public/boot.js) instead of up front.
const template = shell
  .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
  .replace('</head>', '  <script src="/boot.js" defer></script>\n  </head>')
const target = join(root, 'dist/web/prerendered')
rmSync(target, { recursive: true, force: true })

for (const language of LANGUAGES) {
  for (const { path, namespaces } of PAGES) {
    const url = language === 'en' ? path : `${path}?lang=${language}`
    const body = await renderPage(url, language, namespaces)
    const html = template
      .replace('<html lang="en">', `<html lang="${language}" data-entry="${entry}">`)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered="${language}">${body}</div>`,
      )
    const file = join(target, language, path === '/' ? 'index.html' : `${path.slice(1)}.html`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
    console.log(`pre-rendered ${url} → ${file.slice(root.length)}`)
  }
}
rmSync(outDir, { recursive: true, force: true })
process.exit(0)
