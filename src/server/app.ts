import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps'
import { apiDocsEnabled, mailboxEnabled, trustProxySetting } from './config'
import { registerAccessControl } from './http/access'
import { registerErrorHandling } from './http/errors'
import { openapiOptions } from './http/openapi'
import { registerOriginCheck } from './http/origin-check'
import { createRateLimitStore } from './http/rate-limit-store'
import { loggerOptions } from './http/request-log'
import { registerWebApp } from './http/web-app'
import { adminRoutes } from './modules/admin/routes'
import { partnerApplicationRoutes } from './modules/applications/routes'
import { chatRoutes } from './modules/assistant/chat/routes'
import { auditRoutes } from './modules/audit/routes'
import securityEvents from './modules/audit/security-events'
import { createAuth } from './modules/auth/create-auth'
import { authRoutes } from './modules/auth/routes'
import { billingRoutes } from './modules/billing/routes'
import { catalogRoutes } from './modules/catalog/routes'
import { contactRoutes } from './modules/contact/routes'
import { creditRoutes } from './modules/credits/routes'
import { fileRoutes } from './modules/files/routes'
import { healthRoutes } from './modules/health/routes'
import { mailboxRoutes } from './modules/mail/mailbox-routes'
import { createMailer } from './modules/mail/mailer'
import metrics from './modules/metrics/plugin'
import { notificationRoutes } from './modules/notifications/routes'
import { listingStatsRecorder } from './modules/onboarding/listing-stats-recorder'
import { onboardingRoutes } from './modules/onboarding/routes'
import { profileRoutes } from './modules/profiles/routes'
import { createDirectoryIndex } from './modules/providers/directory/directory-index'
import { createSearchCache } from './modules/providers/directory/search-cache'
import { providerRoutes } from './modules/providers/routes'
import { quoteRoutes } from './modules/quotes/routes'
import { createPageHead } from './modules/seo/page-head'
import { seoRoutes } from './modules/seo/routes'
import { showcaseRoutes } from './modules/showcase/routes'
import { workspaceRoutes } from './modules/workspace/routes'

/** Content-Security-Policy: our own scripts only, no inline script, no third-party origins. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxySetting(config),
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: false,
    return503OnClosing: true,
  })
  app.decorate('deps', deps)
  const mailer = createMailer(deps.database.db, config.SMTP_URL, app.log)
  app.decorate('mailer', mailer)
  const directoryIndex = createDirectoryIndex(deps.database.db, {
    sharedDatabase: deps.database.driver === 'postgres',
  })
  app.decorate('directoryIndex', directoryIndex)
  app.decorate('searchCache', createSearchCache({ onClear: directoryIndex.invalidate }))
  app.decorate('auth', createAuth({ db: deps.database.db, config, mailer, secret: deps.authSecret }))
  app.addHook('onClose', async () => mailer.close())
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)

  // External plugins
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
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
  })
  await app.register(swagger, openapiOptions(deps))
  if (apiDocsEnabled(config)) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  // App plugins: every route registered from here on declares who may call it.
  registerAccessControl(app, app.auth)
  await app.register(metrics)
  // Before the directory's routes: it counts the profile views and search appearances they send.
  await app.register(listingStatsRecorder)
  // Security events and server errors of every route are recorded (issue #20).
  await app.register(securityEvents)

  // Routes
  await app.register(healthRoutes)
  await app.register(catalogRoutes)
  await app.register(showcaseRoutes)
  await app.register(providerRoutes)
  await app.register(seoRoutes)
  await app.register(contactRoutes)
  await app.register(authRoutes)
  await app.register(profileRoutes)
  await app.register(creditRoutes)
  await app.register(quoteRoutes)
  await app.register(notificationRoutes)
  await app.register(workspaceRoutes)
  await app.register(fileRoutes)
  await app.register(chatRoutes)
  await app.register(adminRoutes)
  await app.register(auditRoutes)
  await app.register(partnerApplicationRoutes)
  await app.register(billingRoutes)
  await app.register(onboardingRoutes)
  if (mailboxEnabled(config)) await app.register(mailboxRoutes)

  await registerWebApp(app, deps.webRoot, createPageHead(deps.database.db, directoryIndex, config.PUBLIC_URL))
  return app
}
