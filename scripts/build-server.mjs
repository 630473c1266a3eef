// Bundles the API server and the npm packages it uses into dist/server/ (ADR 061): main.js turns on
// Node's compile cache and loads the server; code that only some requests need (email rendering,
// PDFs, the S3 client, image resizing…) is in chunks loaded on first use. The packages below stay
// in node_modules: they read files of their own (wasm, data, static assets) or are native.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const KEPT_IN_NODE_MODULES = [
  // its wasm and data files are found beside its own code
  '@electric-sql/pglite',
  // a native binary
  'sharp',
  // serves the files of its own folder
  '@fastify/swagger-ui',
]

// Chunks are named by their content: the previous build's would stay beside the new ones.
rmSync('dist/server', { recursive: true, force: true })
const { metafile } = await build({
  // The embedded database's worker thread (ADR 086) is started from its own file.
  entryPoints: { main: 'src/server/launch.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
  outdir: 'dist/server',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: KEPT_IN_NODE_MODULES,
  // Bundled CommonJS packages call require() and read __dirname: give each output file its own.
  banner: {
    js: [
      "import { createRequire as __bundleCreateRequire } from 'node:module';",
      "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
      'const require = __bundleCreateRequire(import.meta.url);',
      'const __filename = __bundleFileURLToPath(import.meta.url);',
      "const __dirname = __bundleFileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  // The bundled packages' licence notices, in dist/server/*.LEGAL.txt.
  legalComments: 'linked',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
})
writeFileSync('dist/server/THIRD-PARTY-LICENSES.txt', thirdPartyLicences(metafile))
console.log('server bundle: dist/server/main.js (and dist/server/chunks/)')

/**
 * Every npm package whose code went into the bundle, with its licence file: what the licences of
 * the bundled packages ask to ship with their code (most carry no licence comment in the code itself).
 */
function thirdPartyLicences(meta) {
  const packageDirs = new Set()
  for (const input of Object.keys(meta.inputs)) {
    const match = input.match(/^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//)
    if (match) packageDirs.add(match[1])
  }
  return [...packageDirs]
    .sort()
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const licenceFile = readdirSync(dir).find((file) => /^(licen[cs]e|copying)/i.test(file))
      const text = licenceFile ? readFileSync(join(dir, licenceFile), 'utf8').trim() : '(no licence file)'
      return `${manifest.name}@${manifest.version} (${manifest.license ?? 'see below'})\n\n${text}\n`
    })
    .join(`\n${'-'.repeat(72)}\n\n`)
}
