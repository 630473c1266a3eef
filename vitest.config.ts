import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = {
  '@shared': new URL('./src/shared', import.meta.url).pathname,
  '@web': new URL('./src/web', import.meta.url).pathname,
  '@server': new URL('./src/server', import.meta.url).pathname,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          // Rendering a whole page in jsdom takes seconds when both cores are busy.
          testTimeout: 15_000,
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          // The Dockerfile and compose.yaml in step with the cluster: needs no database, so it runs
          // with every `npm test`, not only where the cluster suite can.
          include: ['src/server/**/*.test.ts', 'scripts/cluster/compose-in-step.test.ts'],
          exclude: ['src/server/security/**'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:security`: fuzzing, privilege escalation, crash and outage drills (CI runs it).
        resolve: { alias },
        test: {
          name: 'security',
          include: ['src/server/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
