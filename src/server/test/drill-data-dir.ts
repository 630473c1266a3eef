import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DRILL_SECRET, serverEntry } from '@server/security/process-harness'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDataDir: string
  }
}

/**
 * Global setup of the drills: one data directory that `main.js migrate` has migrated and seeded with
 * the reference data, as a production start does before it listens. Each drill starts its server on
 * a copy (migratedDataDir) instead of migrating a new one: migrating is proven by the migration tests
 * and main.test.ts, and on the embedded database it was most of each first start.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'luxpro-drill-template-'))
  const child = spawn(process.execPath, [...serverEntry(), 'migrate'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dir,
      NODE_ENV: 'production',
      AUTH_SECRET: DRILL_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`main.js migrate exited with ${code}: ${output.slice(-2000)}`)
  project.provide('migratedDataDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}

/** A new data directory of the drill's own (under `prefix` in the temporary directory), already migrated. */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cpSync(inject('migratedDataDir'), dir, { recursive: true })
  return dir
}
