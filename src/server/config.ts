import { z } from 'zod'

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** When set, PostgreSQL through node-postgres; otherwise the embedded PGlite database. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default('.data'),
  /**
   * Seed demo providers and projects on first start (reference data is always loaded). Defaults to
   * on outside production and off in production; see demoDataEnabled.
   */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /**
   * In production the demo accounts are created only with this password (never the README's);
   * without it, demo data comes without sign-in accounts.
   */
  DEMO_ACCOUNT_PASSWORD: z.string().min(12).optional(),
  /**
   * The demo admin's authenticator secret (base32, as apps take it): outside production the
   * README's unless this replaces it; in production the demo admin gets one only from here.
   */
  DEMO_ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{16,64}$/, 'base32 (A-Z, 2-7), 16 to 64 characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The one line logged per request: at this level (so LOG_LEVEL=warn with the default mutes it), for
   * this fraction of requests (0 to 1). Server errors (5xx) are always logged, at error level.
   */
  REQUEST_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  REQUEST_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  /** Requests per minute per IP across the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /**
   * Sign-in, sign-up, reset and resend attempts (ADR 007): per minute per IP; per 15 minutes per
   * email from one IP; per minute per email from everywhere (a short window, so nobody can lock an
   * owner out for long).
   */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: z.coerce.number().int().positive().default(20),
  /**
   * Password hashes at once (sign-up, sign-in, password changes and resets): unset, the number of
   * cores. Up to PASSWORD_HASH_QUEUE more requests wait their turn; beyond, 503 with Retry-After.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Assistant chat messages per minute per IP (each public and signed-in chat endpoint). */
  ASSISTANT_RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(30),
  /**
   * Optional LLM for the assistant: an OpenAI-compatible chat-completions API (base URL ending in
   * /v1, e.g. https://api.mistral.ai/v1 or http://127.0.0.1:11434/v1 for Ollama). Without it, or
   * when it fails or takes longer than LLM_TIMEOUT_MS, the built-in understanding answers.
   */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /**
   * The "Translate" action beside what people wrote (ADR 070): 'true' sends that one text to the LLM
   * above (LLM_BASE_URL and LLM_MODEL are needed too). Off by default: the text leaves LuxPro.
   */
  TRANSLATION_ENABLED: z.enum(['true', 'false']).default('false'),
  /** Translations asked per minute per caller (account, else IP). */
  TRANSLATION_RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(20),
  /**
   * The EU's VIES service (https://ec.europa.eu/taxation_customs/vies/rest-api) asked whether each
   * listing's VAT number is registered (ADR 053). Unset: off, nothing is asked and the VAT badge
   * stays a check-digit claim.
   */
  VIES_URL: z.string().url().optional(),
  /**
   * Invoices paid by card or SEPA Direct Debit through Stripe Checkout (ADR 043): on only when both
   * the secret API key (sk_…) and the webhook endpoint's signing secret (whsec_…) are set; unset,
   * invoices are paid by bank transfer alone. STRIPE_API_URL points the client at another server
   * speaking Stripe's API (a local one in tests); unset, Stripe's own.
   */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  STRIPE_API_URL: z.string().url().optional(),
  /** Shared store for rate limits when several app instances run. */
  REDIS_URL: z.string().url().optional(),
  /**
   * Uploads in an S3-compatible object store (endpoint URL, e.g. https://s3.eu-central-1.amazonaws.com
   * or http://minio:9000) instead of $DATA_DIR/uploads: what several instances need. The bucket must
   * exist; path-style addressing.
   */
  S3_URL: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).default('luxpro-uploads'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Apply migrations and seed the reference data at start (under a lock). `false` when `npm run migrate` runs first. */
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** Run the scheduled and background jobs (email delivery, purges) in this instance; each job runs once across instances. */
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  /** How many daily backups ($DATA_DIR/backups) are kept; older ones are deleted. Manual ones stay until deleted. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
  /** The hour (0-23, Luxembourg time) in which the daily backup is taken. */
  BACKUP_DAILY_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** The largest archive an admin may upload to restore (MB); larger ones go through `npm run restore`. */
  BACKUP_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(102_400).default(1024),
  /**
   * Which proxies may set X-Forwarded-For: unset trusts none (the socket address is the client);
   * a number is how many proxy hops to trust; otherwise a comma-separated list of addresses or
   * CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'a hop count or a comma-separated list of addresses')
    .optional(),
  /** Lets a Prometheus scraper read /metrics with `Authorization: Bearer <token>` (admins always can). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The OpenAPI document and its UI at /api/docs. Defaults to on outside production. */
  API_DOCS_ENABLED: z.enum(['true', 'false']).optional(),
  /** Public origin, used in emails and canonical links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Signs sessions and tokens (32+ characters). Required in production; generated into DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Deliver email by SMTP (smtp://user:pass@host:587); otherwise emails stay in the outbox only. */
  SMTP_URL: z.string().url().optional(),
  /** Show every stored email at /dev/mailbox. Defaults to on outside production. */
  MAILBOX_ENABLED: z.enum(['true', 'false']).optional(),
  /** The administrator created (verified) at start when both are set. */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * The early-access gate (ADR 026): 'true' keeps it on whatever the admin setting says; otherwise
   * the setting on /admin/settings switches it.
   */
  ACCESS_GATE_ENABLED: z.enum(['true', 'false']).default('false'),
  /** Seconds before a demo business answers a demo request (ADR 031); the next ones 1.5× and 2× later. */
  DEMO_ANSWER_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(90),
  /**
   * Seconds a server-rendered public page is kept and sent again to the next visitor who asks for
   * it (ADR 033); any write through this instance forgets them at once. 0 renders every request.
   */
  /**
   * Where the embedded database's thread writes where its time goes, per statement (calls, total and
   * mean milliseconds), every 2 s: for profiling under load (`bench:mix -- --statement-times <file>`).
   */
  PGLITE_STATEMENT_TIMES: z.string().min(1).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Seconds between the comment lines that keep an idle event stream open (ADR 058): under every
   * proxy's read timeout (HAProxy's `timeout server`/`client` and nginx's `proxy_read_timeout`: 60 s).
   */
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** Event streams one account may hold open on one instance; one more is refused with 429. */
  EVENTS_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(8),
  /**
   * Web Push (ADR 072): the server's VAPID key pair (base64url, as `web-push generate-vapid-keys`
   * prints them) and the contact push services may write to (mailto: or https:). Without the pair,
   * production has no push; elsewhere a pair is made once and kept in the database.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, '65 bytes, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, '32 bytes, base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: address')
    .optional(),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
})

export type Config = z.infer<typeof ConfigSchema>

/** What production cannot start without: checked before the database is touched. */
function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return []
  const problems: string[] = []
  if (!config.AUTH_SECRET) problems.push('AUTH_SECRET: required in production (32+ random characters)')
  return problems
}

