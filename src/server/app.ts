import { createHash } from 'node:crypto'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { API_DOCS_PATH } from '@shared/api/operation'
import { PAGE_BOOT_SCRIPT } from '@shared/http/page-boot-script'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps'
import { apiDocsEnabled, mailboxEnabled, trustProxySetting } from './config'
import { inTurn } from './db/client'
import { registerAccessControl } from './http/access'
import { afterStart } from './http/after-start'
import { registerErrorHandling } from './http/errors'
import { answerHeadWithGet } from './http/head-requests'
import { openapiOptions } from './http/openapi'
import { registerOriginCheck } from './http/origin-check'
import { createPageCache } from './http/page-cache'
import { frameworkErrors, MAX_PATH_PARAMETER_LENGTH, refuseEmptyPathParameters } from './http/path-parameters'
import { createRateLimitStore } from './http/rate-limit-store'
import { loggerOptions, registerRequestLog } from './http/request-log'
import { helmetHeaders, registerSecurityHeaders } from './http/security-headers'
import { isStaticFileRequest, registerWebApp } from './http/web-app'
import { expiredAuthPurge } from './jobs/housekeeping'
import { createJobRunner } from './jobs/job-runner'
import accessGate from './modules/access/access-gate'
import { accessRoutes } from './modules/access/routes'
import { adminRoutes } from './modules/admin/routes'
import { partnerApplicationRoutes } from './modules/applications/routes'
import { createCandidatePool } from './modules/assistant/chat/candidate-providers'
import { chatRoutes } from './modules/assistant/chat/routes'
import { estimateWrittenProject } from './modules/assistant/estimate/written-project-estimate'
import { writtenLanguage } from './modules/assistant/understanding/written-language'
import { auditRoutes } from './modules/audit/routes'
import securityEvents from './modules/audit/security-events'
import { createAuth } from './modules/auth/create-auth'
import { createPasswordHashes, defaultHashConcurrency } from './modules/auth/password-hashes'
import { authRoutes } from './modules/auth/routes'
import { billingRoutes } from './modules/billing/routes'
import { createReferenceData } from './modules/catalog/reference-data'
import { catalogRoutes } from './modules/catalog/routes'
import { contactRoutes } from './modules/contact/routes'
import { creditRoutes } from './modules/credits/routes'
import { scheduleDemoJobs } from './modules/demo/demo-jobs'
import { storageFromConfig } from './modules/files/file-storage'
import { createFileStore } from './modules/files/file-store'
import { imageVariantsJob } from './modules/files/image-variants-job'
import { fileRoutes } from './modules/files/routes'
import { healthRoutes } from './modules/health/routes'
import landingVersions from './modules/landing/landing-versions'
import { landingRoutes } from './modules/landing/routes'
import liveEvents from './modules/live/plugin'
import { emailPreferenceRoutes } from './modules/mail/email-preference-routes'
import { mailboxRoutes } from './modules/mail/mailbox-routes'
import { createMailer } from './modules/mail/mailer'
import { OUTBOX_WORKER, outboxDelivery, smtpTransport } from './modules/mail/outbox-delivery'
import maintenanceGate from './modules/maintenance/maintenance-gate'
import { forgetMaintenance, readMaintenance } from './modules/maintenance/maintenance-state'
import { maintenanceRoutes } from './modules/maintenance/routes'
import metrics from './modules/metrics/plugin'
import monitoring from './modules/monitoring/plugin'
import { notificationRoutes } from './modules/notifications/routes'
import { listingStatsRecorder } from './modules/onboarding/listing-stats-recorder'
import { onboardingRoutes } from './modules/onboarding/routes'
import { keepPendingProject } from './modules/pending-projects/pending-projects'
import { pendingProjectRoutes } from './modules/pending-projects/routes'
import { profileRoutes } from './modules/profiles/routes'
import { createDirectoryIndex, type DirectoryIndex } from './modules/providers/directory/directory-index'
import { createSearchCache } from './modules/providers/directory/search-cache'
import { createProfileCache } from './modules/providers/profile-cache'
import { providerRoutes } from './modules/providers/routes'
import { pushRoutes } from './modules/push/routes'
import { quoteRoutes } from './modules/quotes/routes'
import { savedProviderRoutes } from './modules/saved/routes'
import { createPageHead } from './modules/seo/page-head'
import { seoRoutes } from './modules/seo/routes'
import { settingsRoutes } from './modules/settings/routes'
import { hearSettingsChanges, SETTINGS_CHANNEL } from './modules/settings/settings-changes'
import { forgetSettings, readSettings } from './modules/settings/settings-store'
import { createRecentWorkCache } from './modules/showcase/recent-work'
import { showcaseRoutes } from './modules/showcase/routes'
import { supportRoutes } from './modules/support/routes'
import { translationRoutes } from './modules/translations/routes'
import { verificationRoutes } from './modules/verification/routes'
import { workspaceRoutes } from './modules/workspace/routes'

