import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type Logger, pino } from 'pino'
import { type Config, demoDataEnabled, loadConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { databaseTarget } from './db/database-target'
import { safeError } from './http/safe-error'
import { resolveAuthSecret } from './modules/auth/auth-secret'
import { checkedHashesFile } from './modules/auth/checked-password-hashes'
import {
  ensureAccount,
  isPublishedDemoPassword,
  README_ADMIN_TOTP_SECRET,
  retireReadmeDemoPasswords,
  seedDemoAccounts,
} from './modules/auth/seed-accounts'
import { checkS3Bucket } from './modules/files/file-storage'
import { projectPath } from './project-root'

const SHUTDOWN_GRACE_MS = 10_000

/** A start refused for a reason the operator can fix: its message says which. */
class StartRefused extends Error {}

/**
 * The server's code past the start-up checks (the app and its modules, the migrations and seeds),
 * loaded while the database opens: PGlite reads its files and compiles its WebAssembly off the main
 * thread meanwhile, and its own start runs before this code has grown the heap (ADR 073).
 */
const loadServerCode = () =>
  Promise.all([import('./app'), import('./db/migrate'), import('./http/connection-drain')]).then(
    ([app, migrate, drain]) => ({ ...app, ...migrate, ...drain }),
  )

/**
 * Both, or neither: a database that cannot be opened (in use by another process) fails the start at
 * once, without waiting for the code; a database opened for code that failed to load is closed again.
 */
async function openWhileLoading<T>(
  opening: Promise<DatabaseHandle>,
  loading: Promise<T>,
): Promise<[DatabaseHandle, T]> {
  const loaded = loading.then(
    (code) => ({ code }),
    (error: unknown) => ({ error }),
  )
  const database = await opening
  const outcome = await loaded
  if ('error' in outcome) {
    await database.close().catch(() => undefined)
    throw outcome.error
  }
  return [database, outcome.code]
}

/**
 * Start-up order (ADR 009): configuration, port and secrets are checked before anything is written,
 * and the embedded database is opened only under its data-directory lock (openDatabase takes it).
 * Migrations, seeds and the start-up accounts are made under a cluster-wide lock (ADR 015): instances
 * starting together on one PostgreSQL wait for each other, and the first does the work. What only
 * makes later requests faster (warm-ups, the jobs' first round) waits until a moment after the server
 * listens (afterStart).
 */
async function main() {
  const startedAt = Date.now()
  const startup = startupClock()
  const config = readConfig()
  const log = pino({ level: config.LOG_LEVEL, serializers: { err: safeError } })
  if (process.argv[2] === 'migrate') return migrateOnly(config, log)
  if (process.argv[2] === 'reset-two-factor') return resetTwoFactorOf(config, log, process.argv[3])
  const dataDir = resolve(projectPath(), config.DATA_DIR)
  await ensurePortFree(config.PORT, config.HOST)
  const authSecret = resolveAuthSecret(config, join(dataDir, 'auth-secret'))
  if (config.S3_URL) await checkStorage(config)

  startup.mark('checks')
  // The code loads once the database's thread has started: loading it holds the main thread, which would
  // otherwise hold back the data-directory lock's answer and so the thread's start (0.3–0.4 s).
  let opening: () => void = () => undefined
  const begunOpening = new Promise<void>((resolve) => (opening = resolve))
  const [database, { buildApp, migrateAndSeed, STARTUP_LOCK, connectionDrainer }] = await openWhileLoading(
    openDatabase({ ...databaseTarget(config, dataDir, log), onOpening: () => opening() }),
    begunOpening.then(loadServerCode),
  )
  startup.mark('database')
  let app: FastifyInstance | undefined
  try {
    const version = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')).version as string
    app = await database.exclusive(
      STARTUP_LOCK,
      async () => {
        if (config.MIGRATE_ON_START === 'true')
          await migrateAndSeed(database, { demoData: demoDataEnabled(config) })
        startup.mark('migrations')
        const built = await buildApp({
          config,
          database,
          webRoot: projectPath('dist/web'),
          version,
          startedAt,
          authSecret,
        })
        startup.mark('app')
        await seedAccounts(built, database, config, dataDir)
        startup.mark('accounts')
        return built
      },
      () => log.info('another instance is migrating or seeding: waiting for it'),
    )
    closeOnSignals(app, database, connectionDrainer)
    await app.listen({ port: config.PORT, host: config.HOST })
    startup.mark('listening')
    app.log.info(
      { driver: database.driver, readyInMs: Date.now() - startedAt, startup: startup.marks },
      'LuxPro is ready',
    )
  } catch (error) {
    await app?.close().catch(() => undefined)
    await database.close().catch(() => undefined)
    throw error
  }
}

/**
 * When each start-up step ended, in ms since the process started (`code`, the first, is the time
 * Node took to load the code of the checks; `database` includes loading the rest alongside), and the
 * CPU time the process had used by then (`cpuMs`: all its threads, WebAssembly compilers and garbage
 * collector included; `mainThreadCpuMs`: the event loop's thread alone, which a request waits for):
 * logged with "LuxPro is ready", where a slow start shows which step to look at.
 */
function startupClock() {
  const ms = () => Math.round(performance.now())
  const cpuMsOf = ({ user, system }: NodeJS.CpuUsage) => Math.round((user + system) / 1000)
  const marks = {
    ms: { code: ms() } as Record<string, number>,
    cpuMs: { code: cpuMsOf(process.cpuUsage()) } as Record<string, number>,
    mainThreadCpuMs: { code: cpuMsOf(process.threadCpuUsage()) } as Record<string, number>,
  }
  return {
    marks,
    mark(step: string) {
      marks.ms[step] = ms()
      marks.cpuMs[step] = cpuMsOf(process.cpuUsage())
      marks.mainThreadCpuMs[step] = cpuMsOf(process.threadCpuUsage())
    },
  }
}

/** `node dist/server/main.js migrate` (`npm run migrate`): migrations and seeds under the lock, then exit. */
async function migrateOnly(config: Config, log: Logger) {
  const dataDir = resolve(projectPath(), config.DATA_DIR)
  const [database, { prepareDatabase }] = await openWhileLoading(
    openDatabase(databaseTarget(config, dataDir, log)),
    import('./db/migrate'),
  )
  try {
    const started = Date.now()
    await prepareDatabase(database, {
      demoData: demoDataEnabled(config),
      onWait: () => log.info('another instance is migrating or seeding: waiting for it'),
    })
    log.info({ driver: database.driver, ms: Date.now() - started }, 'database migrated and seeded')
  } finally {
    await database.close()
  }
}

/**
 * `node dist/server/main.js reset-two-factor <email>` (`npm run two-factor:reset -- <email>`): turns
 * that account's two-step sign-in off for an owner who lost their phone and backup codes (ADR 040).
 */
async function resetTwoFactorOf(config: Config, log: Logger, email: string | undefined) {
  if (!email) throw new StartRefused('usage: reset-two-factor <email>')
  const dataDir = resolve(projectPath(), config.DATA_DIR)
  const [database, { resetTwoFactor, createMailer }] = await openWhileLoading(
    openDatabase(databaseTarget(config, dataDir, log)),
    Promise.all([import('./modules/auth/two-factor-reset'), import('./modules/mail/mailer')]).then(
      ([reset, mailer]) => ({ ...reset, ...mailer }),
    ),
  )
  try {
    const mailerFor = (tx: DatabaseHandle['db']) =>
      createMailer(tx, { deliver: Boolean(config.SMTP_URL), links: { publicUrl: config.PUBLIC_URL } })
    const done = await resetTwoFactor({ db: database.db, mailerFor, publicUrl: config.PUBLIC_URL }, email)
    if (!done) throw new StartRefused(`no account with the email ${email}`)
    log.info({ email }, 'two-step sign-in turned off, sessions ended, owner emailed')
  } finally {
    await database.close()
  }
}

/** A wrong S3 address, bucket or key fails the start, not the first upload. */
async function checkStorage(config: Config) {
  try {
    await checkS3Bucket({
      url: config.S3_URL!,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    })
  } catch (error) {
    const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } }
    const status = e.$metadata?.httpStatusCode
    throw new StartRefused(
      `the S3 bucket "${config.S3_BUCKET}" at ${config.S3_URL} does not answer (${status ?? e.name ?? ''} ${e.message ?? ''}): check S3_URL, S3_BUCKET and the keys`.replace(
        /\s+/g,
        ' ',
      ),
    )
  }
}

