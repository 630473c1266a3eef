// Builds the web app's server renderer (src/web/ssr/entry-server.tsx) into dist/ssr/entry-server.js
// (or `<dir>/entry-server.js` for `node scripts/build-ssr.mjs <dir>`): the API server loads it at
// start and renders public pages with it (ADR 021). It sits beside the browser build (dist/web),
// whose index.html and stylesheet the renderer reads at start.
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'vite'

const root = new URL('..', import.meta.url).pathname
const outDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist/ssr')
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  // Every package bundled, with React's production build chosen at build time as in the browser's
  // bundle: from node_modules, React would pick its development build (several times slower to render
  // with) whenever the server runs without NODE_ENV=production, as `npm start` does.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: join(root, 'src/web/ssr/entry-server.tsx'),
    outDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
})
// Pages pre-rendered at build time by earlier versions are now rendered per request.
rmSync(join(root, 'dist/web/prerendered'), { recursive: true, force: true })
console.log(`server renderer: ${join(outDir, 'entry-server.js')}`)
process.exit(0)
