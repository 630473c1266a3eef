// Budgets of the walking skeleton (issue 2), measured on the production build:
//   1. landing route initial JS ≤ 150 KB gzip  2. cold start to a healthy /health ≤ 2 s on an
//   already-migrated embedded database  3. Lighthouse mobile performance ≥ 95, accessibility 100 on /.
//   And issue 4's: the directory route's JS ≤ 120 KB gzip without Leaflet (which loads with the map only).
// Usage: npm run build && npm run bench:budgets   (add --skip-lighthouse for the first two only)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = new URL('..', import.meta.url).pathname
const web = join(root, 'dist/web')
const manifestFile = join(web, '.vite/manifest.json')
if (!existsSync(manifestFile)) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const results = []
const report = (name, value, unit, budget, ok) => {
  results.push({ name, value, unit, budget, ok })
  console.log(`${ok ? '✔' : '✖'} ${name}: ${value} ${unit} (budget ${budget})`)
}

// 1. Initial JS of the landing route: the entry chunk, the landing page chunk and their static imports.
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const landingKey = Object.keys(manifest).find((k) => k.endsWith('features/landing/pages/landing-page.tsx'))
const files = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
visit(entryKey)
visit(landingKey)
const namespaces = ['common', 'landing'].map(
  (ns) => Object.values(manifest).find((c) => c.src?.endsWith(`locales/en/${ns}.json`))?.file,
)
for (const file of namespaces) if (file) files.add(file)
const gzipBytes = [...files]
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSync(readFileSync(join(web, f))).length, 0)
report('landing initial JS (gzip)', (gzipBytes / 1024).toFixed(1), 'KB', '≤ 150 KB', gzipBytes <= 150 * 1024)

// 1b. The directory route's own JS (issue 4): its page chunk and what it imports beyond the entry's
// closure, plus its messages; Leaflet and the map are loaded only with the map view and do not count.
const closure = (key, into = new Set()) => {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, into)
  return into
}
const entryFiles = closure(entryKey)
const directoryKey = Object.keys(manifest).find((k) =>
  k.endsWith('features/directory/pages/directory-page.tsx'),
)
if (directoryKey) {
  const directoryFiles = [...closure(directoryKey)].filter((f) => !entryFiles.has(f) && f.endsWith('.js'))
  const directoryMessages = Object.values(manifest).find((c) =>
    c.src?.endsWith('locales/en/directory.json'),
  )?.file
  if (directoryMessages) directoryFiles.push(directoryMessages)
  const leaflet = directoryFiles.filter((f) => /leaflet/i.test(f))
  const directoryBytes = directoryFiles
    .filter((f) => !/leaflet/i.test(f))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(web, f))).length, 0)
  report(
    'directory route JS beyond the entry (gzip, without Leaflet)',
    (directoryBytes / 1024).toFixed(1),
    'KB',
    '≤ 120 KB',
    directoryBytes <= 120 * 1024 && leaflet.length === 0,
  )
  if (leaflet.length > 0)
    console.log(`  ✖ Leaflet is in the directory's initial chunks: ${leaflet.join(', ')}`)
}

// 2. Cold start on an already-migrated data dir.
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-bench-'))
const port = 3950
const start = async () => {
  const began = performance.now()
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: 'ignore',
  })
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`)
      if (res.ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 20))
  }
  return { child, ms: performance.now() - began }
}
const stop = (child) => new Promise((r) => child.on('exit', r) && child.kill('SIGTERM'))
const first = await start()
console.log(`  first start (initdb + migrations + seed): ${first.ms.toFixed(0)} ms`)
const warm = []
let server = first.child
for (let i = 0; i < 3; i++) {
  await stop(server)
  const next = await start()
  warm.push(next.ms)
  server = next.child
}
const coldStart = Math.max(...warm)
report(
  'cold start to healthy /health (migrated data dir, worst of 3)',
  coldStart.toFixed(0),
  'ms',
  '≤ 2000 ms',
  coldStart <= 2000,
)

// 3. Lighthouse on / (mobile emulation and throttling, Lighthouse defaults).
if (!process.argv.includes('--skip-lighthouse')) {
  const out = join(dataDir, 'lighthouse.json')
  const lh = spawnSync(
    'npx',
    [
      'lighthouse',
      `http://127.0.0.1:${port}/`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
    },
  )
  if (lh.status === 0) {
    const { categories, audits } = JSON.parse(readFileSync(out, 'utf8'))
    const perf = Math.round(categories.performance.score * 100)
    const a11y = Math.round(categories.accessibility.score * 100)
    console.log(
      `  LCP ${audits['largest-contentful-paint'].displayValue}, FCP ${audits['first-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue}`,
    )
    report('Lighthouse mobile performance', perf, '', '≥ 95', perf >= 95)
    report('Lighthouse accessibility', a11y, '', '= 100', a11y === 100)
  } else {
    report('Lighthouse', 'failed to run', '', '', false)
  }
}

await stop(server)
rmSync(dataDir, { recursive: true, force: true })
process.exit(results.every((r) => r.ok) ? 0 : 1)