function readConfig(): Config {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    throw new StartRefused((error as Error).message)
  }
  const demoPassword = config.DEMO_ACCOUNT_PASSWORD
  if (config.NODE_ENV === 'production' && demoPassword && isPublishedDemoPassword(demoPassword))
    throw new StartRefused('Invalid configuration: DEMO_ACCOUNT_PASSWORD is published in the README')
  if (config.NODE_ENV === 'production' && config.DEMO_ADMIN_TOTP_SECRET === README_ADMIN_TOTP_SECRET)
    throw new StartRefused('Invalid configuration: DEMO_ADMIN_TOTP_SECRET is published in the README')
  return config
}

/** Fails before the database is opened when the port is taken (a second `npm start`, say). */
async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return
  const probe = createServer()
  try {
    await new Promise<void>((listening, failed) => {
      probe.once('error', failed)
      probe.listen({ port, host }, listening)
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE')
      throw new StartRefused(
        `port ${port} on ${host} is already in use (EADDRINUSE): is LuxPro already running? Stop it, or set PORT to a free port.`,
      )
    if (code === 'EACCES') throw new StartRefused(`port ${port} on ${host} needs privileges (EACCES)`)
    throw error
  }
  await new Promise((closed) => probe.close(closed))
}

async function seedAccounts(app: FastifyInstance, database: DatabaseHandle, config: Config, dataDir: string) {
  const { db } = database
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAccount(app.auth, db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: 'Administrator',
      type: 'admin',
    })
  }
  const checked = checkedHashesFile(join(dataDir, 'checked-password-hashes'))
  const retired = await retireReadmeDemoPasswords(app.auth, db, config, checked)
  if (retired.length > 0)
    app.log.warn({ accounts: retired }, 'demo accounts had the README passwords: replaced, sessions ended')
  if (demoDataEnabled(config) && (await seedDemoAccounts(app.auth, db, config)) === 0)
    app.log.info('demo data without demo accounts: in production they need DEMO_ACCOUNT_PASSWORD')
}

/**
 * SIGTERM/SIGINT: stop listening, answer every request already received or arriving on an open
 * connection (connectionDrainer), then close the app and the database (and its lock), exit 0.
 */
function closeOnSignals(
  app: FastifyInstance,
  database: DatabaseHandle,
  connectionDrainer: (server: FastifyInstance['server']) => () => Promise<void>,
) {
  const drainConnections = connectionDrainer(app.server)
  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    // /health/ready says 503 from now on; the proxy stops sending new requests here.
    app.draining.value = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    try {
      // Event streams never end by themselves: ended now, their browsers reconnect to another instance.
      app.liveEvents.closeAll()
      await drainConnections()
      await app.close()
      await database.close()
      app.log.info('database closed')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error) => {
  const expected = error instanceof StartRefused || error instanceof DataDirLockedError
  console.error('LuxPro cannot start:', expected ? error.message : error)
  process.exit(1)
})
