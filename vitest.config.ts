import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = {
  '@shared': new URL('./src/shared', import.meta.url).pathname,
  '@web': new URL('./src/web', import.meta.url).pathname,
  '@server': new URL('./src/server', import.meta.url).pathname,
}

/**
 * Test files that need modules of their own: they watch a library load for the first time (sonner,
 * on the first toast) or read its module-level state (the toasts on screen). Every other test file
 * shares its worker's modules with the files before it (isolate: false): importing the whole web app
 * or server again for each file was most of the suite's time.
 */
const NEEDS_FRESH_MODULES = ['src/web/app/toaster.test.tsx', 'src/web/app/lazy-toaster.test.tsx']

/**
 * Node for the files that open and close many embedded databases (PGlite, WebAssembly). V8 aborts such a
 * worker now and then ("Check failed: jit_page_->allocations_.erase(addr) == 1" in
 * ThreadIsolation::UnregisterWasmAllocation, a known V8 fault in Node 24 under PGlite's churn,
 * nodejs/node#64500): its record of code pages loses one allocation, and the check runs with or without
 * memory protection keys (an API run aborted with `--no-memory-protection-keys` set). Single allocations are
 * freed by the WebAssembly code collector, which frees the baseline code of functions tiered up: without it
 * (`--no-wasm-code-gc`) code is freed only with its module. Whether that ends the aborts is not proven yet
 * (about one CI run in three hit one). The server itself opens one database and keeps it.
 */
const DATABASE_WORKERS = { execArgv: ['--no-memory-protection-keys', '--no-wasm-code-gc'] }

const unitTests = {
  // Rendering a whole page in jsdom takes seconds when both cores are busy.
  testTimeout: 15_000,
  environment: 'jsdom' as const,
  setupFiles: ['src/web/test/setup.ts'],
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Every core: the default keeps one for Vitest itself, which mostly waits (on 2 cores, a third
    // less time for the unit and API tests).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...unitTests,
          name: 'unit',
          isolate: false,
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          exclude: NEEDS_FRESH_MODULES,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...unitTests, name: 'unit-fresh', include: NEEDS_FRESH_MODULES },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          ...DATABASE_WORKERS,
          isolate: false,
          // The Dockerfile and compose.yaml in step with the cluster: needs no database, so it runs
          // with every `npm test`, not only where the cluster suite can.
          include: [
            'src/server/**/*.test.ts',
            'scripts/cluster/compose-in-step.test.ts',
            'scripts/assistant-classifier/*.test.ts',
          ],
          exclude: ['src/server/security/**'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What depends on the database driver, run on the embedded one when the whole API suite ran on
        // PostgreSQL (CI): migrations and the data-directory lock, backups (PGlite's own dump), the
        // directory's text search (trigram and full-text extensions), the job runner's locks and start-up.
        // The browser tests run the production build on the embedded database too. `npm test` runs it
        // beside the api project when DATABASE_URL is set: one run keeps both cores busy to its end.
        resolve: { alias },
        test: {
          name: 'api-pglite',
          ...DATABASE_WORKERS,
          isolate: false,
          // The embedded database, whatever DATABASE_URL the run has (global-setup.ts reads it too).
          env: { DATABASE_URL: '' },
          include: [
            'src/server/db/**/*.test.ts',
            'src/server/main.test.ts',
            'src/server/jobs/**/*.test.ts',
            'src/server/modules/backups/**/*.test.ts',
            'src/server/modules/providers/**/*.test.ts',
          ],
          // These open an embedded database of their own, or none, whatever DATABASE_URL says: the api
          // project has already run them.
          exclude: [
            'src/server/db/pglite-thread.test.ts',
            'src/server/db/data-dir-lock.test.ts',
            'src/server/db/open-database.test.ts',
            'src/server/db/rows-in-order.test.ts',
            'src/server/db/seed/place-names-in-step.test.ts',
            'src/server/db/seed/provider-labels.test.ts',
            'src/server/db/seed/seed-invariants.test.ts',
            'src/server/modules/providers/directory/directory-query.test.ts',
            'src/server/modules/providers/directory/search-cache.test.ts',
            'src/server/modules/providers/directory/trade-words.test.ts',
            // What a refused restore leaves, unsafe archive paths and restoring an upload are the same
            // on both drivers; backups.test.ts proves each driver's own dump and restore.
            'src/server/modules/backups/restore-safety.test.ts',
          ],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:security` (CI runs it) is this project and the next: fuzzing every route
        // first, on every core (two files: the admin, and the three other roles)…
        resolve: { alias },
        test: {
          name: 'security-fuzz',
          ...DATABASE_WORKERS,
          include: ['src/server/security/fuzz-*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // …then privilege escalation, crash and outage drills, one at a time: they time answers.
        resolve: { alias },
        test: {
          name: 'security',
          ...DATABASE_WORKERS,
          include: ['src/server/security/**/*.test.ts'],
          exclude: ['src/server/security/fuzz-*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
