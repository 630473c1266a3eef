import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '@server/config'
import { type DatabaseTarget, openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { projectPath } from '@server/project-root'
import { seedDemoData, seedReferenceData } from './index'
import { insertProviders } from './insert-providers'
import { iterateProviders } from './provider-generator'

const USAGE = `Usage: npm run seed -- [--providers N] [--seed S] [--batch-size B]

Without options: reference data and, into an empty database, the demo data.
--providers N   insert N generated providers (slugs already present are skipped)
--seed S        generator seed (default 42; the demo data uses 42 too)
--batch-size B  providers per transaction (default 500)`

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} expects a non-negative integer, got "${value}"`)
  return n
}

/** The database the server would use: DATABASE_URL, or PGlite in $DATA_DIR/db (as src/server/main.ts). */
function databaseTarget(): DatabaseTarget {
  const config = loadConfig()
  if (config.DATABASE_URL) return { driver: 'postgres', url: config.DATABASE_URL }
  const dataDir = join(resolve(projectPath(), config.DATA_DIR), 'db')
  mkdirSync(dataDir, { recursive: true })
  return { driver: 'pglite', dataDir }
}

async function main() {
  const { values } = parseArgs({
    options: {
      providers: { type: 'string' },
      seed: { type: 'string' },
      'batch-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const count = values.providers === undefined ? null : positiveInteger('providers', values.providers, 0)
  const seed = positiveInteger('seed', values.seed, 42)
  const batchSize = Math.max(1, positiveInteger('batch-size', values['batch-size'], 500))

  const startedAt = performance.now()
  const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`
  const target = databaseTarget()
  console.log(
    target.driver === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite in ${target.dataDir}`,
  )
  const database = await openDatabase(target)
  try {
    await migrateDatabase(database)
    await seedReferenceData(database.db)
    console.log(`Reference data ready (${elapsed()})`)
    if (count === null) {
      await seedDemoData(database.db)
      console.log(`Demo data ready (${elapsed()})`)
      return
    }
    const result = await insertProviders(database.db, iterateProviders({ count, seed }), {
      batchSize,
      onBatch: (progress) => {
        if (process.stdout.isTTY) {
          process.stdout.write(
            `\r${progress.providers + progress.skipped} / ${count} providers (${elapsed()})`,
          )
        }
      },
    })
    if (process.stdout.isTTY) process.stdout.write('\n')
    console.log(
      `Inserted ${result.providers} providers, ${result.services} services and ${result.reviews} reviews` +
        `${result.skipped ? ` (${result.skipped} already present, skipped)` : ''} with seed ${seed} in ${elapsed()}`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
