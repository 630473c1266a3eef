import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { TestProject } from 'vitest/node'
import {
  createPgliteSnapshot,
  createPostgresTemplate,
  dropPostgresDatabase,
  newTemplateName,
} from './database-snapshot'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string
    postgresTemplate: string
  }
}

/** Migrate and seed once per run; every test file starts from a copy (fast tests: ADR 001). */
export default async function setup(project: TestProject) {
  // A project can pin its driver in its own env (api-pglite: the embedded database).
  const projectEnv = project.config.env ?? {}
  const url = 'DATABASE_URL' in projectEnv ? projectEnv.DATABASE_URL : process.env.DATABASE_URL
  if (url) {
    console.log(`API tests run against PostgreSQL at ${new URL(url).host}${new URL(url).pathname}`)
    const template = newTemplateName()
    try {
      await createPostgresTemplate(url, template)
    } catch (error) {
      throw new Error(
        `DATABASE_URL is set but PostgreSQL is not reachable (${(error as Error).message}). Start it or unset DATABASE_URL to use the embedded database.`,
      )
    }
    project.provide('pgliteSnapshotPath', '')
    project.provide('postgresTemplate', template)
    return () => dropPostgresDatabase(url, template)
  }
  const snapshot = await sharedPgliteSnapshot()
  project.provide('pgliteSnapshotPath', snapshot.file)
  project.provide('postgresTemplate', '')
  return snapshot.release
}

/**
 * One PGlite snapshot for all the projects of a run (`npm run test:security` is two): each project's
 * setup runs in the same process, so the first makes it and the last to finish removes it.
 * TEST_PGLITE_SNAPSHOT names a file kept across the runs of one CI run (same sources): the first run
 * writes it, the next ones read it, and none removes it.
 */
interface SharedSnapshot {
  made: Promise<string>
  users: number
}
const SHARED = Symbol.for('luxpro.test.pgliteSnapshot')
const holder = globalThis as typeof globalThis & { [SHARED]?: SharedSnapshot }

async function sharedPgliteSnapshot(): Promise<{ file: string; release: () => void }> {
  holder[SHARED] ??= {
    users: 0,
    made: (async () => {
      const file =
        process.env.TEST_PGLITE_SNAPSHOT ??
        join(mkdtempSync(join(tmpdir(), 'luxpro-test-db-')), 'snapshot.tar.gz')
      if (!existsSync(file)) {
        // Written whole, then named: a run stopped halfway leaves no file the next run would read.
        writeFileSync(`${file}.part`, Buffer.from(await (await createPgliteSnapshot()).arrayBuffer()))
        renameSync(`${file}.part`, file)
      }
      return file
    })(),
  }
  const shared = holder[SHARED]
  shared.users++
  const file = await shared.made
  return {
    file,
    release: () => {
      shared.users--
      if (shared.users > 0) return
      delete holder[SHARED]
      if (!process.env.TEST_PGLITE_SNAPSHOT) rmSync(dirname(file), { recursive: true, force: true })
    },
  }
}
