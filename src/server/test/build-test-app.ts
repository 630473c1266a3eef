import { AsyncLocalStorage } from 'node:async_hooks'
import { readFileSync } from 'node:fs'
import { buildApp } from '@server/app'
import { type Config, testConfig } from '@server/config'
import { type DatabaseHandle, openDatabase } from '@server/db/client'
import { projectPath } from '@server/project-root'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { clonePostgresTemplate } from './database-snapshot'

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  /**
   * The statements `run` sent to the database, with everything it set off (a request injected inside
   * it, and what that request scheduled); the app's own timers (jobs, sampling, batches) are not in it.
   */
  queriesOf: (run: () => Promise<unknown>) => Promise<number>
  close: () => Promise<void>
}

/**
 * The app on its own database: a copy of the seeded PGlite snapshot, or a clone of the PostgreSQL
 * template. Pages come from dist/web unless `webRoot` names another build of the web app.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { webRoot = projectPath('dist/web') }: { webRoot?: string } = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL
  let database: DatabaseHandle
  let dropDatabase = async () => {}
  const scopes = new AsyncLocalStorage<{ queries: number }>()
  const onQuery = () => {
    const scope = scopes.getStore()
    if (scope) scope.queries++
  }
  if (url) {
    const clone = await clonePostgresTemplate(url, inject('postgresTemplate'))
    database = await openDatabase({ driver: 'postgres', url: clone.url, onQuery })
    dropDatabase = clone.drop
  } else {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))])
    database = await openDatabase({ driver: 'pglite', loadDataDir: snapshot, onQuery })
  }
  const app = await buildApp({
    config: testConfig({
      RATE_LIMIT_MAX: 10_000,
      AUTH_RATE_LIMIT_PER_IP: 10_000,
      AUTH_RATE_LIMIT_PER_EMAIL: 10_000,
      AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: 10_000,
      ...overrides,
    }),
    database,
    webRoot,
    version: 'test',
    startedAt: Date.now(),
    authSecret: 'test-secret-test-secret-test-secret-0123',
  })
  await app.ready()
  // A listening server starts its jobs a moment after it listens (afterStart); an injected app, now.
  if (app.deps.config.JOBS_ENABLED === 'true') await app.jobs.start()
  return {
    app,
    database,
    queriesOf: async (run) => {
      const scope = { queries: 0 }
      await scopes.run(scope, run)
      return scope.queries
    },
    close: async () => {
      await app.close()
      await database.close()
      await dropDatabase()
    },
  }
}
