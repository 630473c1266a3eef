import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createPgliteSnapshot, createPostgresTemplate } from './database-snapshot'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string
  }
}

/** Migrate and seed once per run; every test file starts from a copy (fast tests: ADR 001). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    console.log(`API tests run against PostgreSQL at ${new URL(url).host}${new URL(url).pathname}`)
    try {
      await createPostgresTemplate(url)
    } catch (error) {
      throw new Error(
        `DATABASE_URL is set but PostgreSQL is not reachable (${(error as Error).message}). Start it or unset DATABASE_URL to use the embedded database.`,
      )
    }
    project.provide('pgliteSnapshotPath', '')
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'luxpro-test-db-'))
  const file = join(dir, 'snapshot.tar.gz')
  writeFileSync(file, Buffer.from(await (await createPgliteSnapshot()).arrayBuffer()))
  project.provide('pgliteSnapshotPath', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
