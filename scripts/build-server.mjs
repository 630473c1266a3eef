// Bundles the API server into dist/server/main.js; npm packages stay external (installed by npm).
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('server bundle: dist/server/main.js')
