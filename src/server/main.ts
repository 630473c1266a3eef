import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildApp } from './app'
import { demoDataEnabled, loadConfig } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { seedDemoData, seedReferenceData } from './db/seed/index'
import { resolveAuthSecret } from './modules/auth/auth-secret'
import { ensureAccount, retireReadmeDemoPasswords, seedDemoAccounts } from './modules/auth/seed-accounts'
import { projectPath } from './project-root'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const startedAt = Date.now()
  const config = loadConfig()
  const version = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')).version as string

  let target: Parameters<typeof openDatabase>[0]
  if (config.DATABASE_URL) {
    target = { driver: 'postgres', url: config.DATABASE_URL }
  } else {
    const dataDir = join(resolve(projectPath(), config.DATA_DIR), 'db')
    mkdirSync(dataDir, { recursive: true })
    target = { driver: 'pglite', dataDir }
  }
  const database = await openDatabase(target)
  await migrateDatabase(database)
  await seedReferenceData(database.db)
  if (demoDataEnabled(config)) await seedDemoData(database.db)

  const authSecret = resolveAuthSecret(config, join(resolve(projectPath(), config.DATA_DIR), 'auth-secret'))
  const app = await buildApp({
    config,
    database,
    webRoot: projectPath('dist/web'),
    version,
    startedAt,
    authSecret,
  })
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAccount(app.auth, database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: 'Administrator',
      type: 'admin',
    })
  }
  const retired = await retireReadmeDemoPasswords(app.auth, database.db, config)
  if (retired.length > 0)
    app.log.warn({ accounts: retired }, 'demo accounts had the README passwords: replaced, sessions ended')
  if (demoDataEnabled(config) && (await seedDemoAccounts(app.auth, database.db, config)) === 0)
    app.log.info('demo data without demo accounts: in production they need DEMO_ACCOUNT_PASSWORD')
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info({ driver: database.driver, readyInMs: Date.now() - startedAt }, 'LuxPro is ready')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
