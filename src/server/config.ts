import { z } from 'zod'

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** When set, PostgreSQL through node-postgres; otherwise the embedded PGlite database. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default('.data'),
  /** Seed demo providers and projects on first start (reference data is always loaded). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP across the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Shared store for rate limits when several app instances run. */
  REDIS_URL: z.string().url().optional(),
  /** Public origin, used in emails and canonical links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
})

export type Config = z.infer<typeof ConfigSchema>

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = ConfigSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  return parsed.data
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides }
}
