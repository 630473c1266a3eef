// Budgets of the walking skeleton, measured on the production build:
//   1. landing route initial JS ≤ 150 KB gzip  2. cold start to a healthy /health ≤ 2 s on an
//   already-migrated embedded database  3. Lighthouse mobile on a static floor page and the
//   public pages, best of 3 runs each: performance ≥ 95, accessibility 100, LCP ≤ 1.5 × the floor's,
//   TBT ≤ 150 ms, CLS ≤ 0.02.  4. a server-rendered directory page p95 ≤ 30 ms at 10,000 providers.
//   And the directory search budget: the directory route's JS ≤ 120 KB gzip without Leaflet (which loads with the map only).
// Usage: npm run build && npm run bench:budgets   (--skip-lighthouse, --skip-ttfb; LIGHTHOUSE_RUNS=3)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { FULL_CHROMIUM } from '../scripts/chromium-paths.ts'
// The one way the benchmarks time a start (plain TypeScript, which Node 24 runs as is).
import { startServer, stopServer } from './server-process.ts'

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

// 1. Initial JS of the landing route: the entry chunk, the landing page chunk (with version A's
//    hero) and their static imports; version B adds its hero's own chunk (ADR 032).
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const manifestKey = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix))
const landingKey = manifestKey('features/landing/pages/landing-page.tsx')
const namespaces = ['common', 'landing'].map(
  (ns) => Object.values(manifest).find((c) => c.src?.endsWith(`locales/en/${ns}.json`))?.file,
)
for (const [version, hero] of [
  ['A', null],
  ['B', 'features/landing/components/search-first-hero.tsx'],
]) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entryKey)
  visit(landingKey)
  if (hero) visit(manifestKey(hero))
  for (const file of namespaces) if (file) files.add(file)
  const gzipBytes = [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(web, f))).length, 0)
  report(
    `landing ${version} initial JS (gzip)`,
    (gzipBytes / 1024).toFixed(1),
    'KB',
    '≤ 150 KB',
    gzipBytes <= 150 * 1024,
  )
}

// 1b. The directory route's own JS: its page chunk and what it imports beyond the entry's
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

// 1c. Every route's first-load JS: the entry's closure, the page's own chunks and its messages.
const routeKeys = Object.keys(manifest).filter(
  (k) => /\/pages\/[\w-]+-page\.tsx$/.test(k) || k.endsWith('app/not-found-page.tsx'),
)
const firstLoad = routeKeys
  .map((key) => {
    const own = [...closure(key)].filter((f) => f.endsWith('.js'))
    const all = new Set([...entryFiles].filter((f) => f.endsWith('.js')).concat(own))
    const bytes = [...all].reduce((sum, f) => sum + gzipSync(readFileSync(join(web, f))).length, 0)
    return { route: key.replace(/^.*\/([\w-]+)-page\.tsx$/, '$1'), bytes }
  })
  .sort((a, b) => b.bytes - a.bytes)
console.log('  first-load JS per page (gzip, entry + page chunks, without messages):')
for (const { route, bytes } of firstLoad)
  console.log(`    ${route.padEnd(28)} ${(bytes / 1024).toFixed(1)} KB`)

// 2. Cold start on an already-migrated data dir.
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-bench-'))
const port = 3950
const start = async (extraEnv = {}) => {
  const { child, healthyMs } = await startServer(['dist/server/main.js'], {
    port,
    quiet: true,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Lighthouse loads every page several times a minute from one address.
      RATE_LIMIT_MAX: '100000',
      ...extraEnv,
    },
  })
  return { child, ms: healthyMs }
}
const stop = stopServer
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

