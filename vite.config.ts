import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': new URL('./src/shared', import.meta.url).pathname,
      '@web': new URL('./src/web', import.meta.url).pathname,
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    // Every browser we serve preloads modules itself (Safari since 17): no polyfill in the first load.
    modulePreload: { polyfill: false },
    // The browser's small shared chunks are folded into their importers (fewer requests on a slow
    // phone); the server renderer keeps its entry's exports (createRenderer, scripts/build-ssr.mjs).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } } },
        },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
}))