/** The one inline script a page has (it starts the app after the first paint), allowed by its hash. */
const PAGE_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`

/** Content-Security-Policy: our own scripts only, no other inline script, no third-party origins. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", PAGE_BOOT_SCRIPT_SOURCE],
  // Radix, sonner and Leaflet set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
}

/** Browser features the site never uses are off; geolocation serves "use my location". */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()'

/** helmet's headers for our options and the Permissions-Policy, built once for every response (ADR 016). */
const SECURITY_HEADERS = {
  ...helmetHeaders({
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  }),
  'permissions-policy': PERMISSIONS_POLICY,
}

/** The channel on which instances tell each other that what searches show has changed. */
const DIRECTORY_CHANNEL = 'luxpro_directory_changed'

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxySetting(config),
    // `/api/admin/users/` is not `/api/admin/users`: an empty path parameter, refused with a 404.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors,
    forceCloseConnections: false,
    // A GET route answers HEAD itself (answerHeadWithGet) instead of Fastify adding a HEAD route per GET route.
    exposeHeadRoutes: false,
    return503OnClosing: true,
    // One line per request instead of two (registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
  })
  // First of all hooks: the request's statements, its hooks' included, are one turn (ADR 086).
  app.addHook('onRequest', (_request, _reply, done) => inTurn(done))
  app.decorate('deps', deps)
  answerHeadWithGet(app)
  app.decorate('draining', { value: false })
  registerRequestLog(app, config)
  const jobs = createJobRunner({ db: deps.database.db, log: app.log })
  app.decorate('jobs', jobs)
  const mailLinks = { publicUrl: config.PUBLIC_URL, secret: deps.authSecret }
  const mailer = createMailer(deps.database.db, {
    deliver: Boolean(config.SMTP_URL),
    onQueued: () => jobs.nudge(OUTBOX_WORKER),
    links: mailLinks,
  })
  app.decorate('mailer', mailer)
  if (config.SMTP_URL) {
    const transport = await smtpTransport(config.SMTP_URL)
    jobs.work(outboxDelivery(transport))
    app.addHook('onClose', async () => transport.close())
  }
  jobs.schedule(expiredAuthPurge)
  app.decorate('fileStore', createFileStore(storageFromConfig(config), deps.database.db, app.log))
  jobs.schedule(imageVariantsJob(app.fileStore))
  // Rendered pages (ADR 033), forgotten when what they show changes (ADR 044), with the profiles
  // they are drawn from.
  const providerProfiles = createProfileCache(config.PAGE_CACHE_SECONDS)
  app.decorate('providerProfiles', providerProfiles)
  app.decorate('pageCache', createPageCache(config.PAGE_CACHE_SECONDS, { onClear: providerProfiles.clear }))
  let stopWarmProfiles: () => void = () => undefined
  afterStart(app, () => {
    stopWarmProfiles = providerProfiles.keepWarm(
      () => deps.database.db,
      (error) => app.log.warn({ err: error }, 'could not read the providers’ profiles again'),
    )
  })
  app.addHook('preClose', async () => stopWarmProfiles())
  // Categories and places in memory (ADR 044): served by the catalog, read again after a restore.
  app.decorate(
    'referenceData',
    createReferenceData(() => deps.database.db),
  )
  const directoryIndex = createDirectoryIndex(deps.database.db, {
    sharedDatabase: deps.database.driver === 'postgres',
  })
  app.decorate('directoryIndex', directoryIndex)
  app.decorate(
    'recentWork',
    createRecentWorkCache(() => deps.database.db),
  )
  app.decorate(
    'candidatePool',
    createCandidatePool(() => deps.database.db),
  )
  await shareDirectoryChanges(app, directoryIndex, jobs.instanceId)
  await hearSettingChanges(app)
  const passwordHashes = createPasswordHashes({
    concurrency: config.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(),
    queue: config.PASSWORD_HASH_QUEUE,
  })
  app.decorate('passwordHashes', passwordHashes)
  app.decorate(
    'auth',
    createAuth({
      db: deps.database.db,
      config,
      mailer,
      mailerFor: (tx) =>
        createMailer(tx, {
          deliver: Boolean(config.SMTP_URL),
          onQueued: () => jobs.nudge(OUTBOX_WORKER),
          links: mailLinks,
        }),
      secret: deps.authSecret,
      log: app.log,
      passwordHashes,
      onSignedUp: (userId, body) => keepPendingProject(deps.database.db, userId, body.pendingProject),
    }),
  )
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)

  registerSecurityHeaders(app, SECURITY_HEADERS)
  refuseEmptyPathParameters(app)
  registerOriginCheck(app)
  await app.register(compress, { threshold: 1024 })
  // Redis when REDIS_URL is set, per-instance memory while it is unreachable (ADR 006).
  const rateLimitStore = await createRateLimitStore({
    redisUrl: config.REDIS_URL,
    nameSpace: 'luxpro-rate-limit-',
    log: app.log,
  })
  app.decorate('rateLimitStore', rateLimitStore.status)
  app.addHook('onClose', rateLimitStore.close)
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    store: rateLimitStore.Store,
    // The web app's own files cost nothing and every page asks for a dozen of them at once.
    allowList: isStaticFileRequest,
  })
  await app.register(swagger, openapiOptions({ version: deps.version, publicUrl: config.PUBLIC_URL }))
  if (apiDocsEnabled(config)) await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true })
  // App plugins: every route registered from here on declares who may call it.
  registerAccessControl(app, app.auth)
  await app.register(metrics)
  // Before the directory's routes: it counts the profile views and search appearances they send.
  await app.register(listingStatsRecorder)
  // Security events and server errors of every route are recorded.
  await app.register(securityEvents)
  await app.register(monitoring)
  // Maintenance mode: a 503 for everyone but admins.
  await app.register(maintenanceGate, { sessions: app.auth })
  // The early-access gate: off unless ACCESS_GATE_ENABLED or the admin setting (ADR 026).
  await app.register(accessGate, { sessions: app.auth })
  // Landing versions A/B: which one a visitor sees, and the conversions counted per version (ADR 032).
  await app.register(landingVersions, { sessions: app.auth })

  // Routes
  await app.register(healthRoutes)
  await app.register(catalogRoutes)
  await app.register(showcaseRoutes)
  await app.register(landingRoutes)
  await app.register(providerRoutes)
  await app.register(seoRoutes)
  await app.register(contactRoutes)
  await app.register(supportRoutes)
  await app.register(authRoutes)
  await app.register(profileRoutes)
  await app.register(creditRoutes)
  app.decorate('estimateWrittenProject', estimateWrittenProject)
  app.decorate('writtenLanguage', writtenLanguage)
  await app.register(quoteRoutes)
  await app.register(translationRoutes)
  await app.register(pendingProjectRoutes)
  await app.register(savedProviderRoutes)
  await app.register(notificationRoutes)
  // Push notifications on the devices that ask for them (ADR 072).
  await app.register(pushRoutes)
  // Live updates: one event stream per signed-in tab (ADR 058).
  await app.register(liveEvents)
  await app.register(emailPreferenceRoutes)
  await app.register(workspaceRoutes)
  await app.register(fileRoutes)
  await app.register(chatRoutes)
  await app.register(settingsRoutes)
  await app.register(maintenanceRoutes)
  await app.register(adminRoutes)
  await app.register(accessRoutes)
  await app.register(auditRoutes)
  await app.register(partnerApplicationRoutes)
  await app.register(billingRoutes)
  await app.register(onboardingRoutes)
  await app.register(verificationRoutes)
  if (mailboxEnabled(config)) await app.register(mailboxRoutes)
  // Demo mode's automatic answers and its 24-hour clean-up (ADR 031).
  scheduleDemoJobs(app)

  await registerWebApp(app, deps.webRoot, {
    pageHead: createPageHead(deps.database.db, directoryIndex, providerProfiles, config.PUBLIC_URL),
    landingVersion: app.landing.pageVersion,
  })

  // Jobs start once every module has scheduled its own, a moment after the server listens (their
  // first round is not what the first requests need), and stop before the database closes. An app
  // that never listens (tests) starts them itself.
  if (config.JOBS_ENABLED === 'true') afterStart(app, () => void jobs.start())
  app.addHook('preClose', () => jobs.stop())
  return app
}

/**
 * The search cache, and a notice to every instance when a write here changes what searches show: a
 * PostgreSQL NOTIFY carrying this instance's id, heard by the others' LISTEN, which forget their
 * answers and index within a second. After a lost listening connection an instance forgets too
 * (a notice may have been missed); the index's one-minute clock stays as the last safety net.
 */
async function shareDirectoryChanges(app: FastifyInstance, index: DirectoryIndex, instanceId: string) {
  const { database } = app.deps
  const shared = database.driver === 'postgres'
  const cache = createSearchCache({
    onClear: () => {
      index.invalidate()
      app.pageCache.clear()
      app.recentWork.clear()
      app.candidatePool.clear()
    },
    publish: shared
      ? () =>
          void database
            .notify(DIRECTORY_CHANNEL, instanceId)
            .catch((error: unknown) =>
              app.log.warn({ err: error }, 'could not tell the other instances of a directory change'),
            )
      : undefined,
  })
  app.decorate('searchCache', cache)
  if (!shared) return
  const stop = await database.listen(
    DIRECTORY_CHANNEL,
    (from) => {
      if (from !== instanceId) cache.clearFromElsewhere()
    },
    () => cache.clearFromElsewhere(),
  )
  app.addHook('onClose', stop)
}

/**
 * Settings (maintenance included) are kept in memory until one changes: a change is announced on
 * SETTINGS_CHANNEL in its transaction (both drivers; the embedded one delivers it in process), and
 * each instance forgets what it read, reads it again at once, and forgets its rendered pages (a
 * banner, a support address). After a lost listening connection it forgets too (a notice may have
 * been missed).
 */
async function hearSettingChanges(app: FastifyInstance) {
  const { database } = app.deps
  const db = database.db
  const changed = () => {
    forgetSettings(db)
    forgetMaintenance(db)
    app.pageCache.clear()
    void Promise.all([readSettings(db), readMaintenance(db)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not read the settings again'),
    )
  }
  const stop = await database.listen(SETTINGS_CHANNEL, changed, changed)
  hearSettingsChanges(db, true)
  // Read a moment after the server listens, not before it answers: a request arriving first (or in an
  // app that never listens) reads them, as does the first request after a database that did not answer.
  afterStart(
    app,
    () =>
      void Promise.all([readSettings(db), readMaintenance(db)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'settings not read at start: read on first use'),
      ),
  )
  app.addHook('onClose', async () => {
    hearSettingsChanges(db, false)
    await stop()
  })
}