/** S3 needs its keys: half a configuration is refused at start, in every environment. */
function storageProblems(config: Config): string[] {
  if (!config.S3_URL) return []
  return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((name) => !config[name])
    .map((name) => `${name}: required with S3_URL`)
}

/** Stripe needs both secrets: one without the other is refused at start. */
function stripeProblems(config: Config): string[] {
  if (Boolean(config.STRIPE_SECRET_KEY) === Boolean(config.STRIPE_WEBHOOK_SECRET)) return []
  return (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
    .filter((name) => !config[name])
    .map(
      (name) =>
        `${name}: required with ${name === 'STRIPE_SECRET_KEY' ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}`,
    )
}

/** A VAPID key pair comes whole: one key without the other is refused at start. */
function vapidProblems(config: Config): string[] {
  if (Boolean(config.VAPID_PUBLIC_KEY) === Boolean(config.VAPID_PRIVATE_KEY)) return []
  return config.VAPID_PUBLIC_KEY
    ? ['VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY']
    : ['VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY']
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = ConfigSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const missing = [
    ...productionProblems(parsed.data),
    ...storageProblems(parsed.data),
    ...stripeProblems(parsed.data),
    ...vapidProblems(parsed.data),
  ]
  if (missing.length > 0) throw new Error(`Invalid configuration: ${missing.join('; ')}`)
  return parsed.data
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    }),
    ...overrides,
  }
}

/** An explicit 'true'/'false' wins; otherwise on outside production only. */
const switchedOn = (value: 'true' | 'false' | undefined, config: Config) =>
  value ? value === 'true' : config.NODE_ENV !== 'production'

export const mailboxEnabled = (config: Config) => switchedOn(config.MAILBOX_ENABLED, config)
export const demoDataEnabled = (config: Config) => switchedOn(config.SEED_DEMO_DATA, config)
export const apiDocsEnabled = (config: Config) => switchedOn(config.API_DOCS_ENABLED, config)
/** Card and SEPA Direct Debit through Stripe: only with both of its secrets. */
export const stripeEnabled = (config: Config) =>
  Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)

/** The "Translate" action: switched on, and an OpenAI-compatible LLM to ask. */
export const translationEnabled = (config: Config) =>
  config.TRANSLATION_ENABLED === 'true' && Boolean(config.LLM_BASE_URL && config.LLM_MODEL)

/** Origins whose browser requests may act with a session cookie (ours and the auth library's). */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.PUBLIC_URL).origin]
  if (config.NODE_ENV !== 'production')
    origins.push(
      `http://localhost:${config.PORT}`,
      `http://127.0.0.1:${config.PORT}`,
      'http://localhost:5173',
    )
  return origins
}

/** Fastify's trustProxy: nothing unless TRUST_PROXY says which hops or addresses. */
export function trustProxySetting(
  config: Config,
): string | false | ((address: string, hop: number) => boolean) {
  const value = config.TRUST_PROXY?.trim()
  if (!value) return false
  if (!/^\d+$/.test(value)) return value
  const hops = Number(value)
  return (_address, hop) => hop < hops
}