// 3. Lighthouse mobile (Lighthouse's defaults: a mid-range phone, simulated slow 4G) on a static
// HTML floor page served on this machine and on the public pages; each page's best of 3 runs.
if (!process.argv.includes('--skip-lighthouse')) {
  // Lighthouse is one of the bench's own tools (bench/tools, installed by npm run bench:budgets).
  const fromTools = createRequire(new URL('./tools/package.json', import.meta.url))
  const { default: lighthouse } = await import(pathToFileURL(fromTools.resolve('lighthouse')).href)
  const floorPort = port + 1
  const floorHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A static page"><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#0f172a}h1{font-size:1.875rem}</style></head><body><main><h1>Find a trusted pro in Luxembourg</h1><p>A static HTML page of about the same first view, served by this machine: the fastest any page could be here.</p></main></body></html>`
  const floor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(floorHtml)
  })
  await new Promise((listening) => floor.listen(floorPort, '127.0.0.1', listening))
  const debuggingPort = port + 2
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${join(dataDir, 'chrome')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  const base = `http://127.0.0.1:${port}`
  const pages = [
    ['floor (static HTML)', `http://127.0.0.1:${floorPort}/`],
    ['/', `${base}/`],
    ['/directory', `${base}/directory`],
    [
      '/directory?q=plombier&locality=Esch-sur-Alzette',
      `${base}/directory?q=plombier&locality=Esch-sur-Alzette`,
    ],
    ['/providers/sanitaire-weber-bertrange', `${base}/providers/sanitaire-weber-bertrange`],
    ['/how-it-works', `${base}/how-it-works`],
    ['/auth', `${base}/auth`],
  ]
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  const measured = []
  for (const [name, url] of pages) {
    let best = null
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      const { categories, audits } = result.lhr
      const figures = {
        name,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      }
      if (
        !best ||
        figures.performance > best.performance ||
        (figures.performance === best.performance && figures.lcp < best.lcp)
      )
        best = figures
    }
    measured.push(best)
  }
  chrome.kill('SIGTERM')
  await new Promise((closed) => floor.close(closed))
  const floorLcp = measured[0].lcp
  console.log(`\n  Lighthouse mobile, best of ${runs} runs per page:`)
  console.log('  | page | performance | accessibility | LCP | TBT | CLS | LCP ÷ floor |')
  console.log('  | --- | --- | --- | --- | --- | --- | --- |')
  for (const m of measured)
    console.log(
      `  | ${m.name} | ${m.performance} | ${m.accessibility} | ${(m.lcp / 1000).toFixed(2)} s | ${m.tbt.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${(m.lcp / floorLcp).toFixed(2)} |`,
    )
  for (const m of measured.slice(1)) {
    report(`${m.name}: Lighthouse performance`, m.performance, '', '≥ 95', m.performance >= 95)
    report(`${m.name}: Lighthouse accessibility`, m.accessibility, '', '= 100', m.accessibility === 100)
    report(`${m.name}: LCP ÷ floor LCP`, (m.lcp / floorLcp).toFixed(2), '×', '≤ 1.5', m.lcp <= 1.5 * floorLcp)
    report(`${m.name}: TBT`, m.tbt.toFixed(0), 'ms', '≤ 150 ms', m.tbt <= 150)
    report(`${m.name}: CLS`, m.cls.toFixed(3), '', '≤ 0.02', m.cls <= 0.02)
  }
}

// 4. Time to a server-rendered directory page at 10,000 providers: autocannon, 10 connections, over a
// mix of directory URLs (the whole HTML is sent at once, so latency ≈ time to first byte here).
if (!process.argv.includes('--skip-ttfb')) {
  await stop(server)
  console.log('  adding 10,000 generated providers (once per run)…')
  const seeded = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      join(root, 'src/server/db/seed/cli.ts'),
      '--providers',
      '10000',
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  )
  if (seeded.status !== 0) throw new Error('seeding 10,000 providers failed')
  server = (await start()).child
  // autocannon is one of the bench's own tools too (bench/tools).
  const fromTools = createRequire(new URL('./tools/package.json', import.meta.url))
  const autocannon = fromTools('autocannon')
  const paths = [
    '/directory',
    '/directory?category=plumbing',
    '/directory?q=plombier&locality=Esch-sur-Alzette',
    '/directory?category=electrical&page=2',
    '/directory?letter=B',
    '/directory?q=peintre&sort=rating',
  ]
  const run = (duration) =>
    new Promise((done, failed) => {
      const latencies = []
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections: 10,
          duration,
          requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br' } })),
        },
        (error, result) =>
          error ? failed(error) : done({ result, latencies: latencies.sort((a, b) => a - b) }),
      )
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
    })
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  const measure = async () => {
    await run(3) // warm-up: the renderer, the search caches
    const { result, latencies } = await run(15)
    return {
      rate: latencies.length / 15,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failures: result.errors + result.non2xx,
    }
  }
  const line = (m) =>
    `${m.rate.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, failures ${m.failures}`
  const kept = await measure()
  console.log(`  server-rendered directory pages (pages kept up to 10 s, ADR 033): ${line(kept)}`)
  report(
    'server-rendered directory page p95 at 10,000 providers (10 connections)',
    kept.p95.toFixed(1),
    'ms',
    '≤ 30 ms',
    kept.p95 <= 30 && kept.failures === 0,
  )
  // The render itself: every request rendered (PAGE_CACHE_SECONDS=0), for the record.
  await stop(server)
  server = (await start({ PAGE_CACHE_SECONDS: '0' })).child
  console.log(`  the same, every request rendered (PAGE_CACHE_SECONDS=0): ${line(await measure())}`)
}

await stop(server)
rmSync(dataDir, { recursive: true, force: true })
process.exit(results.every((r) => r.ok) ? 0 : 1)
