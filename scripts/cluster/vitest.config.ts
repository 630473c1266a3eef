import { defineConfig } from 'vitest/config'

const alias = {
  '@shared': new URL('../../src/shared', import.meta.url).pathname,
  '@server': new URL('../../src/server', import.meta.url).pathname,
}

/**
 * `npm run test:cluster`: the production build as a cluster behind HAProxy, on the local PostgreSQL
 * and a Redis of its own, proven through the proxy only. Skipped, with the reason, when PostgreSQL
 * does not answer. One file at a time: the machine has two cores.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'cluster',
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
